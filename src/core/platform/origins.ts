/**
 * kitbench's stand-ins for the platform's origins and fixed ids (stable, never on the real network; MSW answers them).
 * The builders of this folder name every URL and id from here, so an object the script reads points where the mocked
 * platform answers.
 */
import { GITBOOK_DEFAULT_ENDPOINT } from '../api/client';

/** `environment.apiEndpoint`: the API's origin (the platform's is `https://api.gitbook.com`). */
export const API_ORIGIN = GITBOOK_DEFAULT_ENDPOINT;
/** The API's base URL, where the mock's routes start (the client adds `/v1` as the platform's does). */
export const API_ENDPOINT = `${API_ORIGIN}/v1`;
/** The app (the platform's `app.gitbook.com`): where `urls.app` of an object points. */
export const APP_ORIGIN = 'https://app.kitbench.local';
/** The installations' public endpoints: `POST {publicEndpoint}/v1` reaches the script. */
export const PUBLIC_ENDPOINT_ORIGIN = 'https://integrations.kitbench.local';
/** The integrations' static content (assets, icon). */
export const PUBLIC_CONTENT_ORIGIN = 'https://content.kitbench.local';
/** The organization every installation belongs to and the integration's owner (the mock serves `GET /orgs/org_kitbench`). */
export const ORGANIZATION_ID = 'org_kitbench';
/** The user who acts in the playground: the author (the mock serves it at `GET /user`). */
export const USER_ID = 'user_kitbench';
/** When every object kitbench shows was created: a fixed time, so answers are stable between runs. */
export const CREATED_AT = '2026-01-01T00:00:00.000Z';

/** The public endpoint of one installation. */
export function publicEndpointFor(installationId: string): string {
  return `${PUBLIC_ENDPOINT_ORIGIN}/${encodeURIComponent(installationId)}`;
}

/** Where the integration's assets are served (`urls.assets`): the manifest's paths resolve below it. */
export function assetsUrlFor(integrationName: string): string {
  return `${PUBLIC_CONTENT_ORIGIN}/integrations/${encodeURIComponent(integrationName)}`;
}

/** The integration in the API (`urls.location`); installations are below it. */
export function integrationLocation(integrationName: string): string {
  return `${API_ENDPOINT}/integrations/${encodeURIComponent(integrationName)}`;
}

/** The integration in the app (`urls.app`). */
export function integrationAppUrl(integrationName: string): string {
  return `${APP_ORIGIN}/integrations/${encodeURIComponent(integrationName)}`;
}
