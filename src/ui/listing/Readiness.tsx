import type { ReadinessItem } from './readiness';
import { revealInManifest } from './reveal';

function Item({ item }: { item: ReadinessItem }) {
  const status = item.ok ? 'Done' : item.kind === 'blocking' ? 'Blocking' : 'Advice';
  return (
    <li className={`check check--${item.ok ? 'ok' : item.kind}`}>
      <button type="button" className="check__button" onClick={() => revealInManifest(item.line, item.column)}>
        <span className="check__mark" aria-hidden="true">
          {item.ok ? '✓' : item.kind === 'blocking' ? '✕' : '!'}
        </span>
        <span className="check__text">
          <span className="check__title">{item.title}</span>
          {item.detail ? <span className="check__detail">{item.detail}</span> : null}
        </span>
        <span className="visually-hidden">({status}; go to line {item.line})</span>
        <span className="check__line" aria-hidden="true">
          Ln {item.line}
        </span>
      </button>
    </li>
  );
}

/** The verdict beside the heading: never "Ready" while the manifest has an error or is still being checked. */
function Verdict({ open, manifestError, checking }: { open: number; manifestError?: ReadinessItem; checking: boolean }) {
  if (manifestError) {
    return (
      <span className="readiness__verdict">
        <span className="badge badge--danger">Not ready</span>
        <button type="button" className="btn btn--small" onClick={() => revealInManifest(manifestError.line, manifestError.column)}>
          Manifest error on line {manifestError.line}
        </button>
      </span>
    );
  }
  if (open > 0) return <span className="badge badge--danger">{open === 1 ? '1 item blocks submission' : `${open} items block submission`}</span>;
  if (checking) return <span className="badge">Checking the manifest…</span>;
  return <span className="badge badge--success">Ready to submit</span>;
}

/** The marketplace readiness checklist: blocking items first, then advice; each jumps to its manifest line. */
export function Readiness({ items, checking = false }: { items: ReadinessItem[]; checking?: boolean }) {
  const blocking = items.filter((i) => i.kind === 'blocking');
  const advice = items.filter((i) => i.kind === 'advice');
  const open = blocking.filter((i) => !i.ok).length;
  const manifestError = blocking.find((i) => i.id === 'manifest' && !i.ok);
  return (
    <section className="readiness" aria-labelledby="readiness-heading">
      <header className="readiness__header">
        <h2 id="readiness-heading">Marketplace readiness</h2>
        <Verdict open={open} manifestError={manifestError} checking={checking} />
      </header>
      <h3 className="readiness__group">Required for submission</h3>
      <ul className="checklist">
        {[...blocking.filter((i) => !i.ok), ...blocking.filter((i) => i.ok)].map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </ul>
      {advice.length > 0 ? (
        <>
          <h3 className="readiness__group">Advice</h3>
          <ul className="checklist">
            {advice.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
