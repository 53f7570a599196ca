import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WebFrameElement } from '../../../core/contentkit/elements';
import {
  type FrameSize,
  frameDataMessage,
  frameStyle,
  isFirstPartyFrame,
  THIRD_PARTY_FRAME_NOTICE,
  WebFrameChannel,
} from '../../../core/contentkit/webframe';
import { FRAME_FETCH_MESSAGE, FRAME_NAVIGATE_MESSAGE, isEndpointUrl, servedFrameUrl, startFrameServer } from '../../../mock/endpoint-frames';
import { useContentKit } from '../context';
import { usePageLoad } from '../../network/pageLoad';
import { isSafeHref } from '../../../core/contentkit/urls';
import { ErrorBox } from '../ErrorBox';
import { ContentKitNode } from '../Node';

/**
 * Where the frame loads `url` from: itself, or, for a page on the integration's own endpoint, kitbench's frame
 * server (src/mock/endpoint-frames.ts), once its service worker runs.
 */
function useFrameSource(url: string, enabled: boolean): { endpoint: boolean; src?: string; error?: string } {
  const endpoint = enabled && isEndpointUrl(url);
  const [server, setServer] = useState<{ ready: boolean; error?: string }>({ ready: false });
  useEffect(() => {
    if (!endpoint) return;
    let live = true;
    startFrameServer().then(
      () => live && setServer({ ready: true }),
      (error: unknown) => live && setServer({ ready: false, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [endpoint]);
  if (!endpoint) return { endpoint: false, src: url };
  return { endpoint: true, src: server.ready ? servedFrameUrl(url) : undefined, error: server.error };
}

/** A frame's `fetch()` to the endpoint, bridged by the page's shim (src/mock/endpoint-shim.ts). */
function isFrameFetch(data: unknown): data is { kind: string; request: { method: string; url: string; headers: Record<string, string>; body?: ArrayBuffer } } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { kind?: unknown; request?: { url?: unknown } };
  return message.kind === FRAME_FETCH_MESSAGE && typeof message.request?.url === 'string';
}

/** A click on a link to another endpoint page, posted by the page's shim. */
function frameNavigation(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { kind?: unknown; url?: unknown };
  return message.kind === FRAME_NAVIGATE_MESSAGE && typeof message.url === 'string' && isEndpointUrl(message.url) ? message.url : undefined;
}

/**
 * `webframe`: third-party HTML in a sandboxed iframe (scripts yes, same origin no: it cannot reach the app). The
 * host's side of its messages is the platform's (core/contentkit/webframe.ts): data as `{ state }`, held until the
 * frame posts `@webframe.ready`; `@webframe.resize` (height, aspect ratio, the older maxHeight) and the oEmbed
 * resize string size it, never below 32 px; any other action goes to the component. As on the platform, only a frame
 * on the integration's own endpoint is talked to. Each load of `source.url` is a Network entry.
 *
 * A page on the integration's own public (content) endpoint is served by the script's `fetch` handler through
 * kitbench's frame server: its iframe gets the `sandbox` attribute just after its navigation starts (Chromium would
 * not let the service worker answer a sandboxed one), and the served document carries `Content-Security-Policy:
 * sandbox allow-scripts`, the same opaque origin; any navigation the page starts later is sandboxed by the attribute
 * (src/mock/endpoint-frames.ts). Its `fetch()` calls to the endpoint come here and are answered for this frame only;
 * a link to another endpoint page is opened here, in a fresh iframe.
 */
export function WebFrame({ element }: { element: WebFrameElement }) {
  const { state, dispatch, warn } = useContentKit();
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState<FrameSize>({});
  const runtime = useRef({ dispatch, warn });
  runtime.current = { dispatch, warn };
  const safe = isSafeHref(element.source.url);
  const firstParty = isFirstPartyFrame(element.source.url);
  // The endpoint page shown: `source.url`, or another endpoint page the frame linked to.
  const [linked, setLinked] = useState<{ from: string; url: string } | undefined>(undefined);
  const page = linked?.from === element.source.url ? linked.url : element.source.url;
  const source = useFrameSource(page, safe);
  const logged = usePageLoad('webframe', element.source.url, safe && source.src !== undefined);

  // One channel per document the iframe loads: a fresh page says `@webframe.ready` again before it gets data.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new channel for each page the iframe shows
  const channel = useMemo(
    () =>
      new WebFrameChannel((message) => frame.current?.contentWindow?.postMessage(message, '*'), {
        resized: (next) => setSize({ ...next }),
        action: (action) => runtime.current.dispatch(action),
        flatFormat: (message) => runtime.current.warn?.(message),
      }),
    [source.src],
  );

  useEffect(() => {
    let warned = false;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isFrameFetch(event.data)) {
        const port = event.ports[0];
        if (!port) return;
        // Only a frame served from the endpoint has the shim; a third-party page posting this gets nothing.
        if (!isEndpointUrl(element.source.url)) {
          port.postMessage({ error: 'Only a page served by the integration can call its endpoint this way.' });
          return;
        }
        import('../../../mock/endpoint-serve')
          .then((serve) => serve.serveFrameFetch(event.data.request))
          .then(
            (answer) => port.postMessage(answer, 'body' in answer ? [answer.body] : []),
            (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
          );
        return;
      }
      const navigation = frameNavigation(event.data);
      if (navigation) {
        if (isEndpointUrl(element.source.url)) setLinked({ from: element.source.url, url: navigation });
        return;
      }
      if (!firstParty) {
        if (!warned && isPlatformMessage(event.data)) {
          warned = true;
          runtime.current.warn?.(THIRD_PARTY_FRAME_NOTICE);
        }
        return;
      }
      channel.receive(event.data, frame.current.clientWidth);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [element.source.url, channel, firstParty]);

  // Every render and state change hands the frame its data again, as the platform's renderer does.
  useEffect(() => {
    const message = firstParty ? frameDataMessage(element.data, state) : undefined;
    if (message) channel.send(message);
  }, [element.data, state, channel, firstParty]);

  // An endpoint frame: sandboxed for every navigation after the first (which has started: the element is in the
  // document), so that one still reaches the frame server. Runs before the page can run a line.
  useLayoutEffect(() => {
    if (source.endpoint && source.src) frame.current?.setAttribute('sandbox', 'allow-scripts');
  }, [source.endpoint, source.src]);

  if (!safe) {
    return <ErrorBox title="Cannot render <webframe>" messages={[`\`source.url\` must be an http(s) or relative URL, got "${element.source.url}"`]} />;
  }
  if (source.error) {
    return <ErrorBox title="Cannot render <webframe>" messages={[`${element.source.url} is served by the integration's fetch handler, but: ${source.error}`]} />;
  }
  const style = frameStyle(size, element.aspectRatio);
  const shown = !source.src ? (
    <div className="ck-webframe ck-webframe--loading" role="status" aria-label="Web frame loading" style={style} />
  ) : (
    <iframe
      // A fresh element for each endpoint page: its first navigation must start without the sandbox attribute.
      key={source.endpoint ? source.src : undefined}
      ref={frame}
      className="ck-webframe"
      title="Web frame"
      src={source.src}
      // An endpoint page gets the attribute once its first navigation started (see above); any other page at once.
      sandbox={source.endpoint ? undefined : 'allow-scripts'}
      referrerPolicy="no-referrer"
      // What the platform's renderer lets its frames do: go full screen, write to the clipboard (a Copy button).
      allowFullScreen
      allow="clipboard-write"
      {...logged}
      style={style}
    />
  );
  if (!element.buttons?.length) return shown;
  return (
    <div className="ck-overlay">
      {shown}
      <div className="ck-overlay__buttons">
        {element.buttons.map((button, index) => (
          <ContentKitNode key={index} node={button} />
        ))}
      </div>
    </div>
  );
}

/** A message in the platform's webframe protocol (a wrapped action, or the oEmbed resize string). */
function isPlatformMessage(data: unknown): boolean {
  if (typeof data === 'string') return data.includes('iframe.resize');
  return typeof data === 'object' && data !== null && 'action' in data;
}
