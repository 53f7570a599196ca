import { expect, type Locator, type Page, test } from './app-test';
import { seriousViolationsInBothThemes } from './helpers';

/** Opens the Webhooks panel. The panel needs no workspace state, so no editor wait or storage reset. */
async function openWebhooks(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Webhooks' });
  await expect(panel.getByLabel('Receiver behaviour')).toBeVisible({ timeout: 30_000 });
  return panel;
}

/** The seconds shown as "Waited 1.04 s" on an attempt. */
async function waitedSeconds(attempt: Locator): Promise<number> {
  const text = await attempt.getByText(/^Waited /).textContent();
  const match = /^Waited ([\d.]+) s$/.exec(text ?? '');
  expect(match, `a wait in seconds, got “${text}”`).not.toBeNull();
  return Number(match?.[1]);
}

const attempt = (delivery: Locator, n: number) => delivery.getByRole('article', { name: `Attempt ${n}`, exact: true });

test('fail twice then 200: page_feedback fails twice, waits ~1 s and ~2 s, and is delivered on attempt 3', async ({ page }) => {
  const panel = await openWebhooks(page);
  await panel.getByRole('radio', { name: 'Site' }).check();
  await panel.getByLabel('Event to send').selectOption('page_feedback');
  await panel.getByLabel('Receiver behaviour').selectOption({ label: 'Fail N times, then 200' });
  await expect(panel.getByLabel('Failures before 200')).toHaveValue('2');
  await expect(panel.getByLabel('Webhook URL')).toHaveValue('https://receiver.kitbench.local/hooks/fail-2-then-200');
  await expect(panel.getByLabel('Payload')).toHaveValue(/"type": "page_feedback"/);
  await panel.getByRole('radio', { name: 'Real time' }).check();

  const started = Date.now();
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  const delivery = panel.getByRole('region', { name: 'Delivery timeline' }).getByRole('article', { name: /^Delivery evt_/ });
  await expect(delivery).toHaveCount(1);

  await expect(attempt(delivery, 1)).toContainText('500 Internal Server Error');
  await expect(attempt(delivery, 1)).toContainText(/retry in 1\.\d\d s/);
  // while waiting, the countdown to the next attempt is shown
  await expect(delivery.getByRole('timer', { name: 'Attempt 2 countdown' })).toBeVisible();
  await expect(attempt(delivery, 2)).toContainText('500 Internal Server Error');
  await expect(delivery.getByRole('timer', { name: 'Attempt 3 countdown' })).toBeVisible();
  await expect(attempt(delivery, 3)).toContainText('200 OK', { timeout: 15_000 });
  await expect(delivery).toContainText('Delivered on attempt 3');
  const elapsed = Date.now() - started;

  const firstWait = await waitedSeconds(attempt(delivery, 2));
  const secondWait = await waitedSeconds(attempt(delivery, 3));
  expect(firstWait).toBeGreaterThanOrEqual(1.0);
  expect(firstWait).toBeLessThanOrEqual(1.1);
  expect(secondWait).toBeGreaterThanOrEqual(2.0);
  expect(secondWait).toBeLessThanOrEqual(2.2);
  // the waits really happened in real time
  expect(elapsed).toBeGreaterThanOrEqual(3000);
  await expect(attempt(delivery, 4)).toHaveCount(0);

  // each attempt shows its request: the signature header and the body
  await attempt(delivery, 3).getByText('Request and response').click();
  const request = attempt(delivery, 3).getByRole('region', { name: 'Attempt 3 request' });
  await expect(request).toContainText(/X-Service-Signature: t=\d+,v1=[0-9a-f]{64}/);
  await expect(attempt(delivery, 3).getByRole('region', { name: 'Attempt 3 response' })).toContainText('"received": true');

  // the receiver saw three requests for the event, all verified; the third was accepted
  const log = panel.getByRole('region', { name: 'Receiver log' });
  await expect(log.getByRole('row')).toHaveCount(4);
  await expect(log.getByRole('row').nth(1)).toContainText('Verified');
  await expect(log.getByRole('row').nth(1)).toContainText('200');
});

// One visit: the failed delivery is the one the panel is scanned with.
test('400: one attempt and no retry; the Webhooks panel with that delivery has no serious accessibility violations, light and dark', async ({ page }) => {
  const panel = await openWebhooks(page);
  await test.step('400: one attempt and no retry', async () => {
    await panel.getByLabel('Receiver behaviour').selectOption({ label: 'Always 400 (client error)' });
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    const delivery = panel.getByRole('region', { name: 'Delivery timeline' }).getByRole('article', { name: /^Delivery evt_/ });
    await expect(attempt(delivery, 1)).toContainText('400 Bad Request');
    await expect(attempt(delivery, 1)).toContainText('not retried');
    // the delivery is over: final status, no countdown, a single attempt
    await expect(delivery).toContainText('Failed after 1 attempt');
    await expect(delivery.getByRole('status')).toHaveText('Not delivered: 400 client error: not retried');
    await expect(delivery.getByRole('timer')).toHaveCount(0);
    await expect(delivery.getByRole('article', { name: /^Attempt / })).toHaveCount(1);
  });
  await test.step('the Webhooks panel has no serious accessibility violations, light and dark', async () => {
    await expect(panel.getByRole('region', { name: 'Delivery timeline' })).toContainText('Failed after 1 attempt');
    await panel.getByText('Request and response').click();
    await panel.getByRole('button', { name: 'Use last attempt' }).click();
    await expect(panel.getByRole('status', { name: 'Verification result' })).toHaveText('Valid signature');
    // One visit, both themes: the page follows the system's scheme as it changes.
    expect(await seriousViolationsInBothThemes(page, '#panel-webhooks')).toEqual([]);
  });
});

// One visit: the workbench first (it reads a well-formed delivery), then the settings broken and fixed.
test('the signature workbench rejects a tampered body, flags a re-serialized one and answers an empty secret with a reason; bad settings get a clear message, and Send waits until they are fixed', async ({ page }) => {
  const panel = await openWebhooks(page);
  await test.step('the signature workbench rejects a tampered body with its reason, flags a re-serialized one, and answers an empty secret with a reason', async () => {
    await panel.getByRole('radio', { name: 'Fast-forward ×10' }).check();
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(panel.getByRole('region', { name: 'Delivery timeline' })).toContainText('Delivered on attempt 1');

    const workbench = panel.getByRole('form', { name: 'Signature workbench' });
    await workbench.getByRole('button', { name: 'Use last attempt' }).click();
    const verdict = workbench.getByRole('status', { name: 'Verification result' });
    await expect(verdict).toHaveText('Valid signature');
    const body = workbench.getByLabel('Raw body');
    const original = await body.inputValue();
    await expect(workbench).toContainText(`Signed string`);

    // tamper: one changed value in the body
    await body.fill(original.replace(/"rating": "\w+"/, '"rating": "terrible"'));
    await expect(verdict).toHaveText('Invalid: Signature mismatch');
    await expect(workbench).toContainText('The signature does not match: the secret or the raw body differs from what was signed.');
    await expect(workbench.getByRole('note', { name: 'Re-serialized body' })).toHaveCount(0);

    // the classic mistake: verifying JSON.stringify(JSON.parse(body)) instead of the raw bytes
    await body.fill(original);
    await expect(verdict).toHaveText('Valid signature');
    await workbench.getByRole('button', { name: 'Re-serialize body (JSON.stringify)' }).click();
    await expect(verdict).toHaveText('Invalid: Signature mismatch');
    await expect(workbench.getByRole('note', { name: 'Re-serialized body' })).toContainText('re-serialized');

    // a missing part of the header is named
    await body.fill(original);
    await workbench.getByLabel('Signature header').fill('v1=abc');
    await expect(verdict).toHaveText('Invalid: Missing t');

    // an empty secret is named, when verifying and when signing (no page error: app-test.ts fails on one)
    await body.fill('{"eventId":"evt_1"}');
    await workbench.getByRole('button', { name: 'Sign this body now' }).click();
    await expect(workbench.getByLabel('Signature header')).toHaveValue(/^t=\d+,v1=[0-9a-f]{64}$/);
    await workbench.getByLabel('Secret to verify with').fill('');
    await expect(verdict).toHaveText('Invalid: Missing secret');
    await expect(workbench).toContainText('The signing secret is empty');
    await workbench.getByRole('button', { name: 'Sign this body now' }).click();
    await expect(workbench.getByRole('alert')).toContainText('The signing secret is empty');
  });
  await test.step('bad settings get a clear message where the user looks, and Send waits until they are fixed', async () => {
    const send = panel.getByRole('button', { name: 'Send', exact: true });

    await panel.getByLabel('Webhook URL').fill('not a url');
    await expect(panel.getByText('This is not a URL. Example: https://example.com/hooks')).toBeVisible();
    await expect(send).toBeDisabled();
    await panel.getByLabel('Webhook URL').fill('https://receiver.kitbench.local/hooks/always-200');
    await expect(send).toBeEnabled();

    await panel.getByLabel('Signing secret').fill('');
    await expect(panel.getByText('A signing secret is required.')).toBeVisible();
    await expect(send).toBeDisabled();
    await panel.getByRole('button', { name: 'Generate' }).click();
    await expect(panel.getByLabel('Signing secret')).toHaveValue(/^whsec_[0-9a-f]{64}$/);

    // a space offers only space_content_updated; a site offers site_view and page_feedback
    await panel.getByRole('radio', { name: 'Space' }).check();
    await expect(panel.getByLabel('Event to send').getByRole('option')).toHaveText(['space_content_updated']);
    await expect(panel.getByLabel('Payload')).toHaveValue(/"type": "space_content_updated"/);
    await panel.getByRole('checkbox', { name: 'space_content_updated' }).uncheck();
    await expect(panel.getByText('Select at least one event type.')).toBeVisible();
    await expect(send).toBeDisabled();
    await panel.getByRole('radio', { name: 'Site' }).check();
    await expect(panel.getByLabel('Event to send').getByRole('option')).toHaveText(['site_view', 'page_feedback']);

    // a payload that is not JSON is still sendable as is, with a warning
    await panel.getByLabel('Payload').fill('{ "eventId": ');
    await expect(panel.getByText(/^Not valid JSON/)).toBeVisible();
    await expect(send).toBeEnabled();
  });
});

test('sending the same eventId twice is acknowledged as a duplicate by the receiver', async ({ page }) => {
  const panel = await openWebhooks(page);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  const timeline = panel.getByRole('region', { name: 'Delivery timeline' });
  await expect(timeline).toContainText('Delivered on attempt 1');
  await panel.getByRole('button', { name: 'Send same eventId again' }).click();
  await expect(timeline.getByRole('article', { name: /^Delivery evt_/ })).toHaveCount(2);
  await expect(timeline).toContainText('receiver: duplicate, not processed again');
  const log = panel.getByRole('region', { name: 'Receiver log' });
  await expect(log.getByRole('row').nth(1)).toContainText('Duplicate');
  await expect(log.getByRole('row').nth(2)).not.toContainText('Duplicate');
});

test('a 429 shows the receiver’s Retry-After on the attempt, and every request names kitbench as its User-Agent', async ({ page }) => {
  const panel = await openWebhooks(page);
  await panel.getByLabel('Receiver behaviour').selectOption({ label: 'Always 429 (rate limited)' });
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  const delivery = panel.getByRole('region', { name: 'Delivery timeline' }).getByRole('article', { name: /^Delivery evt_/ });
  await expect(attempt(delivery, 1)).toContainText('429');
  await expect(attempt(delivery, 1)).toContainText('receiver asks: Retry-After: 2 s');
  await attempt(delivery, 1).getByText('Request and response').click();
  await expect(attempt(delivery, 1).getByRole('region', { name: 'Attempt 1 response' })).toContainText('retry-after: 2');
  await expect(attempt(delivery, 1).getByRole('region', { name: 'Attempt 1 request' })).toContainText(/User-Agent: kitbench-webhooks\/\d+\.\d+\.\d+/);
});
