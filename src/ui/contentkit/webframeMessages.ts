import type { ContentKitAction } from '../../core/contentkit/elements';

/** What a webframe asked for, whichever message format it used. */
export type FrameRequest =
  | { kind: 'ready' }
  | { kind: 'resize'; height?: number; aspectRatio?: number }
  | { kind: 'action'; action: ContentKitAction };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Frames taller than this are cut: a frame must not push the page away. */
export const MAX_FRAME_HEIGHT = 2000;

/**
 * Reads a message a webframe posted. Real frames wrap the action, `{ action: { action: '@webframe.ready' } }`,
 * as the platform's `sendAction` does; kitbench's first format, `{ action: '@webframe.ready' }`, still works.
 * Anything else (other windows' chatter, malformed data) is ignored.
 */
export function readFrameMessage(data: unknown): FrameRequest | undefined {
  if (!isRecord(data)) return undefined;
  const action = isRecord(data.action) ? data.action : typeof data.action === 'string' ? data : undefined;
  if (!action || typeof action.action !== 'string' || action.action === '') return undefined;
  if (action.action === '@webframe.ready') return { kind: 'ready' };
  if (action.action === '@webframe.resize') {
    const size = isRecord(action.size) ? action.size : {};
    const height = Number(size.height);
    const aspectRatio = Number(size.aspectRatio);
    return {
      kind: 'resize',
      height: Number.isFinite(height) && height > 0 ? Math.min(height, MAX_FRAME_HEIGHT) : undefined,
      aspectRatio: Number.isFinite(aspectRatio) && aspectRatio > 0 ? aspectRatio : undefined,
    };
  }
  return { kind: 'action', action: action as ContentKitAction };
}

/**
 * The message that hands a frame its data: real frames read `event.data.state`; `action` and `data` keep
 * frames written for kitbench's first format working.
 */
export function frameDataMessage(data: Record<string, unknown>): { action: '@webframe.data'; data: Record<string, unknown>; state: Record<string, unknown> } {
  return { action: '@webframe.data', data, state: data };
}
