/**
 * `@service/api`: the platform's API client package (CONTRACT §5): the event, installation and ContentKit types,
 * the enums integrations import, and the client class `context.api` is an instance of.
 */
export { ServiceAPI, ServiceAPIError } from './client';
export type { ApiRequest, ApiResponse, RevisionPage, ServiceAPIOptions, Space } from './client';
export { ContentKitContextType, ContentKitIcon, ContentVisibility } from './enums';
export type * from './contentkit';
export type * from './events';
export type * from './installations';
