/**
 * One scenario, two runtimes. A scenario drives an `AppDriver` as an author's test drives kitbench/testing
 * (insert, paste, press, fill, modals); the kitbench driver is kitbench/testing itself (its worker answers through
 * the one call runner, core/runtime/calls.ts), the reference driver plays the platform's editor around the
 * reference runtime: one `ui_render` event per render, the props the last answer gave and the state as the platform's
 * renderer (GitbookIO/gitbook `react-contentkit`) merges it (the last request's, the last answer's over it, the user's
 * edits over both), `{ $state }` bindings resolved, the host actions (`@ui.modal.*`, `@ui.url.open`,
 * `@editor.node.updateProps`) handled as it handles them: a modal's first request carries the action that opened it;
 * its `@ui.modal.close` goes to the opener and to the modal itself; closing it as a user does sends the modal's own
 * `returnValue` (or `{}`).
 */
import { resolveStateBindings } from '../src/core/contentkit/bindings';
import type { ContentKitAction } from '../src/core/contentkit/elements';
import { newEventId } from '../src/core/runtime/envelope';
import { PLAYGROUND_SPACE_ID } from '../src/core/runtime/environment';
import type { TestApp, TestBlock } from '../src/testing/index';
import { findButtons, findFields } from '../src/core/test-export/tree';
import { callReference, type ReferenceIntegration } from './reference';

/** What a user (and a test) can see of a block after each step. */
export interface Observation {
  tree: unknown;
  state: Record<string, unknown>;
  props: Record<string, unknown>;
  /** The last step failed (the runtime answered an error, kitbench/testing rejected). */
  failed: boolean;
  /** `{ type: 'complete' }` ended the flow, with this return value. */
  complete?: { returnValue: unknown };
  openedUrls: string[];
  /** The modal this block opened, while it is open. */
  modal?: Observation;
}

export interface BlockDriver {
  press(label: string): Promise<void>;
  fill(label: string, value: unknown): Promise<void>;
  /** This modal closes: with a value as its own `@ui.modal.close { returnValue }`, without one as ✕ or Escape does. */
  close(...returnValue: [] | [unknown]): Promise<void>;
  modal(): BlockDriver | undefined;
  observe(): Observation;
}

export interface AppDriver {
  insert(componentId: string, props?: Record<string, unknown>): Promise<BlockDriver>;
  paste(url: string): Promise<BlockDriver>;
}

// ---- kitbench ------------------------------------------------------------------------------------------------

class KitbenchBlock implements BlockDriver {
  private failed = false;
  constructor(private readonly block: TestBlock) {}

  private async attempt(run: () => Promise<void>) {
    this.failed = false;
    try {
      await run();
    } catch {
      this.failed = true;
    }
  }

  press(label: string) {
    return this.attempt(() => this.block.press(label));
  }

  fill(label: string, value: unknown) {
    return this.attempt(() => this.block.fill(label, value));
  }

  close(...returnValue: [] | [unknown]) {
    return this.attempt(() => this.block.close(...returnValue));
  }

  modal() {
    const modal = this.block.modal;
    return modal ? new KitbenchBlock(modal) : undefined;
  }

  observe(): Observation {
    const snapshot = this.block.instance.getSnapshot();
    const modal = this.modal();
    return {
      tree: this.block.tree,
      state: this.block.state,
      props: this.block.props,
      failed: this.failed,
      ...(snapshot.completed ? { complete: { returnValue: snapshot.returnValue } } : {}),
      openedUrls: [...this.block.openedUrls],
      ...(modal ? { modal: modal.observe() } : {}),
    };
  }
}

export function kitbenchDriver(app: TestApp): AppDriver {
  return {
    insert: async (componentId, props) => new KitbenchBlock(await app.insert(componentId, { props })),
    paste: async (url) => new KitbenchBlock(await app.paste(url)),
  };
}

// ---- the reference runtime, with the platform's editor around it --------------------------------------------

const HOST_ACTIONS = new Set(['@ui.modal.open', '@ui.modal.close', '@ui.url.open', '@editor.node.updateProps']);

class ReferenceBlock implements BlockDriver {
  private props: Record<string, unknown>;
  private state: Record<string, unknown> | undefined;
  /** The state the last request carried: the next one is built over it. */
  private sent: Record<string, unknown> | undefined;
  private tree: unknown;
  private failed = false;
  private complete: { returnValue: unknown } | undefined;
  private openModal: ReferenceBlock | undefined;
  private readonly openedUrls: string[] = [];

  constructor(
    private readonly app: ReferencePlatform,
    private readonly componentId: string,
    props: Record<string, unknown>,
    private readonly opener?: ReferenceBlock,
  ) {
    this.props = props;
  }

  /** One `ui_render` round trip: the platform keeps what the runtime answered. */
  async render(action?: ContentKitAction): Promise<void> {
    this.failed = false;
    if (this.state !== undefined) this.sent = { ...this.sent, ...this.state };
    const answer = await this.app.call({
      type: 'ui_render',
      componentId: this.componentId,
      props: this.props,
      ...(this.sent === undefined ? {} : { state: this.sent }),
      ...(action ? { action } : {}),
      context: this.app.context,
    });
    if (answer.status !== 200) {
      this.failed = true;
      return;
    }
    const output = answer.body as { type?: string; props?: Record<string, unknown>; state?: Record<string, unknown>; element?: unknown; returnValue?: unknown };
    if (output.type === 'complete') {
      this.complete = { returnValue: output.returnValue };
      return;
    }
    this.props = output.props ?? {};
    this.state = output.state ?? {};
    this.tree = output.element;
  }

  async dispatch(written: ContentKitAction): Promise<void> {
    const action = resolveStateBindings(written, this.state ?? {});
    if (!HOST_ACTIONS.has(action.action)) return this.render(action);
    switch (action.action) {
      case '@ui.modal.open':
        this.openModal = new ReferenceBlock(this.app, String(action.componentId), (action.props as Record<string, unknown>) ?? {}, this);
        return this.openModal.render(action);
      case '@ui.modal.close': {
        if (!this.opener) return;
        this.opener.openModal = undefined;
        const [mine] = await Promise.all([this.render(action), this.opener.render(action)]);
        return mine;
      }
      case '@ui.url.open':
        this.openedUrls.push(String(action.url));
        return;
      case '@editor.node.updateProps':
        this.props = { ...this.props, ...(action.props as Record<string, unknown>) };
        return this.render();
    }
  }

  async press(label: string) {
    const button = findButtons(this.tree).find((candidate) => candidate.name === label);
    if (!button) throw new Error(`reference: no button "${label}"`);
    await this.dispatch(button.onPress);
  }

  async fill(label: string, value: unknown) {
    const field = findFields(this.tree).find((candidate) => candidate.label === label);
    if (!field) throw new Error(`reference: no field "${label}"`);
    // The editor's checkbox with a `value`: checkboxes sharing a state key collect their values in a list.
    if (field.kind === 'checkbox' && field.element.value !== undefined) {
      const current = this.state?.[field.state];
      const list = Array.isArray(current) ? current.filter((item) => item !== field.element.value) : [];
      value = value ? [...list, field.element.value] : list;
    }
    this.state = { ...this.state, [field.state]: value };
    const change = (field.kind === 'codeblock' ? field.element.onContentChange : field.element.onValueChange) as ContentKitAction | undefined;
    if (change) await this.dispatch({ ...change, ...(field.kind === 'codeblock' ? { content: value } : { value }) });
  }

  async close(...returnValue: [] | [unknown]) {
    if (!this.opener) throw new Error('reference: not a modal');
    const tree = this.tree as { type?: unknown; returnValue?: unknown } | undefined;
    const value = returnValue.length ? returnValue[0] : (tree?.type === 'modal' ? tree.returnValue : undefined) ?? {};
    await this.dispatch({ action: '@ui.modal.close', returnValue: value });
  }

  modal() {
    return this.openModal;
  }

  observe(): Observation {
    return {
      tree: this.tree,
      state: this.state ?? {},
      props: this.props,
      failed: this.failed,
      ...(this.complete ? { complete: this.complete } : {}),
      openedUrls: [...this.openedUrls],
      ...(this.openModal ? { modal: this.openModal.observe() } : {}),
    };
  }
}

/** The platform around the reference runtime: the environment and mocked platform of the kitbench app beside it. */
class ReferencePlatform implements AppDriver {
  constructor(
    private readonly integration: ReferenceIntegration,
    private readonly app: TestApp,
    private readonly unfurlBlock: (url: string) => string,
  ) {}

  get context() {
    const environment = this.app.environment;
    return { type: 'document', spaceId: environment.spaceInstallation?.space ?? PLAYGROUND_SPACE_ID, editable: true, theme: 'light' };
  }

  call(event: Record<string, unknown>) {
    const environment = this.app.environment;
    const platformFetch = ((input: RequestInfo | URL, init?: RequestInit) => this.app.testPlatform.handle(new Request(input, init))) as typeof fetch;
    return callReference(this.integration, { eventId: newEventId(), installationId: environment.installation?.id, ...event }, environment, platformFetch);
  }

  async insert(componentId: string, props: Record<string, unknown> = {}) {
    const block = new ReferenceBlock(this, componentId, props);
    await block.render();
    return block;
  }

  async paste(url: string) {
    const block = new ReferenceBlock(this, this.unfurlBlock(url), { url });
    await block.render();
    await block.dispatch({ action: '@link.unfurl', url });
    return block;
  }
}

export function referenceDriver(integration: ReferenceIntegration, app: TestApp, unfurlBlock: (url: string) => string): AppDriver {
  return new ReferencePlatform(integration, app, unfurlBlock);
}
