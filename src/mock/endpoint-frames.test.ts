import { afterEach, describe, expect, it } from 'vitest';
import { loadIntegration } from '../core/runtime/load';
import { testEnvironment } from '../core/runtime/test-environment';
import { endpointUrlOf, FRAME_PREFIX, isEndpointUrl, servedFrameUrl, TAB_ID } from './endpoint-frames';
import { cssUrls, dataUrl, rewriteCssUrls, rewriteSrcset, serveFrameDocument } from './endpoint-serve';
import { connectPlatform } from './platform';

const PAGE = 'https://content.kitbench.local/integrations/diagrams/frame?v=3#top';

describe('frame URLs', () => {
  it('knows the integration endpoints and nothing else', () => {
    expect(isEndpointUrl(PAGE)).toBe(true);
    expect(isEndpointUrl('https://integrations.kitbench.local/playground/v1')).toBe(true);
    expect(isEndpointUrl('https://embed.example.com/frame')).toBe(false);
    expect(isEndpointUrl('https://api.kitbench.local/v1/installation')).toBe(false);
    expect(isEndpointUrl('/relative')).toBe(false);
  });

  it("shows an endpoint page below the frame server's path with the same host, path and query, and maps it back", () => {
    const served = servedFrameUrl(PAGE, 'http://127.0.0.1:5173');
    expect(served).toBe(`http://127.0.0.1:5173${FRAME_PREFIX}${TAB_ID}/content.kitbench.local/integrations/diagrams/frame?v=3#top`);
    expect(new URL(served).search).toBe('?v=3');
    expect(endpointUrlOf(served)).toBe('https://content.kitbench.local/integrations/diagrams/frame?v=3');
    expect(endpointUrlOf('http://127.0.0.1:5173/index.html')).toBeUndefined();
  });
});

describe('inlining a page’s sub-resources', () => {
  const base = 'https://content.kitbench.local/integrations/diagrams/css/site.css';
  const inlined = (url: string) => (url.endsWith('.woff2') || url.endsWith('bg.png') ? `data:x;base64,${btoa(url)}` : undefined);

  it("rewrites a stylesheet's url() and @import that resolve to a known URL, and leaves the rest", () => {
    const css = "@import 'theme.css';\nbody { background: url(\"../img/bg.png\"); }\n@font-face { src: url(font.woff2) format('woff2'); }\na { background: url(https://cdn.example.com/x.png); }";
    expect(cssUrls(css, base)).toEqual([
      'https://content.kitbench.local/integrations/diagrams/img/bg.png',
      'https://content.kitbench.local/integrations/diagrams/css/font.woff2',
      'https://cdn.example.com/x.png',
      'https://content.kitbench.local/integrations/diagrams/css/theme.css',
    ]);
    const out = rewriteCssUrls(css, base, inlined);
    expect(out).toContain(`url("data:x;base64,${btoa('https://content.kitbench.local/integrations/diagrams/img/bg.png')}")`);
    expect(out).toContain(`url(data:x;base64,${btoa('https://content.kitbench.local/integrations/diagrams/css/font.woff2')})`);
    expect(out).toContain("@import 'theme.css'");
    expect(out).toContain('url(https://cdn.example.com/x.png)');
  });

  it('rewrites each srcset candidate it knows and keeps the descriptors', () => {
    expect(rewriteSrcset('bg.png 1x, big.png 2x', 'https://content.kitbench.local/integrations/diagrams/', inlined)).toBe(
      `data:x;base64,${btoa('https://content.kitbench.local/integrations/diagrams/bg.png')} 1x, big.png 2x`,
    );
  });

  it('makes data: URLs of any bytes', () => {
    expect(dataUrl('image/svg+xml', new TextEncoder().encode('<svg/>'))).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    expect(dataUrl('', new Uint8Array([0, 255]))).toBe('data:application/octet-stream;base64,AP8=');
  });
});

describe('a frame document the handler redirects', () => {
  afterEach(() => connectPlatform(undefined));
  const environment = testEnvironment();
  const content = environment.integration.urls.publicContentEndpoint;
  const script = `import { createIntegration } from '@service/runtime';
export default createIntegration({ fetch: async (request) => {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/old')) return new Response(null, { status: 302, headers: { location: 'new?x=1' } });
  return new Response(null, { status: 302, headers: { location: 'https://example.com/login?next=a&b=<c>' } });
} });`;
  const serve = (url: string) => serveFrameDocument({ method: 'GET', url, headers: {} });

  it('follows a redirect within the endpoint through the frame server, and one elsewhere only from inside the (sandboxed) frame', async () => {
    const dispatcher = loadIntegration(script);
    connectPlatform({
      environment,
      dispatchEnvelope: async ({ contentType, body }) => ({ ok: true, value: await dispatcher.envelope(contentType, body), durationMs: 0, logs: [] }),
    });
    // Node has no location: the served URL's origin is the page's in the browser.
    Object.assign(globalThis, { location: { origin: 'http://127.0.0.1:5173' } });
    try {
      const inside = await serve(`${content}/old`);
      expect(inside.status).toBe(302);
      expect(inside.headers.location).toBe(servedFrameUrl(`${content}/new?x=1`, 'http://127.0.0.1:5173'));
      const outside = await serve(`${content}/elsewhere`);
      expect(outside.status).toBe(200);
      expect(outside.headers.location).toBeUndefined();
      expect(outside.body).toContain('<script>location.replace("https://example.com/login?next=a&b=%3Cc%3E")</script>');
      expect(outside.body).toContain('redirected this frame to <a href="https://example.com/login?next=a&amp;b=%3Cc%3E">');
    } finally {
      Reflect.deleteProperty(globalThis, 'location');
    }
  });

  it('serves only the endpoint', async () => {
    expect((await serve('https://example.com/')).status).toBe(404);
  });
});
