import { expect } from '@playwright/test';
import type { BridgeDelivery, BridgeReceived } from '../ui/automation/protocol';
import type { Kitbench } from './kitbench';

/** The events the platform delivers to a webhook receiver (the Webhooks panel's `Event to send`). */
export type WebhookEvent = 'space_content_updated' | 'site_view' | 'page_feedback';

/** How `webhooks.send` delivers. */
export interface WebhookSendOptions {
  /** The receiver: a mock one (`https://receiver.kitbench.local/hooks/<behaviour>`, the default `always-200`'s) or yours. */
  url?: string;
  /** The signing secret (the panel's by default). */
  secret?: string;
  /** Waits and time-outs ten times faster (the panel's Fast-forward). */
  fastForward?: boolean;
}

/** Outbound webhooks: what the Webhooks panel delivered, and what the mock receivers saw. */
export class KitbenchWebhooks {
  constructor(private readonly kitbench: Kitbench) {}

  /** Every delivery so far, oldest first, with each attempt's status (retries included). */
  deliveries(): Promise<BridgeDelivery[]> {
    return this.kitbench.bridge('deliveries');
  }

  /** Every request the mock receivers received, oldest first: its eventId, whether its signature verified, the answer. */
  received(): Promise<BridgeReceived[]> {
    return this.kitbench.bridge('received');
  }

  /**
   * Sends one signed event from the Webhooks panel, as a user does (its target, its event type checked, Send), and
   * resolves with the delivery once it ended (delivered after any retries, or failed).
   */
  async send(event: WebhookEvent, options: WebhookSendOptions = {}): Promise<BridgeDelivery> {
    const { page } = this.kitbench;
    const before = (await this.deliveries()).length;
    const shown = await this.kitbench.show('Webhooks');
    const form = page.getByRole('form', { name: 'Webhook delivery' });
    await form.getByRole('radio', { name: event === 'space_content_updated' ? 'Space' : 'Site', exact: true }).check();
    await form.getByRole('checkbox', { name: event, exact: true }).check();
    await form.getByLabel('Event to send').selectOption(event);
    if (options.url !== undefined) await form.getByLabel('Webhook URL').fill(options.url);
    if (options.secret !== undefined) await form.getByLabel('Signing secret').fill(options.secret);
    await form.getByRole('radio', { name: options.fastForward ? /^Fast-forward/ : 'Real time' }).check();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    let delivery: BridgeDelivery | undefined;
    await expect
      .poll(
        async () => {
          const all = await this.deliveries();
          delivery = all.length > before ? all[all.length - 1] : undefined;
          return delivery?.status;
        },
        { message: `kitbench.webhooks.send('${event}'): the delivery did not end`, timeout: 60_000 },
      )
      .toMatch(/^(delivered|failed|cancelled)$/);
    await this.kitbench.show(shown);
    return delivery!;
  }
}
