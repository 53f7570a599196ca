/**
 * The URL helpers of the platform's newer runtime (after 0.23): published diagram integrations build their
 * webframe's address with `getIntegrationContentURL(environment.integration.urls, '/?v=…')`.
 */
/** `<publicContentEndpoint><path>`: where webframes and other content are served (a cookie-less origin). */
export declare function getIntegrationContentURL(urls: {
    publicContentEndpoint: string;
}, path: string): string;
/** `<publicEndpoint><path>`: for OAuth and authentication flows, which need the endpoint with cookies. */
export declare function getIntegrationPublicURL(urls: {
    publicEndpoint: string;
}, path: string): string;
