import { useEffect, useMemo, useRef, useState } from 'react';
import type { WebFrameElement } from '../../../core/contentkit/elements';
import { resolveStateBindings } from '../../../core/contentkit/bindings';
import { isSafeHref } from '../../../core/contentkit/urls';
import { useContentKit } from '../context';
import { usePageLoad } from '../../network/pageLoad';
import { ErrorBox } from '../ErrorBox';
import { frameDataMessage, readFrameMessage } from '../webframeMessages';

/** Resolves `data` bindings: a `{ $state: 'key' }` value (at any depth) becomes the instance's current state value. */
export function resolveFrameData(data: Record<string, unknown> | undefined, state: Record<string, unknown>): Record<string, unknown> {
  return resolveStateBindings(data ?? {}, state);
}

/**
 * `webframe`: third-party HTML in a sandboxed iframe (scripts yes, same origin no: it cannot reach the app).
 * It talks by postMessage (webframeMessages.ts): `@webframe.ready` (we answer with the data, as `state`),
 * `@webframe.resize` (`{ size: { height } }` or `{ size: { aspectRatio } }`), and any other action goes to the
 * component. Each load of `source.url` is a Network entry.
 */
export function WebFrame({ element }: { element: WebFrameElement }) {
  const { state, dispatch } = useContentKit();
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState<{ height?: number; aspectRatio?: number }>({});
  const data = useMemo(() => resolveFrameData(element.data, state), [element.data, state]);
  const dataRef = useRef(data);
  dataRef.current = data;
  const dispatchRef = useRef(dispatch);
  dispatchRef.current = dispatch;
  const safe = isSafeHref(element.source.url);
  const logged = usePageLoad('webframe', element.source.url, safe);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const request = readFrameMessage(event.data);
      if (!request) return;
      if (request.kind === 'ready') frame.current.contentWindow?.postMessage(frameDataMessage(dataRef.current), '*');
      else if (request.kind === 'resize') setSize({ height: request.height, aspectRatio: request.aspectRatio });
      else dispatchRef.current(request.action);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    frame.current?.contentWindow?.postMessage(frameDataMessage(data), '*');
  }, [data]);

  if (!safe) {
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
      {...logged}
      style={size.height ? { height: size.height } : { aspectRatio: String(size.aspectRatio ?? element.aspectRatio ?? 16 / 9) }}
    />
  );
}
