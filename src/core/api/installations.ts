/**
 * Installations, the integration and the environment as the platform's OpenAPI document declares them (@gitbook/api's
 * spec/openapi.json: `IntegrationEnvironment`, `Integration`, `IntegrationInstallation`, ...). The runtime's
 * `context.environment` is an `IntegrationEnvironment`; src/core/platform builds each object to its schema, and
 * src/core/platform/contract.test.ts validates them against the document.
 */

/** `active`, `pending` or `paused`; an integration treats anything but `active` as an incomplete setup. */
export type IntegrationInstallationStatus = 'active' | 'pending' | 'paused';

/** URLs of an installation in one space or site (`IntegrationContentInstallationBase.urls`). */
export interface IntegrationInstallationUrls {
  /** The installation in the API. */
  location: string;
  /** The installation's public HTTPS endpoint (the platform POSTs the envelope to `{publicEndpoint}/v1`). */
  publicEndpoint: string;
  /** Where the installation's rendered content (webframes) is served; the same as `publicEndpoint` in kitbench. */
  publicContentEndpoint: string;
}

/** An installation on an account (`IntegrationInstallation`), as `environment.installation` shows it. */
export interface IntegrationInstallation {
  id: string;
  /** The organization it belongs to (`IntegrationInstallationTarget`). */
  target: { organization: string };
  /** A status the spec names, or another string a newer platform may send. */
  status: IntegrationInstallationStatus | (string & {});
  /** Whether every space of the organization is selected, or a selection (`spaces` counts it). */
  space_selection: 'all' | 'selected';
  /** Whether every site of the organization is selected, or a selection. */
  site_selection: 'all' | 'selected';
  /** How many spaces the installation manages. */
  spaces: number;
  // biome-ignore lint/suspicious/noExplicitAny: configuration values are whatever the manifest's properties declare
  configuration: Record<string, any>;
  externalIds: string[];
  createdAt: string;
  updatedAt: string;
  urls: IntegrationInstallationUrls & {
    /** The installation in the app. */
    app: string;
  };
  network?: { proxy?: boolean };
  /** kitbench, for a space installation: the space it is installed in (as the spec's environment names it). */
  space?: string;
}

/** The installation in one space: its site-specific configuration (`environment.spaceInstallation`). */
export interface IntegrationSpaceInstallation {
  /** The integration's name (the manifest's `name`): real integrations pass it back to `updateIntegrationSpaceInstallation`. */
  integration: string;
  /** The installation this space belongs to. */
  installation: string;
  space: string;
  status: IntegrationInstallationStatus | (string & {});
  // biome-ignore lint/suspicious/noExplicitAny: see IntegrationInstallation.configuration
  configuration: Record<string, any>;
  externalIds: string[];
  urls: IntegrationInstallationUrls;
}

/**
 * The installation on one published site (`environment.siteInstallation`), as the API package declares it. For a
 * space installation kitbench also shows the space installation under this name (the spec's "site installation" is
 * the installation in one space): `site` and `space` are then that space.
 */
export interface IntegrationSiteInstallation extends Omit<IntegrationSpaceInstallation, 'space'> {
  /** The site the integration is installed on. */
  site: string;
  /** Only when kitbench shows a space installation under this name: its space. */
  space?: string;
}

/** A custom block of the integration (`IntegrationBlock`): the manifest's `blocks[]`, its icon as a URL. */
export interface IntegrationBlock {
  id: string;
  title: string;
  description?: string;
  icon?: string;
  urlUnfurl?: string[];
  markdown?: { codeblock: string; body: string };
}

/** The organization that owns the integration (`Organization`: the fields kitbench fills, the document's others). */
export interface IntegrationOwner {
  object: 'organization';
  id: string;
  title: string;
  urls: { location: string; app: string; logo?: string };
  [field: string]: unknown;
}

/** The integration itself (`Integration`), as the environment names it: everything its manifest says. */
export interface IntegrationInfo {
  object: 'integration';
  /** The manifest's `name`. */
  name: string;
  /** The published version (kitbench: 1, the first publication). */
  version: number;
  title: string;
  description?: string;
  summary?: string;
  previewImages: string[];
  target: 'all' | 'site' | 'space' | 'organization';
  verified: boolean;
  visibility: 'public' | 'private' | 'unlisted';
  scopes: string[];
  categories: string[];
  blocks?: IntegrationBlock[];
  contentSources?: { id: string; title: string; description?: string; icon?: string; configuration: { componentId: string } }[];
  configurations?: Partial<Record<'account' | 'space' | 'site', Record<string, unknown>>>;
  externalLinks: { url: string; label: string }[];
  owner: IntegrationOwner;
  urls: {
    /** The integration in the API. */
    location: string;
    /** The manifest's icon, as a URL. */
    icon?: string;
    /** The integration in the app. */
    app: string;
    /** Where the integration's assets are served. */
    assets: string;
    /** The installation's public HTTPS endpoint. */
    publicEndpoint: string;
    /** Where the integration's static content is served from. */
    publicContentEndpoint: string;
  };
  permissions: { admin: boolean };
  contentSecurityPolicy?: string | Record<string, string>;
}

/** The platform's name for the integration object. */
export type Integration = IntegrationInfo;

/** `context.environment` (spec: Environment context). */
export interface IntegrationEnvironment {
  /** URL of the HTTP API. */
  apiEndpoint: string;
  /** Bearer tokens for the HTTP API: `integration` for the integration's, `installation` for the installation's own calls. */
  apiTokens: { integration?: string; installation?: string; [scope: string]: string | undefined };
  integration: IntegrationInfo;
  /** The manifest's `secrets`, resolved against the workspace's environment variables. */
  secrets: Record<string, string>;
  /** Absent while there is no installation at all. */
  installation?: IntegrationInstallation;
  /** Present for an installation in a space. */
  spaceInstallation?: IntegrationSpaceInstallation;
  /** Present for an installation on a site (and, in kitbench, a space installation: see IntegrationSiteInstallation). */
  siteInstallation?: IntegrationSiteInstallation;
}
