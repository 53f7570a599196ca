import { resolveStateBindings } from '../core/contentkit/bindings';
import { checkTree, describeTreeProblems } from '../core/contentkit/check-tree';
import type { ContentKitAction } from '../core/contentkit/elements';
import type { HostResult, ScriptHost, ScriptProblem } from '../sandbox/types';
import { ComponentInstance, type RenderContext, type TimelineEntry } from '../ui/preview/instance';
import { describeProblem, locationSuffix } from './stack';
import { findButtons, findFields, findWebFrames, textOf } from '../core/test-export/tree';
import { pickRadio, storedValue } from './fill';
import { TestWebFrame } from './webframe';

/** Options of `block.press`. */
export interface PressOptions {
  /** For a button with `confirm`: answer the confirmation dialog. Default true (the user confirms). */
  confirm?: boolean;
}

const quote = (names: string[]) => (names.length ? names.map((name) => `"${name}"`).join(', ') : 'none');

/**
 * A component as the document shows it after Quick insert: read it as a user does (`text()`), press its buttons
 * and fill its fields by their labels. Every call waits until the block has re-rendered; a failed action or render
 * rejects with the script's message.
 */
export class TestBlock {
  /** URLs the block asked to open (`@ui.url.open`). */
  readonly openedUrls: string[] = [];
  /** The props each `@editor.node.updateProps` (or `{ props }` outcome) saved on the document node, in order. */
  readonly savedProps: Record<string, unknown>[] = [];
  private openModal: TestBlock | undefined;
  private pending: Promise<unknown>[] = [];
  private readonly frames = new Map<string, TestWebFrame>();

  /** @internal Use `app.insert`. */
  constructor(
    readonly componentId: string,
    props: Record<string, unknown>,
    host: ScriptHost,
    context: RenderContext | undefined,
    private readonly opener?: TestBlock,
    openedWith?: ContentKitAction,
  ) {
    this.instance = new ComponentInstance(componentId, props, {
      host: tracking(host, (problem) => {
        this.lastProblem = problem;
      }),
      openModal: (modalId, modalProps, _opener, opening) => {
        // A modal renders where its opener does; its first request carries the action that opened it.
        this.openModal = new TestBlock(modalId, modalProps, host, context, this, opening);
        this.pending.push(this.openModal.start());
      },
      closeModal: opener ? (close) => opener.modalClosed(close) : undefined,
      openedWith,
      openUrl: (url) => this.openedUrls.push(url),
      persistProps: (saved) => this.savedProps.push(saved),
      context,
    });
    // Every render and state change hands each frame its data again, as the Preview's webframes do.
    this.instance.subscribe(() => {
      for (const frame of this.frames.values()) frame.sync();
    });
  }

  private lastProblem: (ScriptProblem & { file?: string }) | undefined;

  /** The modal this block opened was closed by its `@ui.modal.close`: the whole action comes back to this block's `action`. */
  private modalClosed(close: ContentKitAction) {
    this.openModal = undefined;
    this.pending.push(this.instance.deliver(close));
  }

  /** @internal */
  readonly instance: ComponentInstance;

  /** @internal Renders the block for the first time. */
  async start(): Promise<void> {
    await this.instance.start();
    await this.settle();
    const { problem } = this.instance.getSnapshot();
    if (problem) throw new Error(`"${this.componentId}" did not render: ${describeProblem(problem)}`);
    this.checkElements(`"${this.componentId}"`);
  }

  /**
   * Runs the Preview's element checks on what this block (and its open modal) shows: where the Preview would draw an
   * inline error box, the test fails with the box's words.
   */
  private checkElements(what: string): void {
    for (const block of [this, this.openModal]) {
      if (!block) continue;
      const { tree, state } = block.instance.getSnapshot();
      const problems = checkTree(tree, state);
      if (problems.length) {
        const whose = block === this ? '' : ` (in the modal "${block.componentId}")`;
        throw new Error(`${what}: the Preview cannot draw some elements${whose}:\n${describeTreeProblems(problems)}`);
      }
    }
  }

  /** @internal Waits for every queued call of this block and the modals it opened. */
  async settle(): Promise<void> {
    await this.instance.idle();
    while (this.pending.length) {
      const waiting = this.pending;
      this.pending = [];
      await Promise.all(waiting);
      await this.instance.idle();
    }
  }

  /** The component's current state. */
  get state(): Record<string, unknown> {
    return this.instance.getSnapshot().state;
  }

  /** The component's current props (after any `{ props }` outcome or `@editor.node.updateProps`). */
  get props(): Record<string, unknown> {
    return this.instance.getSnapshot().props;
  }

  /** True once an action returned `{ type: 'complete' }` (a configuration screen closes then). */
  get completed(): boolean {
    return this.instance.getSnapshot().completed === true;
  }

  /** The ContentKit markup of the last render. */
  get tree(): unknown {
    return this.instance.getSnapshot().tree;
  }

  /** Every step so far, as the Preview's timeline shows it. */
  get timeline(): readonly TimelineEntry[] {
    return this.instance.getSnapshot().timeline;
  }

  /** The modal this block opened with `@ui.modal.open`, while it is open. */
  get modal(): TestBlock | undefined {
    return this.openModal;
  }

  /**
   * The `webframe` this block shows (the first, or the first whose `source.url` contains `url`), with its page
   * played by the test: `received` is what the host sent it (`{ state }`, after `@webframe.ready`), `post()` sends
   * what the page would post, `size` is how the Preview draws it. The same frame comes back on every call.
   */
  frame(url?: string): TestWebFrame {
    const frames = findWebFrames(this.tree);
    const found = frames.find((candidate) => url === undefined || String(candidate.source?.url ?? '').includes(url));
    if (!found || typeof found.source?.url !== 'string') {
      const shown = frames.map((frame) => `"${String(frame.source?.url)}"`).join(', ') || 'none';
      throw new Error(`frame(${url === undefined ? '' : `"${url}"`}): no such webframe in "${this.componentId}". Webframes it shows: ${shown}.`);
    }
    const key = found.source.url;
    let frame = this.frames.get(key);
    if (!frame) {
      frame = new TestWebFrame(
        {
          componentId: this.componentId,
          snapshot: () => this.instance.getSnapshot(),
          dispatchFromFrame: (action) => this.run(`frame("${key}") posted "${action.action}"`, action),
        },
        key,
      );
      this.frames.set(key, frame);
    }
    return frame;
  }

  /** The rendered text as a user reads it: text, markdown, code, labels and field values, one line per element. */
  text(): string {
    const { tree, state } = this.instance.getSnapshot();
    return textOf(tree, state);
  }

  /** Presses the button labelled `label` (an icon-only button by its tooltip) and waits for the re-render. */
  async press(label: string, options: PressOptions = {}): Promise<void> {
    const buttons = findButtons(this.tree);
    const button = buttons.find((candidate) => candidate.name === label) ?? buttons.find((candidate) => candidate.name.trim().toLowerCase() === label.trim().toLowerCase());
    if (!button) {
      throw new Error(`press("${label}"): no button labelled "${label}" in "${this.componentId}". Buttons it shows: ${quote(buttons.map((b) => b.name))}.`);
    }
    if (button.disabled) throw new Error(`press("${label}"): the button is disabled.`);
    if (button.confirm && options.confirm === false) return;
    await this.run(`press("${label}")`, resolveStateBindings(button.onPress, this.state));
  }

  /**
   * Fills the field labelled `label` as a user would: types into a text input or an editable codeblock, picks a
   * select option (by label or id), sets a switch or checkbox (true or false), or picks the radio whose label or
   * value is `value`. The value goes to the bound state key, and the control's change action (if any) is dispatched
   * with it, as in the Preview.
   */
  async fill(label: string, value: unknown): Promise<void> {
    const fields = findFields(this.tree);
    const matching = fields.filter((field) => field.label === label);
    if (matching.length === 0) {
      throw new Error(`fill("${label}"): no field labelled "${label}" in "${this.componentId}". Fields it shows: ${quote([...new Set(fields.map((f) => f.label))])}.`);
    }
    const field = matching.length > 1 && matching[0].kind === 'radio' ? pickRadio(matching, value, label) : matching[0];
    if (field.element.disabled === true) throw new Error(`fill("${label}"): the field is disabled.`);
    const stored = storedValue(field, value, label, this.state[field.state]);
    this.instance.setStateKey(field.state, stored);
    // What the Preview's control dispatches on a change: a codeblock its `onContentChange`, the rest `onValueChange`.
    const change = (field.kind === 'codeblock' ? field.element.onContentChange : field.element.onValueChange) as ContentKitAction | undefined;
    const payload = field.kind === 'codeblock' ? { content: stored } : { value: stored };
    if (change) await this.run(`fill("${label}")`, resolveStateBindings({ ...change, ...payload }, this.state));
  }

  /** @internal Sends `@link.unfurl` (see `app.paste`). */
  async unfurl(url: string): Promise<void> {
    await this.run(`paste("${url}")`, { action: '@link.unfurl', url });
  }

  /**
   * Closes this modal. Without a value, as a user does (✕ or Escape): the platform's close button dispatches
   * `@ui.modal.close` with the modal element's `returnValue` (or `{}`). With one, as the modal's own
   * `@ui.modal.close { returnValue }` would. Either way the opener's `action` gets the close action (and the modal's
   * own `action` too, as on the platform).
   */
  async close(...returnValue: [] | [unknown]): Promise<void> {
    if (!this.opener) throw new Error(`close(): "${this.componentId}" is a block, not a modal.`);
    const tree = this.tree as { type?: unknown; returnValue?: unknown } | undefined;
    const value = returnValue.length ? returnValue[0] : (tree?.type === 'modal' ? tree.returnValue : undefined) ?? {};
    await this.run('close()', { action: '@ui.modal.close', returnValue: value });
  }

  private async run(what: string, action: ContentKitAction): Promise<void> {
    const before = this.instance.getSnapshot();
    this.lastProblem = undefined;
    await this.instance.dispatch(action);
    await this.settle();
    // A modal's close hands its value to the block that opened it: the press is done once that block re-rendered.
    await this.opener?.settle();
    const after = this.instance.getSnapshot();
    if (after.notice && after.notice !== before.notice) {
      // The notice is what the Preview shows above the block; the test also gets the file and line behind it.
      const problem = this.lastProblem as ScriptProblem | undefined;
      const suffix = problem && after.notice.endsWith(problem.message) ? locationSuffix(problem) : '';
      throw new Error(`${what}: ${after.notice}${suffix}`);
    }
    if (after.problem && after.problem !== before.problem) throw new Error(`${what}: the block failed to render: ${describeProblem(after.problem)}`);
    (this.opener ?? this).checkElements(what);
  }
}

/** The host, noting each failed call's problem (with its file) for the messages a failed press or fill gives. */
function tracking(host: ScriptHost, note: (problem: ScriptProblem) => void): ScriptHost {
  const seen = <T>(result: HostResult<T>): HostResult<T> => {
    if (!result.ok) note(result.error);
    return result;
  };
  return {
    get version() {
      return host.version;
    },
    get summary() {
      return host.summary;
    },
    get loadProblem() {
      return host.loadProblem;
    },
    load: (source, fileName) => host.load(source, fileName),
    initialState: async (componentId, props, context) => seen(await host.initialState(componentId, props, context)),
    render: async (element) => seen(await host.render(element)),
    action: async (element, action) => seen(await host.action(element, action)),
    actionRender: async (element, action) => {
      const result = seen(await host.actionRender(element, action));
      if (result.ok && result.value.render && !result.value.render.ok) note(result.value.render.error);
      return result;
    },
    dispatchEvent: (event) => host.dispatchEvent(event),
    fetch: (request) => host.fetch(request),
    subscribe: (listener) => host.subscribe(listener),
  };
}
