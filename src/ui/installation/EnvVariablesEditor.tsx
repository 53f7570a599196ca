import { type FormEvent, Fragment, useId, useRef, useState } from 'react';
import { DEFAULT_MANIFEST_ENVIRONMENT, manifestEnvironmentNames, resolveSecrets, secretsFor, variableFor } from '../../core/manifest';
import { updateWorkspace } from '../workspace/store';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function setEnv(update: (env: Record<string, string>) => Record<string, string>) {
  updateWorkspace((workspace) => ({ env: update({ ...workspace.env }) }));
}

function Variable({ name, value }: { name: string; value: string }) {
  const [shown, setShown] = useState(false);
  return (
    <li className="inst-env__row">
      <code className="inst-env__name">{name}</code>
      <input
        className="input inst-env__value"
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        aria-label={`Value of ${name}`}
        value={value}
        onChange={(event) => setEnv((env) => ({ ...env, [name]: event.target.value }))}
      />
      <button type="button" className="btn btn--ghost btn--small" aria-pressed={shown} aria-label={`${shown ? 'Hide' : 'Show'} ${name}`} onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'}
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-label={`Remove ${name}`}
        onClick={() =>
          setEnv((env) => {
            delete env[name];
            return env;
          })
        }
      >
        Remove
      </button>
    </li>
  );
}

/**
 * Which of the manifest's `envs` is in effect, as `gitbook dev --env <name>` chooses: its `secrets` replace the
 * top-level ones. Shown only when the manifest declares `envs`.
 */
function ManifestEnvironment({ manifest, chosen }: { manifest: unknown; chosen: string }) {
  const id = useId();
  const names = manifestEnvironmentNames(manifest);
  if (names.length === 0) return null;
  const options = names.includes(DEFAULT_MANIFEST_ENVIRONMENT) ? names : [DEFAULT_MANIFEST_ENVIRONMENT, ...names];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Manifest environment
      </label>
      <select
        id={id}
        className="select"
        value={chosen}
        aria-describedby={`${id}-help`}
        onChange={(event) => updateWorkspace({ manifestEnvironment: event.target.value === DEFAULT_MANIFEST_ENVIRONMENT ? undefined : event.target.value })}
      >
        {options.map((name) => (
          <option key={name} value={name}>
            {name === DEFAULT_MANIFEST_ENVIRONMENT && !names.includes(name) ? 'default (the top-level secrets)' : name}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="field__help">
        As <code>gitbook dev --env &lt;name&gt;</code>: the <code>envs</code> entry whose <code>secrets</code> replace the top-level ones.
      </p>
    </div>
  );
}

/** The workspace's environment variables, which `${{ env.NAME }}` secrets resolve against; values hidden by default. */
export function EnvVariablesEditor({ manifest, env, manifestEnvironment }: { manifest: unknown; env: Record<string, string>; manifestEnvironment?: string }) {
  const id = useId();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const chosen = manifestEnvironment ?? DEFAULT_MANIFEST_ENVIRONMENT;
  const { secrets } = secretsFor(manifest, chosen);
  const { missing, invalid, external = [] } = resolveSecrets(secrets, env);
  const wanted = missing.map((secret) => variableFor(secret, secrets?.[secret]));
  // 1Password references still without a value: kitbench reads the variable of the secret's own name instead
  const unreadable = external.filter((secret) => missing.includes(secret));

  const valueInput = useRef<HTMLInputElement>(null);
  function startWith(variable: string) {
    setName(variable);
    setProblem(undefined);
    valueInput.current?.focus();
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!NAME.test(trimmed)) {
      setProblem('A name starts with a letter or _ and holds letters, digits and _ only.');
      return;
    }
    setEnv((current) => ({ ...current, [trimmed]: value }));
    setName('');
    setValue('');
    setProblem(undefined);
  }

  return (
    <section className="panel-card inst-card" aria-labelledby={`${id}-title`}>
      <header className="inst-card__header">
        <h3 id={`${id}-title`} className="inst-card__title">
          Environment variables
        </h3>
        <p className="inst-card__hint">
          The manifest's <code>{'${{ env.NAME }}'}</code> secrets resolve against these; a secret named by reference (1Password) reads the variable of its own name. They
          stay in this browser and are never shared.
        </p>
      </header>
      {wanted.length > 0 && (
        <p className="note note--warning" role="note">
          The manifest's secrets need{' '}
          {wanted.map((variable, index) => (
            <Fragment key={variable}>
              {index > 0 && ', '}
              {/* One click to give it a value: the name is filled in, the value field takes the keys. */}
              <button type="button" className="link-button" aria-label={`Set ${variable}`} onClick={() => startWith(variable)}>
                {variable}
              </button>
            </Fragment>
          ))}
          : not set.
        </p>
      )}
      <ManifestEnvironment manifest={manifest} chosen={chosen} />
      {unreadable.length > 0 && (
        <p className="note note--warning" role="note">
          {unreadable.join(', ')}: a 1Password reference, which only the platform's CLI reads. Add a variable of the same name ({unreadable.join(', ')}) to give{' '}
          {unreadable.length > 1 ? 'them' : 'it'} a value here
          {manifestEnvironmentNames(manifest).length > 0 ? ', or choose a manifest environment whose secrets name variables' : ''}.
        </p>
      )}
      {invalid.length > 0 && (
        <p className="note note--warning" role="note">
          {invalid.join(', ')}: a secret's value must be <code>{'${{ env.NAME }}'}</code>.
        </p>
      )}
      <ul className="inst-env" aria-label="Variables">
        {Object.entries(env).map(([key, current]) => (
          <Variable key={key} name={key} value={current} />
        ))}
      </ul>
      <form className="inst-env__add" onSubmit={add} aria-label="Add a variable">
        <input className="input" placeholder="NAME" aria-label="Variable name" value={name} spellCheck={false} onChange={(event) => setName(event.target.value)} />
        <input
          className="input"
          type="password"
          autoComplete="off"
          placeholder="value"
          aria-label="Variable value"
          ref={valueInput}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn btn--small">
          Add
        </button>
      </form>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
