import { expect, type Locator } from '@playwright/test';
import type { BridgeDispatch } from '../ui/automation/protocol';
import { fieldKey } from '../ui/installation/fieldKey';
import { settled } from './blocks';
import type { Kitbench } from './kitbench';

/** A configuration scope with its own screen: the account's, or the site's (`configurations.site` or `.space`). */
export type ConfigurationScope = 'account' | 'site';

/** Options of `kitbench.install`. */
export interface InstallOptions {
  /** Where to install: into a space (the default), on a site (the Site view's published site) or the organization. */
  target?: 'space' | 'site' | 'organization';
  /** The space of a space installation (the panel's Space ID). Default: `space_docs`. */
  spaceId?: string;
  /** The site of a site installation (the panel's Site ID). Default: `site_docs`. */
  siteId?: string;
  /** Values of configuration properties (by property name, either scope): each set in its form field. */
  configuration?: Record<string, string | number | boolean>;
}

/** The installation, as the Installation panel shows it. */
export interface KitbenchInstallation {
  /** The element labelled `Installation status` (`Active`, `Pending`, …): `await expect(installation.status).toHaveText('Active')`. */
  status: Locator;
}

const STATUS_NAME = 'Installation status';

const TARGET_LABELS = { space: 'Space', site: 'Site', organization: 'Organization' } as const;

export async function install(kitbench: Kitbench, options: InstallOptions): Promise<KitbenchInstallation> {
  const { page } = kitbench;
  const shown = await kitbench.show('Installation');
  const panel = page.getByRole('tabpanel', { name: 'Installation' });
  const uninstall = panel.getByRole('button', { name: 'Uninstall…' });
  const installButton = panel.getByRole('button', { name: 'Install', exact: true });
  // The panel loads on its first showing, with the installation kept from before (a reload keeps it).
  await expect(uninstall.or(installButton).first()).toBeVisible({ timeout: 15_000 });
  if ((await uninstall.count()) > 0 && !(await placedAsAsked(panel, options))) {
    await uninstall.click();
    await panel.getByRole('button', { name: 'Uninstall', exact: true }).click();
    await expect(uninstall).toHaveCount(0);
  }
  if ((await uninstall.count()) === 0) {
    const target = options.target ?? 'space';
    await panel.getByRole('radio', { name: TARGET_LABELS[target], exact: true }).check();
    const id = target === 'site' ? options.siteId : target === 'space' ? options.spaceId : undefined;
    if (id !== undefined) await panel.getByLabel(target === 'site' ? 'Site ID' : 'Space ID', { exact: true }).fill(id);
    if (await installButton.isDisabled()) throw new Error(`kitbench.install: ${((await panel.locator('.field__error').first().textContent()) ?? 'the panel refuses this installation').trim()} (got "${id}").`);
    await installButton.click();
    await expect(uninstall).toBeVisible();
  }
  for (const [name, value] of Object.entries(options.configuration ?? {})) await setProperty(panel, name, value);
  await kitbench.show(shown);
  return { status: page.getByLabel(STATUS_NAME) };
}

/**
 * Whether the installation the panel shows is where `options` asks (its summary: `Installed in space <id> · …`,
 * `Installed on site <id> · …`, `Installed for the organization · …`); no target asked: wherever it is.
 */
async function placedAsAsked(panel: Locator, options: InstallOptions): Promise<boolean> {
  if (options.target === undefined && options.spaceId === undefined && options.siteId === undefined) return true;
  const summary = ((await panel.getByText(/^Installed (in space|on site|for the organization)/).first().textContent()) ?? '').trim();
  const target = options.target ?? 'space';
  if (target === 'organization') return summary.startsWith('Installed for the organization');
  const prefix = target === 'site' ? 'Installed on site ' : 'Installed in space ';
  const id = target === 'site' ? options.siteId : options.spaceId;
  return summary.startsWith(prefix) && (id === undefined || summary.startsWith(`${prefix}${id} `));
}

/** One property's field, set as a user does: typed (then left), chosen, or switched. */
async function setProperty(panel: Locator, name: string, value: string | number | boolean): Promise<void> {
  const what = `kitbench.install: the property "${name}"`;
  const field = panel.locator(`input[id$="-${fieldKey(name)}"], select[id$="-${fieldKey(name)}"], [role="switch"][id$="-${fieldKey(name)}"]`);
  if ((await field.count()) === 0) {
    const labels = await panel.locator('form .field__label').allInnerTexts();
    throw new Error(`${what} is not in the configuration forms (they show ${labels.map((label) => `"${label.replace(/\*$/, '').trim()}"`).join(', ') || 'no field'}). Declare it under configurations.<scope>.properties in the manifest.`);
  }
  const control = field.first();
  const kind = await control.evaluate((element) => (element.getAttribute('role') === 'switch' ? 'switch' : element.tagName.toLowerCase()));
  if (kind === 'switch') {
    if (typeof value !== 'boolean') throw new TypeError(`${what} is a switch: give it true or false, not ${JSON.stringify(value)}.`);
    if ((await control.getAttribute('aria-checked')) !== String(value)) await control.click();
    await expect(control).toHaveAttribute('aria-checked', String(value));
  } else if (kind === 'select') {
    // An enum's options are there at once; a completion_url's come from the script: selectOption waits for them.
    await control.selectOption(String(value), { timeout: 10_000 }).catch(async () => {
      const offered = await control.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      throw new Error(`${what} offers ${offered.map((option) => `"${option}"`).join(', ') || 'no option'}, not "${value}".`);
    });
  } else {
    await control.fill(String(value));
    // Leaving the field saves it at once (typing saves after a pause).
    await control.blur();
  }
}

export async function openConfiguration(kitbench: Kitbench, scope: ConfigurationScope): Promise<Locator> {
  const what = `kitbench.openConfiguration('${scope}')`;
  const { page } = kitbench;
  await install(kitbench, {});
  await kitbench.show('Installation');
  const name = scope === 'account' ? 'Account configuration' : 'Site configuration';
  // A scope with properties is a form named so; one with a component, a region (CONTRACT §4).
  if (await page.getByRole('form', { name }).count()) {
    throw new Error(`${what}: the manifest names no configurations.${scope}.componentId, so the scope is a form: set its values with kitbench.install({ configuration }).`);
  }
  const region = page.getByRole('region', { name });
  await expect(region, `${what}: the Installation panel shows no ${name}`).toBeVisible();
  const alert = region.locator('.note--danger[role="alert"]');
  if (await alert.count()) throw new Error(`${what}: ${((await alert.textContent()) ?? '').trim()}`);
  return settled(region, what);
}

export async function dispatchEvent(kitbench: Kitbench, type: string, body: Record<string, unknown>): Promise<unknown> {
  const what = `kitbench.dispatch('${type}')`;
  const { page } = kitbench;
  const before = (await kitbench.bridge('dispatches')).length;
  const shown = await kitbench.show('Events');
  const panel = page.getByRole('tabpanel', { name: 'Events' });
  await panel.getByLabel('Event', { exact: true }).fill(type);
  const json = panel.getByLabel('Event JSON');
  // The panel prefills the type's template (the spec's sample, or the API package's shape); `body` goes over it.
  let template: Record<string, unknown>;
  try {
    template = JSON.parse(await json.inputValue());
  } catch {
    template = {};
  }
  await json.fill(JSON.stringify({ ...template, ...body, type }, null, 2));
  await panel.getByRole('button', { name: 'Dispatch', exact: true }).click();
  let record: BridgeDispatch | undefined;
  await expect
    .poll(
      async () => {
        const all = await kitbench.bridge('dispatches');
        record = all.length > before ? all[all.length - 1] : undefined;
        return record !== undefined;
      },
      { message: `${what}: the Events panel did not dispatch it`, timeout: 15_000 },
    )
    .toBe(true);
  await kitbench.show(shown);
  if (!record!.ok) throw new Error(`${what}: ${record!.error}`);
  return record!.value;
}
