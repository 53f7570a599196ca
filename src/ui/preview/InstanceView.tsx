import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { RenderContext } from './instance';
import { ProblemBox } from './ProblemBox';
import { RenderedTree } from './RenderedTree';
import { Timeline } from './Timeline';
import { useInstance } from './useInstance';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], iframe, [tabindex]:not([tabindex="-1"])';

/** One live component: its render (or the problem in its place), its notices, and its action timeline. */
export function InstanceView({
  componentId,
  props,
  showTimeline,
  persistProps,
  context,
  focusOnStart,
  unfurlUrl,
  onComplete,
  refreshKey,
}: {
  componentId: string;
  props: Record<string, unknown>;
  showTimeline: boolean;
  persistProps?: (props: Record<string, unknown>) => void;
  /** `element.context`: where the component renders. */
  context?: RenderContext;
  /** Called once the first render is on screen, with its first control (or undefined): the block was just inserted. */
  focusOnStart?: (firstControl: HTMLElement | undefined) => void;
  /** A pasted link: sent once as `@link.unfurl` after the first render. */
  unfurlUrl?: string;
  /** Called once when an action returns `{ type: 'complete' }` (a configuration screen closes then), with its `returnValue`. */
  onComplete?: (returnValue: unknown) => void;
  /** When this changes (after the first render), the component renders again with its state kept. */
  refreshKey?: string;
}) {
  const { instance, snapshot } = useInstance(componentId, props, { persistProps, context });
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const past = selectedId !== undefined ? snapshot.timeline.find((entry) => entry.id === selectedId) : undefined;
  const bodyRef = useRef<HTMLDivElement>(null);
  const started = snapshot.status !== 'starting';

  const focusRef = useRef(focusOnStart);
  focusRef.current = focusOnStart;
  useEffect(() => {
    if (!started || !focusRef.current) return;
    const first = bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
    focusRef.current(first);
    focusRef.current = undefined;
  }, [started]);

  const renderedKey = useRef(refreshKey);
  useEffect(() => {
    if (!instance || !started || renderedKey.current === refreshKey) return;
    renderedKey.current = refreshKey;
    void instance.rerender();
  }, [instance, started, refreshKey]);

  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  useEffect(() => {
    if (snapshot.completed) completeRef.current?.(snapshot.returnValue);
  }, [snapshot.completed, snapshot.returnValue]);

  const unfurlSent = useRef<ComponentInstanceKey>(undefined);
  useEffect(() => {
    if (!started || !instance || !unfurlUrl || unfurlSent.current === instance) return;
    unfurlSent.current = instance;
    void instance.unfurl(unfurlUrl);
  }, [started, instance, unfurlUrl]);

  let body: ReactNode;
  if (past) {
    body = past.tree !== undefined ? <RenderedTree tree={past.tree} state={past.stateAfter} instance={undefined} /> : <p className="pv-muted">This step did not render.</p>;
  } else if (snapshot.problem) {
    body = <ProblemBox problem={snapshot.problem} componentId={componentId} onRetry={instance && (() => void instance.rerender())} />;
  } else if (snapshot.status === 'starting') {
    body = (
      <div className="pv-loading" aria-live="polite">
        Rendering <code>{componentId}</code>…
      </div>
    );
  } else {
    body = <RenderedTree tree={snapshot.tree} state={snapshot.state} instance={instance} />;
  }

  return (
    <div className="pv-instance">
      {snapshot.notice && (
        <div className="pv-notice" role="alert">
          <span>{snapshot.notice}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => instance?.dismissNotice()}>
            Dismiss
          </button>
        </div>
      )}
      {snapshot.completed && !onComplete && (
        <div className="note pv-complete" role="status">
          Completed: an action returned <code>{"{ type: 'complete' }"}</code>, so the platform would close this configuration step.
        </div>
      )}
      {past && (
        <div className="note note--info pv-travel" role="status">
          Showing the block after <code>{past.action.action}</code> (read-only).
        </div>
      )}
      <div ref={bodyRef} className={past ? 'pv-instance__body pv-instance__body--past' : 'pv-instance__body'}>
        {body}
      </div>
      {showTimeline && instance && (
        <Timeline
          componentId={componentId}
          props={props}
          entries={snapshot.timeline}
          context={context}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onReset={() => {
            setSelectedId(undefined);
            void instance.reset();
          }}
        />
      )}
    </div>
  );
}

type ComponentInstanceKey = object | undefined;
