import { EmptyState } from '../shell/EmptyState';

/** Placeholder until the Webhooks panel lands. */
export default function WebhooksPanel() {
  return <EmptyState title="Webhooks">Send signed webhook deliveries and watch their retries here.</EmptyState>;
}
