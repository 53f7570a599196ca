import { type ReactNode, useState } from 'react';
import { ProblemBox } from './ProblemBox';
import { RenderedTree } from './RenderedTree';
import { Timeline } from './Timeline';
import { useInstance } from './useInstance';

/** One live component: its render (or the problem in its place), its notices, and its action timeline. */
export function InstanceView({
  componentId,
  props,
  showTimeline,
  persistProps,
}: {
  componentId: string;
  props: Record<string, unknown>;
  showTimeline: boolean;
  persistProps?: (props: Record<string, unknown>) => void;
}) {
  const { instance, snapshot } = useInstance(componentId, props, { persistProps });
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const past = selectedId !== undefined ? snapshot.timeline.find((entry) => entry.id === selectedId) : undefined;

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
      {past && (
        <div className="note note--info pv-travel" role="status">
          Showing the block after <code>{past.action.action}</code> (read-only).
        </div>
      )}
      <div className={past ? 'pv-instance__body pv-instance__body--past' : 'pv-instance__body'}>{body}</div>
      {showTimeline && instance && (
        <Timeline
          entries={snapshot.timeline}
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
