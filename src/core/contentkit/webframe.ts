/**
 * The host's side of a `webframe`, as the platform's renderer plays it (GitbookIO/gitbook,
 * `packages/react-contentkit`, `ElementWebframe`): framework-free, so the Preview's iframe and kitbench/testing's
 * frames follow one protocol.
 *
 * - Messages to the frame wait until it posts `@webframe.ready`, then go out in order (a frame that loads slowly
 *   still gets its first data); after that they go out at once.
 * - `data` goes to the frame as `{ state }`, each value with `{ $state: key }` read from the component's state;
 *   it is sent again on every render and state change.
 * - `@webframe.resize` sets `height` (the older `maxHeight` too) and/or `aspectRatio`; a value left out keeps the last
 *   one. The oEmbed string `{"context":"iframe.resize","height":N}` sets the height and the matching ratio.
 * - The frame is drawn with the ratio it asked for, else the element's `aspectRatio`, and its height, never below
 *   32 px. Every other action goes to the component.
 */
import { PUBLIC_CONTENT_ORIGIN, PUBLIC_ENDPOINT_ORIGIN } from '../runtime/environment';
import type { ContentKitAction } from './elements';

/**
 * Whether the host exchanges messages with a frame on `url`: the platform's renderer talks only to frames on its
 * integrations' own domains (its `firstPartyDomains`), here the public endpoint and the public content endpoint.
 * A frame anywhere else shows, but gets no data and is not heard.
 */
export function isFirstPartyFrame(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { host } = new URL(url);
  return host === new URL(PUBLIC_ENDPOINT_ORIGIN).host || host === new URL(PUBLIC_CONTENT_ORIGIN).host;
}

/** The sentence a page shows when a frame that is not first-party talks to it. */
export const THIRD_PARTY_FRAME_NOTICE =
  "This web frame is not on the integration's own endpoint (publicEndpoint or publicContentEndpoint): the platform exchanges messages only with frames on its integrations' domains, so it ignores this frame's messages and sends it no data. Serve the page from the integration's fetch handler.";

/** The smallest height a frame is drawn at, as on the platform. */
export const MIN_FRAME_HEIGHT = 32;

/** What the frame asked for so far. */
export interface FrameSize {
  height?: number;
  aspectRatio?: number;
}

/** What one message from the frame means. */
export type FrameMessage =
  | { kind: 'ready' }
  /** Only the fields the frame sent: the others keep their value. */
  | { kind: 'resize'; height?: number; aspectRatio?: number }
  /** The oEmbed protocol: a height, the ratio follows from the frame's width. */
  | { kind: 'oembed-resize'; height: number }
  | { kind: 'action'; action: ContentKitAction };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown): number | undefined => {
  const number = Number(value);
  return value !== undefined && value !== null && Number.isFinite(number) ? number : undefined;
};

/**
 * Reads a message a frame posted: `{ action: { action: '@webframe.ready' } }` and the other wrapped actions (what
 * the platform's `sendAction` posts), or an oEmbed resize string. `flat` is set for kitbench's first format,
 * `{ action: '@webframe.ready' }`, which the platform does not read. Anything else is ignored.
 */
export function readFrameMessage(data: unknown): (FrameMessage & { flat?: true }) | undefined {
  if (typeof data === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return undefined;
    }
    if (isRecord(parsed) && parsed.context === 'iframe.resize' && typeof parsed.height === 'number' && Number.isFinite(parsed.height)) {
      return { kind: 'oembed-resize', height: parsed.height };
    }
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  const flat = typeof data.action === 'string';
  const action = isRecord(data.action) ? data.action : flat ? data : undefined;
  if (!action || typeof action.action !== 'string' || action.action === '') return undefined;
  const marked = <T extends FrameMessage>(message: T) => (flat ? { ...message, flat: true as const } : message);
  if (action.action === '@webframe.ready') return marked({ kind: 'ready' });
  if (action.action === '@webframe.resize') {
    const size = isRecord(action.size) ? action.size : {};
    const message: FrameMessage = { kind: 'resize' };
    const height = finite(size.height) ?? finite(size.maxHeight);
    const aspectRatio = finite(size.aspectRatio);
    if (height !== undefined) message.height = height;
    if (aspectRatio !== undefined) message.aspectRatio = aspectRatio;
    return marked(message);
  }
  return marked({ kind: 'action', action: action as ContentKitAction });
}

/** The size after a resize message; `frameWidth` (CSS pixels) turns an oEmbed height into a ratio. */
export function nextFrameSize(size: FrameSize, message: Extract<FrameMessage, { kind: 'resize' | 'oembed-resize' }>, frameWidth: number): FrameSize {
  if (message.kind === 'oembed-resize') {
    return { height: message.height, ...(frameWidth > 0 && message.height > 0 ? { aspectRatio: frameWidth / message.height } : {}) };
  }
  return {
    height: message.height ?? size.height,
    aspectRatio: message.aspectRatio ?? size.aspectRatio,
  };
}

/** The frame's CSS size: the ratio it asked for (else the element's) and its height, at least 32 px. */
export function frameStyle(size: FrameSize, elementAspectRatio: number | undefined): { aspectRatio?: number; height?: number } {
  const style: { aspectRatio?: number; height?: number } = {};
  const aspectRatio = size.aspectRatio !== undefined && size.aspectRatio > 0 ? size.aspectRatio : elementAspectRatio;
  if (aspectRatio) style.aspectRatio = aspectRatio;
  if (size.height) style.height = Math.max(size.height, MIN_FRAME_HEIGHT);
  return style;
}

/** A value of `data` with its `{ $state: key }` bindings read from the state, at any depth. */
function resolveValue(value: unknown, state: Record<string, unknown>, depth: number): unknown {
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, state, depth + 1));
  const record = value as Record<string, unknown>;
  // As the platform reads a binding: any object with a string `$state`, the state key as it is written.
  if (typeof record.$state === 'string') return state[record.$state];
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, resolveValue(inner, state, depth + 1)]));
}

/** The message that hands a frame its `data`: `{ state }`, bindings resolved. None when the element has no `data`. */
export function frameDataMessage(data: Record<string, unknown> | undefined, state: Record<string, unknown>): { state: Record<string, unknown> } | undefined {
  if (!data) return undefined;
  return { state: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, resolveValue(value, state, 0)])) };
}

/** What a frame's host is told as messages arrive. */
export interface FrameHostEvents {
  /** The frame asked for a new size. */
  resized(size: FrameSize): void;
  /** The frame sent an action for the component. */
  action(action: ContentKitAction): void;
  /** The frame used kitbench's first message format, which the platform does not read (said once per frame). */
  flatFormat?(message: string): void;
}

/**
 * One frame's channel: queues what is sent until `@webframe.ready`, keeps its size, routes its actions. `post`
 * delivers one message to the frame's window.
 */
export class WebFrameChannel {
  private ready = false;
  private queue: unknown[] = [];
  private warned = false;
  size: FrameSize = {};

  constructor(
    private readonly post: (message: unknown) => void,
    private readonly events: FrameHostEvents,
  ) {}

  /** Whether the frame has said `@webframe.ready`. */
  get isReady(): boolean {
    return this.ready;
  }

  /** Sends a message to the frame now, or once it is ready. */
  send(message: unknown): void {
    if (this.ready) this.post(message);
    else this.queue.push(message);
  }

  /** Handles one message the frame posted; `frameWidth` is its width in CSS pixels (for the oEmbed resize). */
  receive(data: unknown, frameWidth: number): void {
    const message = readFrameMessage(data);
    if (!message) return;
    if (message.flat && !this.warned) {
      this.warned = true;
      const name = message.kind === 'action' ? message.action.action : `@webframe.${message.kind}`;
      this.events.flatFormat?.(
        `The web frame posted { action: '${name}' }; the platform reads only { action: { action: '${name}', … } } and would not understand it. Wrap the action: window.parent.postMessage({ action: { action: '${name}' } }, '*').`,
      );
    }
    switch (message.kind) {
      case 'ready': {
        this.ready = true;
        const queued = this.queue;
        this.queue = [];
        for (const item of queued) this.post(item);
        return;
      }
      case 'resize':
      case 'oembed-resize':
        this.size = nextFrameSize(this.size, message, frameWidth);
        this.events.resized(this.size);
        return;
      case 'action':
        this.events.action(message.action);
        return;
    }
  }
}
