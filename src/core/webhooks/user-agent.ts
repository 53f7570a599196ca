import { version } from '../../../package.json';

/** The User-Agent every delivery sends, so a receiver's logs tell kitbench's test traffic from real deliveries. */
export const WEBHOOK_USER_AGENT = `kitbench-webhooks/${version}`;
