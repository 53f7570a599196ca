import { describe, expect, it } from 'vitest';
import { type FrameSize, frameDataMessage, frameStyle, isFirstPartyFrame, MIN_FRAME_HEIGHT, nextFrameSize, readFrameMessage, WebFrameChannel } from './webframe';

/** A channel with what it posted to the frame and what it told the host. */
function channel() {
  const posted: unknown[] = [];
  const sizes: FrameSize[] = [];
  const actions: unknown[] = [];
  const warnings: string[] = [];
  const frame = new WebFrameChannel((message) => posted.push(message), {
    resized: (size) => sizes.push(size),
    action: (action) => actions.push(action),
    flatFormat: (message) => warnings.push(message),
  });
  return { frame, posted, sizes, actions, warnings };
}

describe('WebFrameChannel', () => {
  it('keeps what is sent before @webframe.ready and hands it over, in order, once the frame is ready', () => {
    const { frame, posted } = channel();
    frame.send({ state: { content: 'graph TD' } });
    frame.send({ state: { content: 'graph LR' } });
    expect(posted).toEqual([]);
    frame.receive({ action: { action: '@webframe.ready' } }, 600);
    expect(posted).toEqual([{ state: { content: 'graph TD' } }, { state: { content: 'graph LR' } }]);
    frame.send({ state: { content: 'graph BT' } });
    expect(posted.at(-1)).toEqual({ state: { content: 'graph BT' } });
  });

  it('takes an aspect ratio from @webframe.resize and keeps the height it had', () => {
    const { frame, sizes } = channel();
    frame.receive({ action: { action: '@webframe.resize', size: { height: 320 } } }, 600);
    frame.receive({ action: { action: '@webframe.resize', size: { aspectRatio: 2.5 } } }, 600);
    expect(sizes).toEqual([{ height: 320, aspectRatio: undefined }, { height: 320, aspectRatio: 2.5 }]);
  });

  it('reads the older maxHeight as the height', () => {
    const { frame } = channel();
    frame.receive({ action: { action: '@webframe.resize', size: { aspectRatio: 3, maxHeight: 160 } } }, 600);
    expect(frame.size).toEqual({ height: 160, aspectRatio: 3 });
  });

  it('answers the oEmbed resize string with that height and the ratio of the frame at its width', () => {
    const { frame } = channel();
    frame.receive(JSON.stringify({ context: 'iframe.resize', height: 300 }), 600);
    expect(frame.size).toEqual({ height: 300, aspectRatio: 2 });
    frame.receive('not json', 600);
    frame.receive(JSON.stringify({ context: 'other', height: 10 }), 600);
    expect(frame.size).toEqual({ height: 300, aspectRatio: 2 });
  });

  it('hands other actions to the component', () => {
    const { frame, actions } = channel();
    frame.receive({ action: { action: '@editor.node.updateProps', props: { content: 'x' } } }, 600);
    expect(actions).toEqual([{ action: '@editor.node.updateProps', props: { content: 'x' } }]);
  });

  it("still reads kitbench's first, flat format, and says once that the platform would not", () => {
    const { frame, posted, warnings } = channel();
    frame.send({ state: {} });
    frame.receive({ action: '@webframe.ready' }, 600);
    frame.receive({ action: '@webframe.resize', size: { height: 90 } }, 600);
    expect(posted).toEqual([{ state: {} }]);
    expect(frame.size.height).toBe(90);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("{ action: { action: '@webframe.ready', … } }");
  });

  it('ignores what is not a message for it', () => {
    const { frame, sizes, actions } = channel();
    for (const data of [null, 3, { type: 'x' }, { action: 3 }, { action: { action: '' } }, { kind: 'kitbench-frame-fetch' }]) frame.receive(data, 600);
    expect([sizes, actions, frame.isReady]).toEqual([[], [], false]);
  });
});

describe('frameStyle', () => {
  it('never draws a frame lower than 32 px', () => {
    expect(frameStyle({ height: 4 }, undefined)).toEqual({ height: MIN_FRAME_HEIGHT });
    expect(frameStyle({ height: -20 }, 16 / 9)).toEqual({ height: 32, aspectRatio: 16 / 9 });
  });
  it("uses the frame's ratio over the element's, and the element's until the frame asks", () => {
    expect(frameStyle({}, 16 / 9)).toEqual({ aspectRatio: 16 / 9 });
    expect(frameStyle({ aspectRatio: 3 }, 16 / 9)).toEqual({ aspectRatio: 3 });
    expect(frameStyle({}, undefined)).toEqual({});
  });
});

describe('nextFrameSize', () => {
  it('gives no ratio for an oEmbed height on a frame without a width yet', () => {
    expect(nextFrameSize({ aspectRatio: 2 }, { kind: 'oembed-resize', height: 200 }, 0)).toEqual({ height: 200 });
  });
});

describe('readFrameMessage', () => {
  it('drops sizes that are not numbers', () => {
    expect(readFrameMessage({ action: { action: '@webframe.resize', size: { height: 'tall', aspectRatio: null } } })).toEqual({ kind: 'resize' });
  });
});

describe('frameDataMessage', () => {
  it('sends data as { state }, with each { $state } read from the state, as the platform does', () => {
    expect(frameDataMessage({ content: { $state: 'content' }, theme: 'dark', nested: { id: { $state: 'id' } } }, { content: 'graph TD', id: 7 })).toEqual({
      state: { content: 'graph TD', theme: 'dark', nested: { id: 7 } },
    });
  });
  it('sends nothing for an element without data', () => {
    expect(frameDataMessage(undefined, { content: 'x' })).toBeUndefined();
  });
});

describe('isFirstPartyFrame', () => {
  it("talks only to frames on the integration's own endpoints, as the platform does with its integration domains", () => {
    expect(isFirstPartyFrame('https://integrations.kitbench.local/inst_1/frame')).toBe(true);
    expect(isFirstPartyFrame('https://content.kitbench.local/integrations/mermaid/?v=1')).toBe(true);
    expect(isFirstPartyFrame('https://example.com/embed')).toBe(false);
    expect(isFirstPartyFrame('/frame')).toBe(false);
  });
});
