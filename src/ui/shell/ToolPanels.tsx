import { type KeyboardEvent, Suspense, useRef, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { usePanelRequests } from './navigation';
import { panels } from './panels';

const STORAGE_KEY = 'kitbench:panel';

/** The tool panels as an ARIA tab list (arrow keys, Home, End), each panel loaded on first view. */
export function ToolPanels() {
  const [active, setActive] = useState(() => {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(STORAGE_KEY);
    } catch {
      // Storage turned off (a privacy setting): the first panel, and the choice lasts for this page.
    }
    return panels.some((p) => p.id === saved) ? (saved as string) : panels[0].id;
  });
  const [visited, setVisited] = useState(() => new Set([active]));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const section = useRef<HTMLElement>(null);

  const select = (id: string, focus = false) => {
    setActive(id);
    setVisited((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
    try {
      localStorage.setItem(STORAGE_KEY, id);
    } catch {
      // Storage full or turned off: the panel still opens, it is just not remembered.
    }
    if (focus) tabRefs.current.get(id)?.focus();
    // On a short window the chosen panel may sit partly below the fold: bring the tool area into view.
    requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  };

  // Another panel's way there (the Preview's "Try … in Events"): show the panel it names, if there is one.
  usePanelRequests((id) => {
    if (panels.some((p) => p.id === id)) select(id);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const index = panels.findIndex((p) => p.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: panels.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + panels.length) % panels.length;
    select(panels[next].id, true);
  };

  return (
    <section ref={section} className="tools" aria-label="Tools">
      <div role="tablist" aria-label="Tool panels" className="tools__tabs" onKeyDown={onKeyDown}>
        {panels.map((panel) => (
          <button
            key={panel.id}
            ref={(el) => {
              if (el) tabRefs.current.set(panel.id, el);
            }}
            type="button"
            role="tab"
            id={`tab-${panel.id}`}
            aria-selected={panel.id === active}
            aria-controls={`panel-${panel.id}`}
            tabIndex={panel.id === active ? 0 : -1}
            className="tools__tab"
            onClick={() => select(panel.id)}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {panels.map((panel) =>
        // Panels stay mounted once visited, so a running delivery or a form keeps its state across tabs.
        visited.has(panel.id) ? (
          <div
            key={panel.id}
            role="tabpanel"
            id={`panel-${panel.id}`}
            aria-labelledby={`tab-${panel.id}`}
            hidden={panel.id !== active}
            className="tools__panel"
          >
            <ErrorBoundary area={`The ${panel.label} panel`}>
              <Suspense fallback={<p className="panel-loading">Loading {panel.label}…</p>}>
                <panel.Component />
              </Suspense>
            </ErrorBoundary>
          </div>
        ) : null,
      )}
    </section>
  );
}
