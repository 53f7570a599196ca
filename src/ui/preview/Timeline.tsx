import { useState } from 'react';
import { exportFileName, exportTest } from '../../core/test-export/export';
import { exportPlaywrightTest, exportSpecFileName } from '../../core/test-export/export-playwright';
import { manifestFileOf } from '../../core/workspace/manifest-file';
import { useWorkspace } from '../workspace/store';
import { readBlocks } from './blocks';
import { type ExportFormat, ExportTestDialog } from './ExportTestDialog';
import type { RenderContext, TimelineEntry } from './instance';

function formatMs(ms: number | undefined): string {
  if (ms === undefined) return '—';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? 'undefined';
  } catch {
    return String(value);
  }
}

/** The action history of one instance: pick an entry to see the block as it was after it. */
export function Timeline({
  componentId,
  props,
  entries,
  context,
  selectedId,
  onSelect,
  onReset,
}: {
  /** The block's component, for the exported test's `insert`. */
  componentId: string;
  /** The props the block was inserted with. */
  props: Record<string, unknown>;
  entries: TimelineEntry[];
  /** `element.context` every call of this block received. */
  context?: RenderContext;
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  onReset: () => void;
}) {
  const selected = entries.find((entry) => entry.id === selectedId);
  const manifest = useWorkspace((w) => w.manifest);
  const env = useWorkspace((w) => w.env);
  const manifestFile = useWorkspace(manifestFileOf);
  const [exported, setExported] = useState<ExportFormat[]>();
  const exportTimeline = () => {
    const title = readBlocks(manifest).find((block) => block.id === componentId)?.title;
    const input = { componentId, title, props, timeline: entries, envNames: Object.keys(env), manifestFile };
    setExported([
      { id: 'node', text: exportTest(input), fileName: exportFileName(componentId) },
      { id: 'playwright', text: exportPlaywrightTest(input), fileName: exportSpecFileName(componentId) },
    ]);
  };
  return (
    <div className="pv-timeline">
      <div className="pv-timeline__bar">
        <span className="pv-timeline__title">Action timeline</span>
        <span className="pv-timeline__count">{entries.length === 1 ? '1 step' : `${entries.length} steps`}</span>
        {selected && (
          <button type="button" className="btn btn--small" onClick={() => onSelect(undefined)}>
            Back to live
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={exportTimeline}>
          Export as test
        </button>
        <button type="button" className="btn btn--small btn--danger" onClick={onReset}>
          Reset instance
        </button>
      </div>
      {exported !== undefined && <ExportTestDialog formats={exported} onClose={() => setExported(undefined)} />}
      <ol className="pv-timeline__list" aria-label="Actions">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={`pv-timeline__entry${entry.id === selectedId ? ' pv-timeline__entry--selected' : ''}${entry.problem ? ' pv-timeline__entry--failed' : ''}`}
              aria-pressed={entry.id === selectedId}
              onClick={() => onSelect(entry.id === selectedId ? undefined : entry.id)}
            >
              <code className="pv-timeline__action">{entry.action.action}</code>
              <span className="pv-timeline__time">{new Date(entry.time).toLocaleTimeString()}</span>
              <span className="pv-timeline__ms" title="action / render time">
                {entry.actionMs !== undefined && `${formatMs(entry.actionMs)} + `}
                {formatMs(entry.renderMs)}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {selected && (
        <div className="pv-timeline__detail">
          <section>
            <h4>Payload</h4>
            <pre>{json(selected.action)}</pre>
          </section>
          <section>
            <h4>State before</h4>
            <pre>{json(selected.stateBefore)}</pre>
          </section>
          <section>
            <h4>State after</h4>
            <pre>{json(selected.stateAfter)}</pre>
          </section>
          {context && (
            <section className="pv-timeline__context">
              <h4>element.context</h4>
              <pre>{json(context)}</pre>
            </section>
          )}
          {selected.problem && <p className="pv-timeline__problem">{selected.problem}</p>}
        </div>
      )}
    </div>
  );
}
