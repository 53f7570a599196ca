import type { HandlerPart, IntegrationDescription } from '../../core/handlers/describe';
import { MessageText } from '../kit/MessageText';
import { openPanel } from '../shell/navigation';
import { waysTo } from './ways';
import './overview.css';

/** Where the script is: what the overview may claim depends on it. */
export type ScriptPhase = 'loaded' | 'loading' | 'failed' | 'held' | 'nothing' | 'unavailable';

const PHASE_TEXT: Record<Exclude<ScriptPhase, 'loaded'>, string> = {
  loading: 'Loading the script to see what it handles…',
  failed: 'The script did not load, so what it handles is not known yet: its problem is shown above and in Script status.',
  held: 'The script is stopped until you run it (it came from a link), so what it handles is not known yet.',
  nothing: 'There is no script to run, so what it handles is not known: Script status says what is missing.',
  unavailable: 'The script runtime is not available, so what the script handles is not known.',
};

/** A part's ways there; `primary` marks the first way of the integration's main part. */
function WayButtons({ part, compact, primary }: { part: HandlerPart; compact?: boolean; primary?: boolean }) {
  return waysTo(part).map((way, index) => (
    <button
      key={way.label}
      type="button"
      className={compact ? 'pv-also__way' : `btn btn--small${primary && index === 0 ? ' btn--primary' : ''}`}
      onClick={() => openPanel(way.intent)}
    >
      {way.label}
      {compact ? null : <span aria-hidden="true"> →</span>}
    </button>
  ));
}

/**
 * The Preview's page for an integration without blocks: nothing of it shows in the editor's page, so it says what the
 * integration does (one sentence), then each part with a way to where it runs.
 */
export function IntegrationOverview({ title, description, phase }: { title: string; description: IntegrationDescription; phase: ScriptPhase }) {
  const loaded = phase === 'loaded' && description.headline !== undefined;
  return (
    <section className="pv-overview" aria-label="Integration overview">
      <div className="pv-overview__card">
        <header className="pv-overview__header">
          <div className="pv-overview__app" aria-hidden="true">
            {title.slice(0, 1).toUpperCase()}
          </div>
          <div>
            <p className="pv-overview__eyebrow">Integration without blocks</p>
            <h2 className="pv-overview__headline">{loaded ? <MessageText text={description.headline!} /> : title}</h2>
          </div>
        </header>
        {loaded ? (
          <p className="pv-overview__lead">
            {description.parts.length
              ? 'It adds no block to the editor’s page. Try each part where the platform runs it:'
              : 'Its script declares no handler yet: give createIntegration a fetch handler, events, components or a site handler such as fetch_published_script.'}
          </p>
        ) : (
          <p className={`pv-overview__lead${phase === 'failed' ? ' pv-overview__lead--danger' : ''}`} role="status">
            {PHASE_TEXT[phase === 'loaded' ? 'loading' : phase]}
          </p>
        )}
        {description.parts.length > 0 ? (
          <ul className="pv-overview__parts" aria-label="What it handles">
            {description.parts.map((part, index) => (
              <li key={`${part.kind}:${part.name}`} className="pv-part">
                <div className="pv-part__text">
                  <p className="pv-part__title">
                    <span>{part.title}</span>
                    {part.kind === 'settings' ? null : <code className="pv-part__name">{part.name}</code>}
                  </p>
                  <p className="pv-part__does">
                    <MessageText text={part.does} />
                  </p>
                  {part.notOnSite ? (
                    <p className="note note--warning pv-part__note">
                      <MessageText text={part.notOnSite} />
                    </p>
                  ) : null}
                </div>
                <div className="pv-part__ways">
                  <WayButtons part={part} primary={index === 0} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="pv-overview__foot">
          A block appears here once the manifest lists it under <code>blocks</code> with the id of one of the script’s components.
        </p>
      </div>
    </section>
  );
}

/** For an integration with blocks and more: one line under the Document naming its other handlers and their ways. */
export function OtherHandlers({ parts }: { parts: HandlerPart[] }) {
  // blocks are the Document's; settings are the Installation's; a stray component is most often a block's modal
  const shown = parts.filter((part) => !['block', 'settings', 'component'].includes(part.kind) && waysTo(part).length > 0);
  if (!shown.length) return null;
  return (
    <nav className="pv-also" aria-label="Other handlers">
      <span className="pv-also__label">Also handles</span>
      {shown.map((part) => (
        <span key={`${part.kind}:${part.name}`} className="pv-also__item">
          {/* the events' ways name their event; the others' name where they go, so the part's title comes first */}
          {waysTo(part)[0].label.includes(part.name) ? null : <span className="pv-also__title">{part.title}</span>}
          <WayButtons part={part} compact />
        </span>
      ))}
    </nav>
  );
}
