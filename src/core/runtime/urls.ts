/**
 * The URL helpers of the platform's newer runtime (after 0.23): published diagram integrations build their
 * webframe's address with `getIntegrationContentURL(environment.integration.urls, '/?v=…')`.
 */

/** `<publicContentEndpoint><path>`: where webframes and other content are served (a cookie-less origin). */
export function getIntegrationContentURL(urls: { publicContentEndpoint: string }, path: string): string {
  return `${urls.publicContentEndpoint.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** `<publicEndpoint><path>`: for OAuth and authentication flows, which need the endpoint with cookies. */
export function getIntegrationPublicURL(urls: { publicEndpoint: string }, path: string): string {
  return `${urls.publicEndpoint.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
