import { describe, expect, it } from 'vitest';
import { frameDataMessage, readFrameMessage } from './webframeMessages';

describe('readFrameMessage', () => {
  it('reads the platform format, where the action is wrapped', () => {
    expect(readFrameMessage({ action: { action: '@webframe.ready' } })).toEqual({ kind: 'ready' });
    expect(readFrameMessage({ action: { action: '@webframe.resize', size: { height: 320 } } })).toEqual({ kind: 'resize', height: 320, aspectRatio: undefined });
    expect(readFrameMessage({ action: { action: 'save', value: 3 } })).toEqual({ kind: 'action', action: { action: 'save', value: 3 } });
  });
  it("still reads kitbench's first format", () => {
    expect(readFrameMessage({ action: '@webframe.ready' })).toEqual({ kind: 'ready' });
    expect(readFrameMessage({ action: '@webframe.resize', size: { height: 99999 } })).toEqual({ kind: 'resize', height: 2000, aspectRatio: undefined });
  });
  it('takes an aspect ratio from a resize and drops nonsense sizes', () => {
    expect(readFrameMessage({ action: { action: '@webframe.resize', size: { aspectRatio: 1.5, height: -4 } } })).toEqual({
      kind: 'resize',
      height: undefined,
      aspectRatio: 1.5,
    });
  });
  it('ignores messages that are not actions', () => {
    for (const data of [null, 'ready', { type: 'x' }, { action: 3 }, { action: { action: '' } }]) expect(readFrameMessage(data)).toBeUndefined();
  });
});

describe('frameDataMessage', () => {
  it('carries the data as `state`, as real frames read it, and as `data`', () => {
    expect(frameDataMessage({ content: 'graph TD' })).toEqual({ action: '@webframe.data', data: { content: 'graph TD' }, state: { content: 'graph TD' } });
  });
});
