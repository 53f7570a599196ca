import { createIntegration } from '@service/runtime';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the platform signs its own deliveries. */
async function sign(secret: string, body: string): Promise<string> {
  const t = Math.floor(Date.now() / 1000);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digest = await crypto.subtle.sign('HMAC', key, encoder.encode(`${t}.${body}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `t=${t},v1=${hex}`;
}

export default createIntegration({
  events: {
    async space_content_updated(event, context) {
      const url = context.environment.installation?.configuration?.webhook_url;
      if (!url) {
        console.warn('No Webhook URL configured: the event was not forwarded.');
        return;
      }
      const body = JSON.stringify(event);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Service-Signature': await sign(context.environment.secrets.SIGNING_SECRET ?? '', body),
        },
        body,
      });
      console.log('Forwarded', event.type, 'to', url, '->', response.status);
    },
  },
  async fetch(request) {
    if (request.method !== 'POST') {
      return new Response('Method not allowed', { status: 405 });
    }
    return Response.json({ received: true });
  },
});
