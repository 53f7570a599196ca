import { type FormEvent, useId, useState } from 'react';
import { unfurlUrlProblem } from '../../core/contentkit/unfurl';
import type { ManifestBlock } from './blocks';

/**
 * Quick insert's second step for a block that unfurls links: the editor asks which link to show before it
 * inserts the block with `{ url }`. The field is checked against the block's `urlUnfurl` patterns on submit.
 */
export function UnfurlUrlStep({ block, onInsert, onBack }: { block: ManifestBlock; onInsert: (url: string) => void; onBack: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = unfurlUrlProblem(block, text);
    setProblem(found);
    if (!found) onInsert(text.trim());
  };
  const patterns = block.urlUnfurl ?? [];
  return (
    <form className="pv-unfurl" aria-label={`Link for ${block.title}`} onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={`${id}-url`}>
        Link to show in {block.title}
      </label>
      <input
        id={`${id}-url`}
        className="input pv-unfurl__input"
        type="url"
        inputMode="url"
        autoComplete="url"
        autoFocus
        placeholder={patterns[0]?.replace(/\*+/g, '…') ?? 'https://'}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-help${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(undefined);
        }}
      />
      <p id={`${id}-help`} className="field__help">
        Links this block unfurls: {patterns.map((pattern, index) => (
          <span key={pattern}>
            {index > 0 && ', '}
            <code>{pattern}</code>
          </span>
        ))}
        . Pasting such a link into the page inserts the block too.
      </p>
      {problem && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="pv-unfurl__actions">
        <button type="button" className="btn btn--ghost" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn btn--primary">
          Insert {block.title}
        </button>
      </div>
    </form>
  );
}
