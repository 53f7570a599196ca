import { useId, useState } from 'react';
import { type InstallationTarget, statusLabel } from '../../core/installation';
import type { ScriptHost } from '../../sandbox/types';
import type { InstallationState } from '../workspace/types';
import { installIntegration, pauseIntegration, uninstallIntegration } from './actions';

const DEFAULT_SPACE = 'space_docs';
const badgeOf = { active: 'badge--success', pending: 'badge--warning', paused: 'badge--info' } as const;

/** The status, and where the integration is installed: install, pause, reinstall and uninstall. */
export function InstallControls({ installation, host, missing }: { installation: InstallationState | null; host: ScriptHost | undefined; missing: string[] }) {
  const id = useId();
  const [target, setTarget] = useState<InstallationTarget>(installation?.target ?? 'space');
  const [spaceId, setSpaceId] = useState(installation?.spaceId ?? DEFAULT_SPACE);
  const [confirming, setConfirming] = useState(false);
  const spaceValid = /^[A-Za-z0-9_-]+$/.test(spaceId.trim());
  const status = installation?.status;

  return (
    <section className="panel-card inst-card inst-summary" aria-labelledby={`${id}-title`}>
      <div className="inst-summary__top">
        <div>
          <h3 id={`${id}-title`} className="inst-card__title">
            Installation
          </h3>
          <p className="inst-card__hint">
            {installation
              ? installation.target === 'space'
                ? `Installed in space ${installation.spaceId} · ${installation.id}`
                : `Installed for the organization · ${installation.id}`
              : 'Not installed. Install to configure the integration and run its setup events.'}
          </p>
        </div>
        <div className="inst-status">
          <span id={`${id}-status`} className="inst-status__label">
            Installation status
          </span>
          <span aria-labelledby={`${id}-status`} role="status" className={`badge ${status ? badgeOf[status] : ''}`}>
            {status ? statusLabel(status) : 'Not installed'}
          </span>
        </div>
      </div>
      {installation && status === 'pending' && missing.length > 0 && (
        <p className="note note--warning">Pending until set: {missing.join(', ')}.</p>
      )}
      {installation ? (
        <div className="inst-summary__controls">
          <button type="button" className="btn" onClick={() => pauseIntegration(status !== 'paused')}>
            {status === 'paused' ? 'Resume' : 'Pause'}
          </button>
          <button type="button" className="btn" onClick={() => installIntegration(host, installation.target, installation.spaceId)}>
            Reinstall
          </button>
          {confirming ? (
            <span className="inst-confirm">
              <span>Remove the installation and its configuration?</span>
              <button
                type="button"
                className="btn btn--danger btn--small"
                onClick={() => {
                  setConfirming(false);
                  uninstallIntegration();
                }}
              >
                Uninstall
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </span>
          ) : (
            <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
              Uninstall…
            </button>
          )}
        </div>
      ) : (
        <div className="inst-summary__controls">
          <fieldset className="inst-target">
            <legend className="visually-hidden">Install into</legend>
            {(['space', 'organization'] as const).map((value) => (
              <label key={value} className={`inst-target__option${target === value ? ' is-selected' : ''}`}>
                <input type="radio" name={`${id}-target`} value={value} checked={target === value} onChange={() => setTarget(value)} />
                {value === 'space' ? 'Space' : 'Organization'}
              </label>
            ))}
          </fieldset>
          {target === 'space' && (
            <input
              className="input inst-space"
              value={spaceId}
              aria-invalid={!spaceValid || undefined}
              aria-label="Space ID"
              spellCheck={false}
              onChange={(event) => setSpaceId(event.target.value)}
            />
          )}
          <button
            type="button"
            className="btn btn--primary inst-summary__install"
            disabled={target === 'space' && !spaceValid}
            onClick={() => installIntegration(host, target, spaceId.trim())}
          >
            Install
          </button>
        </div>
      )}
      {!spaceValid && target === 'space' && !installation && <p className="field__error">A space ID holds letters, digits, - and _ only.</p>}
    </section>
  );
}
