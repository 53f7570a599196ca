import { useId, useState, useSyncExternalStore } from 'react';
import { NativeDialog } from '../kit/Dialog';
import { useWorkspace } from '../workspace/store';
import { mocksFileOf } from './mocks';
import { discardRecordings, keepRecordings, type Refusal, recordStore } from './record';
import { NotRecordedItem, RecordingItem } from './RecordingsDialogItem';
import '../preview/export-test.css';
import './RecordingsDialog.css';

/**
 * Record mode's review: every real response `kitbench dev --record` kept, with each value redacted from it (where,
 * why, and a choice to keep it) and what was cut to fit the mocks file, and each answer that was not recorded
 * (over the size kitbench dev takes, or not text) with why. Nothing is written until the author chooses "Write to
 * kitbench.mocks.ts"; unchecked ones are discarded or left for later.
 */
export function RecordingsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { recordings, notRecorded = [] } = useSyncExternalStore(recordStore.subscribe, recordStore.get, recordStore.get);
  const file = useWorkspace((w) => mocksFileOf(w.sources));
  const [unchecked, setUnchecked] = useState<Set<number>>(new Set());
  const [refused, setRefused] = useState<Refusal[]>([]);
  const chosen = recordings.filter((recording) => !unchecked.has(recording.id)).map((recording) => recording.id);
  const toggle = (id: number) =>
    setUnchecked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const write = async () => {
    const result = await keepRecordings(chosen);
    if (result.refused.length > 0) setRefused(result.refused);
    else onClose();
  };

  return (
    <NativeDialog labelledBy={titleId} onClose={onClose} closeOnBackdrop={false} className="xt-dialog nw-review">
      <div className="xt-dialog__body">
        <header className="xt-dialog__header">
          <h2 id={titleId}>Review recordings</h2>
          <button type="button" className="btn btn--ghost btn--small" onClick={onClose} aria-label="Close">
            ✕
          </button>
        </header>
        <p className="xt-dialog__note">
          Real responses recorded by <code>kitbench dev --record</code>, credentials found by name and by value replaced with{' '}
          <mark className="nw-mark">REDACTED</mark>. Keep a value you know is harmless: the choice is remembered for that field of that request.
          The checked recordings become handlers in <code>{file}</code>; nothing is written before you choose to.
        </p>
        <div className="nw-review__lists">
          {notRecorded.length > 0 && (
            <ul className="nw-recordings" aria-label="Not recorded">
              {notRecorded.map((entry) => (
                <NotRecordedItem key={entry.id} entry={entry} onDismiss={() => void discardRecordings([entry.id])} />
              ))}
            </ul>
          )}
          {recordings.length === 0 ? (
            <p className="rt-muted">Nothing recorded yet: use a block whose script fetches from a real service.</p>
          ) : (
            <ul className="nw-recordings" aria-label="Recordings">
              {recordings.map((recording) => (
                <RecordingItem
                  key={recording.id}
                  recording={recording}
                  checked={!unchecked.has(recording.id)}
                  onToggle={() => toggle(recording.id)}
                  refusal={refused.find((refusal) => refusal.id === recording.id)}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="xt-dialog__actions">
          <button
            type="button"
            className="btn"
            onClick={() => void discardRecordings([...recordings, ...notRecorded].map((entry) => entry.id))}
            disabled={recordings.length + notRecorded.length === 0}
          >
            Discard all
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void write()} disabled={chosen.length === 0}>
            Write {chosen.length === 1 ? '1 mock' : `${chosen.length} mocks`} to {file}
          </button>
        </div>
      </div>
    </NativeDialog>
  );
}
