import { useContext, useRef, useState } from 'react';
import { PreviewSessionContext } from './session';
import { InstanceView } from './InstanceView';

/** A live component block in the document: a slim toolbar over the component's own render. */
export function ComponentNode({
  blockId,
  title,
  props,
  canMoveUp,
  canMoveDown,
  onMove,
  onRemove,
  onFocus,
  persistProps,
  takeFocus,
  onFocusTaken,
  unfurlUrl,
}: {
  blockId: string;
  title: string;
  props: Record<string, unknown>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onFocus: () => void;
  persistProps: (props: Record<string, unknown>) => void;
  /** The block was just inserted: focus its first control once it renders (the block itself if it has none). */
  takeFocus?: boolean;
  onFocusTaken?: () => void;
  /** The pasted link this block was inserted for, sent once as `@link.unfurl`. */
  unfurlUrl?: string;
}) {
  const session = useContext(PreviewSessionContext);
  const [showTimeline, setShowTimeline] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const focusFirst = (first: HTMLElement | undefined) => {
    (first ?? groupRef.current)?.focus();
    onFocusTaken?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a block's controls and content, not a form fieldset
    <div ref={groupRef} className="pv-component" role="group" aria-label={`${title} block`} tabIndex={-1} onFocus={onFocus}>
      <div className="pv-component__bar">
        <span className="pv-component__badge" aria-hidden="true">
          {title.slice(0, 1).toUpperCase()}
        </span>
        <span className="pv-component__title">{title}</span>
        <code className="pv-component__id">{blockId}</code>
        <span className="pv-component__spacer" />
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-pressed={showTimeline}
          onClick={() => setShowTimeline((shown) => !shown)}
        >
          Timeline
        </button>
        <button type="button" className="btn btn--ghost btn--small" aria-label={`Move ${title} up`} disabled={!canMoveUp} onClick={() => onMove(-1)}>
          ↑
        </button>
        <button type="button" className="btn btn--ghost btn--small" aria-label={`Move ${title} down`} disabled={!canMoveDown} onClick={() => onMove(1)}>
          ↓
        </button>
        <button type="button" className="btn btn--ghost btn--small" aria-label={`Remove ${title}`} onClick={onRemove}>
          ✕
        </button>
      </div>
      {session ? (
        <InstanceView
          componentId={blockId}
          props={props}
          showTimeline={showTimeline}
          persistProps={persistProps}
          context={session.documentContext}
          focusOnStart={takeFocus ? focusFirst : undefined}
          unfurlUrl={unfurlUrl}
        />
      ) : (
        <p className="pv-muted pv-component__offline">The script runtime is not running, so this block cannot render yet.</p>
      )}
    </div>
  );
}
