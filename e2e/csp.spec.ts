import { expect, test } from './app-test';
import { openApp } from './helpers';

// Issue 11: the app runs under its own Content-Security-Policy (src/csp.ts): meta tag and header. The main journeys
// must work under it without a single violation in the console.

test('the app sends its CSP and the main journeys run under it without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await openApp(page);
  const response = await page.request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).toContain("object-src 'none'");
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(policy);
  // The editor (Monaco and its workers), the bundler (esbuild-wasm) and the sandbox (srcdoc iframe, blob: worker).
  await expect(page.getByLabel('Script status')).toHaveText(/^Running · 1 component/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems in service-manifest.yaml');

  // A block in the Preview, pressed.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const doc = page.getByRole('region', { name: 'Document' });
  await doc.getByRole('textbox', { name: 'Paragraph' }).first().click();
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Quick insert' });
  await dialog.getByRole('combobox').fill('count');
  await page.keyboard.press('Enter');
  const block = doc.getByRole('group', { name: 'Counter block' });
  await block.getByRole('button', { name: 'Add' }).click();
  await expect(block.getByText('Count: 1')).toBeVisible();

  // Listing images (data:/blob:), the installation (events through the mocked platform), a webhook delivery.
  await page.getByRole('tab', { name: 'Listing' }).click();
  await expect(page.getByRole('article', { name: 'Installation page' }).getByRole('img', { name: /icon/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Installation' }).click();
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Emitted events' })).toContainText('installation_setup');
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const hooks = page.getByRole('tabpanel', { name: 'Webhooks' });
  await hooks.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(hooks.getByRole('region', { name: 'Delivery timeline' }).getByRole('article', { name: /^Delivery evt_/ }).first()).toContainText(
    /Delivered|attempt/,
    { timeout: 20_000 },
  );
  expect(violations).toEqual([]);
});
