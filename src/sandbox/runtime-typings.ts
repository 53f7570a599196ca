import contentKitSource from '../core/contentkit/elements.ts?raw';

/**
 * The type declarations of `@service/runtime` (and its JSX runtime and ContentKit elements) for the script editor:
 * `monaco.typescript.typescriptDefaults.addExtraLib(content, filePath)` for each entry, with
 * `SCRIPT_COMPILER_OPTIONS` merged into the compiler options. The ContentKit part is generated from
 * src/core/contentkit/elements.ts, so the editor and the preview never disagree about an element's props.
 */

/** One declaration file for Monaco's TypeScript service. */
export interface ExtraLib {
  filePath: string;
  content: string;
}

/** The compiler options the script editor needs on top of Monaco's defaults (numbers are TypeScript's enums). */
export const SCRIPT_COMPILER_OPTIONS = {
  /** ts.JsxEmit.ReactJSX: the automatic runtime. */
  jsx: 4,
  jsxImportSource: '@service/runtime',
  /** ts.ScriptTarget.ES2022 */
  target: 9,
  /** ts.ModuleKind.ESNext */
  module: 99,
  /** ts.ModuleResolutionKind.NodeJs */
  moduleResolution: 2,
  strict: true,
  allowNonTsExtensions: true,
  isolatedModules: true,
  lib: ['es2022', 'dom', 'dom.iterable'],
} as const;

/** elements.ts as ambient declarations: value exports lose their initializers, nothing else changes. */
function contentKitDeclarations(source: string): string {
  return source
    .replace(/^import[^;]*;$/gm, '')
    .replace(/export const (\w+)(\s*:\s*[^=]+)=\s*\[[\s\S]*?\];/g, 'export const $1$2;')
    .replace(/export function (\w+)([^{]*)\{[\s\S]*?\n\}/g, 'export function $1$2;');
}

const RUNTIME_DECLARATIONS = `
declare module '@service/runtime' {
  import type { ContentKitElement } from '@service/runtime/contentkit';
  export type * from '@service/runtime/contentkit';

  /** An installation as context.environment.installation shows it. */
  export interface RuntimeInstallation {
    id: string;
    target: 'space' | 'organization';
    /** 'active', 'pending' or 'paused': anything but 'active' means the configuration is incomplete. */
    status: 'active' | 'pending' | 'paused' | (string & {});
    configuration: Record<string, any>;
    externalIds: string[];
    urls: { publicEndpoint: string };
    /** Site installation: the space the integration is installed in. */
    space?: string;
    /** Organization installation: which spaces it covers. */
    space_selection?: { all: boolean; spaces: string[] };
  }

  /** context.environment */
  export interface RuntimeEnvironment {
    /** URL of the HTTP API. */
    apiEndpoint: string;
    /** Authentication tokens for the HTTP API: send \`Authorization: Bearer \${apiTokens.installation}\`. */
    apiTokens: { installation?: string };
    integration: { name: string; urls: { publicEndpoint: string } };
    /** The manifest's \`secrets\`, resolved from the environment variables. */
    secrets: Record<string, string>;
    /** Absent while the integration is not installed. */
    installation?: RuntimeInstallation;
  }

  /** The second argument of every handler. */
  export interface RuntimeContext {
    environment: RuntimeEnvironment;
  }

  /** A runtime event; each has a \`type\`, the rest depends on the event. */
  export interface RuntimeEvent {
    type: string;
    eventId?: string;
    installationId?: string;
    [key: string]: any;
  }
  export interface SpaceEvent extends RuntimeEvent {
    spaceId: string;
  }
  export interface SpaceContentUpdatedEvent extends SpaceEvent {
    type: 'space_content_updated';
    revisionId: string;
  }

  /** The events a script can handle, by name. */
  export interface RuntimeEvents {
    installation_setup: RuntimeEvent & { type: 'installation_setup' };
    space_installation_setup: SpaceEvent & { type: 'space_installation_setup' };
    space_view: SpaceEvent & { type: 'space_view' };
    ui_render: RuntimeEvent & { type: 'ui_render' };
    space_content_updated: SpaceContentUpdatedEvent;
    space_visibility_updated: SpaceEvent & { type: 'space_visibility_updated' };
    space_gitsync_started: SpaceEvent & { type: 'space_gitsync_started' };
    space_gitsync_completed: SpaceEvent & { type: 'space_gitsync_completed' };
  }

  /** A component action: \`{ action: 'name', ...rest }\`. */
  export interface RuntimeAction {
    action: string;
    [key: string]: any;
  }

  /** The element a component's render and action receive. */
  export interface RuntimeElement<Props = Record<string, any>, State = Record<string, any>> {
    componentId: string;
    props: Props;
    state: State;
  }

  /** What action() returns: { state }, { props }, both, or {} for no change. */
  export interface RuntimeActionOutcome<Props = Record<string, any>, State = Record<string, any>> {
    state?: State;
    props?: Partial<Props>;
  }

  /** createComponent() options. */
  export interface ComponentOptions<Props = Record<string, any>, State = Record<string, any>> {
    /** Unique identifier, referenced by the manifest's blocks[].id. */
    componentId: string;
    /** Builds the initial state from props. */
    initialState?: (props: Props) => State;
    /** Handles user interactions; dispatch on action.action. */
    action?: (
      element: RuntimeElement<Props, State>,
      action: RuntimeAction,
      context: RuntimeContext,
    ) => Promise<RuntimeActionOutcome<Props, State> | void> | RuntimeActionOutcome<Props, State> | void;
    /** Returns the UI as ContentKit markup. */
    render: (element: RuntimeElement<Props, State>, context: RuntimeContext) => Promise<ContentKitElement> | ContentKitElement;
  }

  export interface ComponentDefinition<Props = Record<string, any>, State = Record<string, any>> extends ComponentOptions<Props, State> {
    readonly kind: 'component';
  }

  /** createIntegration() options. */
  export interface IntegrationOptions {
    /** Handles HTTP requests to the installation's public endpoint. Returns a Response. */
    fetch?: (request: Request, context: RuntimeContext) => Promise<Response> | Response;
    /** Components created with createComponent(). */
    components?: ComponentDefinition<any, any>[];
    /** Map from event name to async handler (event, context). */
    events?: { [K in keyof RuntimeEvents]?: (event: RuntimeEvents[K], context: RuntimeContext) => unknown } & {
      [name: string]: ((event: any, context: RuntimeContext) => unknown) | undefined;
    };
  }

  export interface IntegrationDefinition extends IntegrationOptions {
    readonly kind: 'integration';
  }

  /** The credentials extractCredentials returns. */
  export interface OAuthCredentials {
    configuration: { oauth_credentials: { access_token: string; [key: string]: any }; [key: string]: any };
  }

  /** The token-exchange response: the provider's parsed body with ok, status and statusText beside it. */
  export interface OAuthTokenResponse {
    ok: boolean;
    status: number;
    statusText: string;
    /** The provider's fields, e.g. access_token. */
    [field: string]: any;
  }

  /** createOAuthHandler() options. */
  export interface OAuthConfig {
    clientId: string;
    clientSecret: string;
    authorizeURL: string;
    accessTokenURL: string;
    /** Defaults to the installation's public endpoint + '/oauth'. */
    redirectURL?: string;
    scopes?: string[];
    prompt?: string;
    /** Default: reads access_token; throws an error including the response when response.ok is false. */
    extractCredentials?: (response: OAuthTokenResponse) => Promise<OAuthCredentials> | OAuthCredentials;
  }

  /** Declares the integration; default-export the result. */
  export function createIntegration(options?: IntegrationOptions): IntegrationDefinition;
  /** Declares a component. */
  export function createComponent<Props = Record<string, any>, State = Record<string, any>>(
    options: ComponentOptions<Props, State>,
  ): ComponentDefinition<Props, State>;
  /** The OAuth handler: redirects to authorizeURL, then exchanges the code at accessTokenURL. */
  export function createOAuthHandler(config: OAuthConfig): (request: Request, context: RuntimeContext) => Promise<Response>;
  /** Thrown by the default extractCredentials when the token exchange fails. */
  export class OAuthExchangeError extends Error {
    readonly response: OAuthTokenResponse;
  }
}

declare module '@service/runtime/jsx-runtime' {
  import type { ContentKitElement, ContentKitIntrinsicElements } from '@service/runtime/contentkit';
  export namespace JSX {
    // \`any\`, not ContentKitElement: a prop such as a modal's \`submit\` takes one specific element type, and
    // TypeScript cannot narrow a JSX expression to it. Props and render's return type are still checked.
    type Element = any;
    interface IntrinsicElements extends ContentKitIntrinsicElements {}
    interface ElementChildrenAttribute {
      children: {};
    }
  }
  export function jsx(type: any, props: any, key?: any): ContentKitElement;
  export const jsxs: typeof jsx;
  export const jsxDEV: typeof jsx;
  export const Fragment: unique symbol;
}
`;

/** The declaration files, ready for `addExtraLib`. */
export const runtimeTypings: ExtraLib[] = [
  {
    filePath: 'file:///node_modules/@service/runtime/contentkit.d.ts',
    content: `declare module '@service/runtime/contentkit' {\n${contentKitDeclarations(contentKitSource)}\n}\n`,
  },
  { filePath: 'file:///node_modules/@service/runtime/index.d.ts', content: RUNTIME_DECLARATIONS },
];
