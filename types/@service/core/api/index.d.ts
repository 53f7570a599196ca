/**
 * `@service/api`: the platform's API client package (CONTRACT §5): the event, installation and ContentKit types,
 * every enum and constant of the platform's API package (generated.ts, generated from @gitbook/api), and the
 * client: `GitBookAPI` (the published name) and kitbench's `ServiceAPI`, which `context.api` is an instance of.
 */
export { GitBookAPI, GitBookAPIError, GITBOOK_DEFAULT_ENDPOINT, ServiceAPI, ServiceAPI as Api, ServiceAPIError } from './client';
export type { ApiMethod, ApiNamespace, ApiNamespaces, ApiQuery, ApiRequest, ApiResponse, ApiStreamMethod, GitBookAPIOptions, GitBookAPIServiceBinding, RevisionPage, ServiceAPIOptions, Space, } from './client';
export { ContentKitContextType } from './enums';
export * from './generated';
export { ContentKitIcon, IntegrationInstallationStatus } from './generated';
export type * from './contentkit';
export type * from './events';
export type * from './installations';
