/**
 * `@service/api`: the platform's API client package (CONTRACT §5). Placeholder while the runtime surface is built;
 * the event, installation and ContentKit types, the enums and the client class land here.
 */
export {};
