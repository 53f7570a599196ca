import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Dialog } from '../contentkit/Dialog';
import { BUILTIN_OPTIONS, filterOptions, type InsertOption, type ManifestBlock, optionTitle } from './blocks';
import { UnfurlUrlStep } from './UnfurlUrlStep';

/**
 * The editor's quick insert menu (Cmd+/ or Control+/): the manifest's blocks beside the editor's own kinds,
 * filtered as the user types; arrows move, Enter inserts, Escape closes. A combobox over a listbox, as cmdk does.
 */
export function QuickInsert({
  blocks,
  onChoose,
  onClose,
}: {
  blocks: ManifestBlock[];
  /** `url`: the link asked for a block that unfurls links. */
  onChoose: (option: InsertOption, url?: string) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const [askingUrl, setAskingUrl] = useState<ManifestBlock | undefined>(undefined);
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const all = useMemo<InsertOption[]>(() => [...blocks.map((block) => ({ kind: 'block' as const, block })), ...BUILTIN_OPTIONS], [blocks]);
  const options = useMemo(() => filterOptions(all, query), [all, query]);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the active option changes
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const firstBuiltin = options.findIndex((option) => option.kind !== 'block');
  const choose = (option: InsertOption) => {
    if (option.kind === 'block' && option.block.urlUnfurl?.length) setAskingUrl(option.block);
    else onChoose(option);
  };

  if (askingUrl) {
    return (
      <Dialog title="Quick insert" onClose={onClose} className="pv-quick">
        <UnfurlUrlStep block={askingUrl} onInsert={(url) => onChoose({ kind: 'block', block: askingUrl }, url)} onBack={() => setAskingUrl(undefined)} />
      </Dialog>
    );
  }

  return (
    <Dialog title="Quick insert" onClose={onClose} className="pv-quick">
      <div className="pv-quick__search">
        <input
          className="pv-quick__input"
          role="combobox"
          aria-label="Search blocks"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(activeIndex) : undefined}
          placeholder="Search blocks…"
          autoFocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((activeIndex + 1) % Math.max(options.length, 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((activeIndex - 1 + options.length) % Math.max(options.length, 1));
            } else if (event.key === 'Home') {
              event.preventDefault();
              setActive(0);
            } else if (event.key === 'End') {
              event.preventDefault();
              setActive(Math.max(options.length - 1, 0));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              const option = options[activeIndex];
              if (option) choose(option);
            }
          }}
        />
        <kbd>Esc</kbd>
      </div>
      <div id={listId} ref={listRef} role="listbox" aria-label="Blocks" className="pv-quick__list">
        {options.map((option, index) => {
          const description = option.kind === 'block' ? option.block.description : option.description;
          const section =
            index === 0 && option.kind === 'block' ? 'Integration blocks' : index === firstBuiltin ? 'Basic blocks' : undefined;
          return (
            <Fragment key={option.kind === 'block' ? `block:${option.block.id}` : option.kind}>
              {section && (
                <div className="pv-quick__section" aria-hidden="true">
                  {section}
                </div>
              )}
              <div
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                aria-describedby={description ? `${optionId(index)}-description` : undefined}
                tabIndex={-1}
                className="pv-quick__option"
                onMouseMove={() => setActive(index)}
                // The combobox input owns the keyboard (arrows, Enter); a click is the pointer's way to choose.
                onClick={() => choose(option)}
                onKeyDown={undefined}
              >
                <span className={`pv-quick__icon pv-quick__icon--${option.kind}`} aria-hidden="true">
                  {option.kind === 'block' ? option.block.title.slice(0, 1).toUpperCase() : ICONS[option.kind]}
                </span>
                <span className="pv-quick__text">
                  <span className="pv-quick__title">{optionTitle(option)}</span>
                  {description && (
                    <span id={`${optionId(index)}-description`} className="pv-quick__description">
                      {description}
                    </span>
                  )}
                </span>
                {option.kind === 'block' && <code className="pv-quick__id">{option.block.id}</code>}
              </div>
            </Fragment>
          );
        })}
      </div>
      {options.length === 0 && (
        <p className="pv-quick__empty" role="status">
          No block matches “{query}”.{blocks.length === 0 && ' The manifest declares no `blocks` yet.'}
        </p>
      )}
      <div className="pv-quick__footer" aria-hidden="true">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> to move
        </span>
        <span>
          <kbd>Enter</kbd> to insert
        </span>
      </div>
    </Dialog>
  );
}

const ICONS = { paragraph: '¶', heading: 'H', hint: 'i', divider: '—' } as const;
