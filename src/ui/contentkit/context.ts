import { createContext, createElement, type ReactNode, useContext, useId } from 'react';
import type { ContentKitAction } from '../../core/contentkit/elements';

/** What a rendered element may do: read and bind state, dispatch actions. One per component instance. */
export interface ContentKitRuntime {
  /** The instance's state, as `render` saw it plus any input edits since. */
  state: Record<string, unknown>;
  /** Sends an action to the instance (host actions first, then the component's `action`). */
  dispatch(action: ContentKitAction): void;
  /** Writes one state key from a bound input, so the next action sees it. */
  setStateKey(key: string, value: unknown): void;
  /** True when showing a past render (time travel): controls are shown but do nothing. */
  readOnly: boolean;
  /** Resolves a relative data URL (a select's `options.url`) against the integration's public endpoint. */
  resolveUrl?: (url: string) => string;
  /**
   * Opens a link the page itself handles (the integration's own public endpoint: its OAuth flow runs in the page);
   * returns false for any other URL, which the browser opens as usual.
   */
  openInPage?: (url: string) => boolean;
  /** Tells the author something the platform would do differently (shown above the block). */
  warn?: (message: string) => void;
}

const inert: ContentKitRuntime = { state: {}, dispatch() {}, setStateKey() {}, readOnly: true };

export const ContentKitContext = createContext<ContentKitRuntime>(inert);

/** The runtime of the component instance being rendered. */
export function useContentKit(): ContentKitRuntime {
  return useContext(ContentKitContext);
}

/** The id of the control an `input` labels, so its label and hint point at the right element. */
export const FieldContext = createContext<{ id: string; hintId?: string } | undefined>(undefined);

/** Set by the modal host so a `modal` element's title names the dialog. */
export const ModalFrameContext = createContext<{ titleId: string } | undefined>(undefined);

/**
 * The name scope of one rendered instance: radios of one `state` key group by `name` within it, never with another
 * block's on the same page (a browser unchecks every other radio of a name in the document).
 */
const NameScopeContext = createContext('ck');

/** Gives the elements below their own name scope: one per rendered instance (RenderedTree). */
export function ContentKitNameScope({ children }: { children: ReactNode }) {
  return createElement(NameScopeContext.Provider, { value: useId() }, children);
}

/** The `name` of a radio group bound to `stateKey`, unique to the rendered instance. */
export function useGroupName(stateKey: string): string {
  return `${useContext(NameScopeContext)}-${stateKey}`;
}
