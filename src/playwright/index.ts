/**
 * `kitbench/playwright`: Playwright Test fixtures for an integration folder. A spec beside the manifest imports
 * `test` and `expect` from here; `kitbench` opens the playground on the folder (`kitbench dev`, one server per
 * worker) and speaks the platform's language: insert a block, paste a link, install, dispatch an event, visit the
 * published site as its visitor (`site`). The rest is Playwright's own: locators, `expect`, `frameLocator`, `toHaveScreenshot()`.
 *
 * `@playwright/test` is a peer dependency: the project's own version is used, never a copy.
 */
export { expect } from '@playwright/test';
export type { FrameLocator, Locator, Page } from '@playwright/test';
export type { BridgeDelivery as WebhookDelivery, BridgeDispatch, BridgeReceived as WebhookReceived, BridgeRequest as NetworkRequest } from '../ui/automation/protocol';
export { defineConfig } from './config';
export { kitbenchLaunchOptions, KITBENCH_VIEWPORT, SPEC_FILE_PATTERN } from './defaults';
export { type KitbenchFixtures, type KitbenchOptions, test } from './fixtures';
export type { ConsoleLine, Kitbench, KitbenchNetwork, KitbenchTheme, ToolPanel } from './kitbench';
export { TOOL_PANELS } from './kitbench';
export type { ConfigurationScope, InstallOptions, KitbenchInstallation } from './panels';
export type { KitbenchSite, PageRating, PublishedScriptLoad, SiteEvent, SiteVisitOptions, SiteVisitorChoice } from './site';
export type { KitbenchWebhooks, WebhookEvent, WebhookSendOptions } from './webhooks';
