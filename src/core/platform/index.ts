/**
 * The platform's data model: every object kitbench hands a script, built to its schema in the platform's OpenAPI
 * document (@gitbook/api's spec/openapi.json, 3.1), filled from the manifest and the installation state.
 *
 * - `platformIntegration({ manifest, publicEndpoint })`: the `Integration` (environment.integration, and the API's
 *   `GET /integrations/{name}`): title, description, summary, scopes, categories, externalLinks, blocks,
 *   contentSources, configurations, target, visibility, owner, contentSecurityPolicy, permissions and its URLs
 *   (location, app, assets, icon, publicEndpoint, publicContentEndpoint).
 * - `platformInstallation(name, state)`: the `IntegrationInstallation` on the account (space_selection,
 *   site_selection, spaces, createdAt, updatedAt, urls, target, ...); `platformSpaceInstallation(name, state)` and
 *   `platformSiteInstallation(name, state)`: the installation in one space or on one site.
 * - `platformOwner()`, `platformUser()`: kitbench's organization and the author, as `Organization` and `User`.
 * - `platformEvent(event)`: any event, conformed to its schema of the `Event` union (`eventSchemaOf(type)`).
 * - `conform(schema, known)`: the generic step under all of them.
 *
 * The document itself stays out of every bundle: scripts/platform-samples.mjs writes, per schema, its required fields
 * with stable values (samples.generated.ts, ~11 kB); contract.test.ts validates what the builders make against the
 * whole document with Ajv (JSON Schema 2020-12, formats), so a field a future @gitbook/api requires fails a test.
 * The fixed origins and ids are in origins.ts.
 */
export { conform } from './conform';
export { eventSchemaOf, platformEvent, platformUser } from './events';
export { assetUrl, type IntegrationInput, platformIntegration, platformOwner } from './integration';
export { type InstallationState, installationLocation, platformInstallation, platformSiteInstallation, platformSpaceInstallation } from './installations';
export * from './origins';
export { EVENT_SCHEMAS, PLATFORM_API_VERSION, type PlatformSchemaName } from './samples.generated';
