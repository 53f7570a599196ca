import { useEffect, useMemo, useRef, useState } from 'react';
import type { WebFrameElement } from '../../../core/contentkit/elements';
import { isSafeHref } from '../../../core/contentkit/urls';
import { useContentKit } from '../context';
import { ErrorBox } from '../ErrorBox';

/** Resolves `data` bindings: a `{ $state: 'key' }` value becomes the instance's current state value. */
export function resolveFrameData(data: Record<string, unknown> | undefined, state: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    const binding = typeof value === 'object' && value !== null && '$state' in value ? (value as { $state: unknown }).$state : undefined;
    out[name] = typeof binding === 'string' ? state[binding] : value;
  }
  return out;
}

/**
 * `webframe`: third-party HTML in a sandboxed iframe (scripts yes, same origin no: it cannot reach the app).
 * It talks by postMessage: `@webframe.ready` (we answer with `@webframe.data`), `@webframe.resize`
 * (`{ size: { height } }`), and any other `{ action }` goes to the component.
 */
export function WebFrame({ element }: { element: WebFrameElement }) {
  const { state, dispatch } = useContentKit();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const data = useMemo(() => resolveFrameData(element.data, state), [element.data, state]);
  const dataRef = useRef(data);
  dataRef.current = data;
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data as { action?: unknown; size?: { height?: unknown } } | null;
      if (!message || typeof message.action !== 'string') return;
      if (message.action === '@webframe.ready') {
        frame.current.contentWindow?.postMessage({ action: '@webframe.data', data: dataRef.current }, '*');
      } else if (message.action === '@webframe.resize') {
        const next = Number(message.size?.height);
        if (Number.isFinite(next) && next > 0) setHeight(Math.min(next, 2000));
      } else {
        dispatchRef.current(message as { action: string });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ action: '@webframe.data', data }, '*');
  }, [data]);

  if (!isSafeHref(element.source.url)) {
    return <ErrorBox title="Cannot render <webframe>" messages={[`\`source.url\` must be an http(s) or relative URL, got "${element.source.url}"`]} />;
  }
  return (
    <iframe
      ref={frame}
      className="ck-webframe"
      title="Web frame"
      src={element.source.url}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      style={height ? { height } : { aspectRatio: String(element.aspectRatio ?? 16 / 9) }}
    />
  );
}
