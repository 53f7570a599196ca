import { frameDataMessage, frameStyle, isFirstPartyFrame, THIRD_PARTY_FRAME_NOTICE, WebFrameChannel } from '../core/contentkit/webframe';
import type { ContentKitAction } from '../core/contentkit/elements';
import { findWebFrames } from '../core/test-export/tree';

/** What a TestWebFrame needs of its block. */
export interface FrameBlock {
  readonly componentId: string;
  /** The block's tree and state now. */
  snapshot(): { tree: unknown; state: Record<string, unknown> };
  /** Dispatches an action the frame sent, as the Preview does, and waits for the re-render. */
  dispatchFromFrame(action: ContentKitAction): Promise<void>;
}

/**
 * A block's `webframe`, with the page inside it played by the test: the host's side is the Preview's own
 * (core/contentkit/webframe.ts). What the host sends waits for `@webframe.ready`; `received` is what the page got.
 */
export class TestWebFrame {
  /** The messages the page received, in order: `{ state }` with the webframe's `data`, bindings resolved. */
  readonly received: unknown[] = [];
  /** Notes on messages the platform would not read (kitbench's first, flat format). */
  readonly warnings: string[] = [];
  private readonly channel: WebFrameChannel;
  private pending: Promise<void> = Promise.resolve();
  private lastSent: { tree: unknown; state: unknown } | undefined;

  /** @internal Use `block.frame()`. */
  constructor(
    private readonly block: FrameBlock,
    /** The frame's `source.url`. */
    readonly url: string,
  ) {
    this.channel = new WebFrameChannel((message) => this.received.push(structuredClone(message)), {
      resized: () => {},
      action: (action) => {
        this.pending = this.pending.then(() => this.block.dispatchFromFrame(action));
      },
      flatFormat: (message) => this.warnings.push(message),
    });
    this.sync();
  }

  private element() {
    const { tree } = this.block.snapshot();
    return findWebFrames(tree).find((frame) => frame.source?.url === this.url);
  }

  /** @internal Hands the page its data after a render or a state change, as the Preview does. */
  sync(): void {
    const { tree, state } = this.block.snapshot();
    if (this.lastSent && this.lastSent.tree === tree && this.lastSent.state === state) return;
    this.lastSent = { tree, state };
    const element = this.element();
    const message = element && isFirstPartyFrame(this.url) ? frameDataMessage(element.data, state) : undefined;
    if (message) this.channel.send(message);
  }

  /** Whether the page has posted `@webframe.ready`. */
  get ready(): boolean {
    return this.channel.isReady;
  }

  /** The frame's size as the Preview draws it: the ratio it asked for (else the element's), its height (at least 32 px). */
  get size(): { aspectRatio?: number; height?: number } {
    return frameStyle(this.channel.size, this.element()?.aspectRatio);
  }

  /**
   * Posts a message from the page, as `window.parent.postMessage(message, '*')` in the frame would:
   * `{ action: { action: '@webframe.ready' } }`, a resize, the oEmbed resize string, or an action for the block
   * (waits for its re-render). `width` is the frame's width in CSS pixels (default 600, for the oEmbed resize).
   */
  async post(message: unknown, options: { width?: number } = {}): Promise<void> {
    if (!isFirstPartyFrame(this.url)) throw new Error(`frame("${this.url}").post(): ${THIRD_PARTY_FRAME_NOTICE}`);
    this.channel.receive(message, options.width ?? 600);
    await this.pending;
  }
}
