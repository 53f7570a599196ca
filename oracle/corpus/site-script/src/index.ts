import { createIntegration, type FetchPublishScriptEventCallback, type RuntimeContext, type RuntimeEnvironment } from '@gitbook/runtime';
import script from './script.raw.js';

type AnalyticsContext = RuntimeContext<RuntimeEnvironment<{}, { tracking_id?: string }>>;

export const handleFetchEvent: FetchPublishScriptEventCallback = async (event, { environment }: AnalyticsContext) => {
  const trackingId = environment.siteInstallation?.configuration?.tracking_id;
  if (!trackingId) {
    throw new Error(`The tracking ID is missing from the configuration (ID: ${'spaceId' in event ? event.spaceId : event.siteId}).`);
  }
  // A site that turned the tracker off gets the platform's no-op script.
  if (trackingId === 'off') return undefined;
  return new Response(script.replace('<TO_REPLACE>', trackingId), {
    headers: { 'Content-Type': 'application/javascript', 'Cache-Control': 'max-age=604800' },
  });
};

export default createIntegration<AnalyticsContext>({
  fetch_published_script: handleFetchEvent,
});
