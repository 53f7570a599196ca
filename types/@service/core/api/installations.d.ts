/**
 * Installations and the environment as the platform describes them (spec: Environment context). The runtime's
 * `context.environment` is an `IntegrationEnvironment`.
 */
/** `active`, `pending` or `paused`; an integration treats anything but `active` as an incomplete setup. */
export type IntegrationInstallationStatus = 'active' | 'pending' | 'paused';
/** URLs of one installation (as the platform's API package declares them). */
export interface IntegrationInstallationUrls {
    /** The installation in the API. */
    location: string;
    /** The installation's public HTTPS endpoint (the platform POSTs the envelope to `{publicEndpoint}/v1`). */
    publicEndpoint: string;
    /** Where the installation's rendered content (webframes) is served; the same as `publicEndpoint` in kitbench. */
    publicContentEndpoint: string;
    /** The installation in the app (organization installation). */
    app?: string;
}
/** An installation (spec: site and organization installation) as `environment.installation` shows it. */
export interface IntegrationInstallation {
    id: string;
    /** The organization it belongs to, as the platform's API package declares it (`IntegrationInstallationTarget`). */
    target: {
        organization: string;
    };
    /** A status the spec names, or another string a newer platform may send. */
    status: IntegrationInstallationStatus | (string & {});
    configuration: Record<string, any>;
    externalIds: string[];
    urls: IntegrationInstallationUrls;
    /** Space installation: the space the integration is installed in. */
    space?: string;
    /** Organization installation: which spaces it covers. */
    space_selection?: {
        all: boolean;
        spaces: string[];
    };
}
/** The installation in one space: its site-specific configuration (`environment.spaceInstallation`). */
export interface IntegrationSpaceInstallation {
    /** The integration's name (the manifest's `name`): real integrations pass it back to `updateIntegrationSpaceInstallation`. */
    integration: string;
    /** The installation this space belongs to. */
    installation: string;
    space: string;
    status: IntegrationInstallationStatus | (string & {});
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
/** The integration itself, as the environment names it. */
export interface IntegrationInfo {
    /** The manifest's `name`. */
    name: string;
    /** The published version (kitbench: 1, the first publication). */
    version: number;
    urls: {
        /** The installation's public HTTPS endpoint. */
        publicEndpoint: string;
        /** Where the integration's static content (assets) is served from. */
        publicContentEndpoint: string;
        /** The manifest's icon, as a URL. */
        icon?: string;
    };
}
/** `context.environment` (spec: Environment context). */
export interface IntegrationEnvironment {
    /** URL of the HTTP API. */
    apiEndpoint: string;
    /** Bearer tokens for the HTTP API: `integration` for the integration's, `installation` for the installation's own calls. */
    apiTokens: {
        integration?: string;
        installation?: string;
        [scope: string]: string | undefined;
    };
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
