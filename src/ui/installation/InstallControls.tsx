import { useId, useState } from 'react';
import { DEFAULT_SITE_ID, type InstallationTarget, statusLabel } from '../../core/installation';
import { PLAYGROUND_SPACE_ID } from '../../core/runtime/environment';
import type { ScriptHost } from '../../sandbox/types';
import type { InstallationState } from '../workspace/types';
import { installIntegration, pauseIntegration, uninstallIntegration } from './actions';

const DEFAULT_SPACE = 'space_docs';
const badgeOf = { active: 'badge--success', pending: 'badge--warning', paused: 'badge--info' } as const;
const TARGETS: { value: InstallationTarget; label: string }[] = [
  { value: 'space', label: 'Space' },
  { value: 'site', label: 'Site' },
  { value: 'organization', label: 'Organization' },
];
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Where an installation is, as the summary says it. */
function placeOf(installation: InstallationState): string {
  if (installation.target === 'space') return `Installed in space ${installation.spaceId} · ${installation.id}`;
  if (installation.target === 'site') return `Installed on site ${installation.siteId ?? DEFAULT_SITE_ID} · ${installation.id}`;
  return `Installed for the organization · ${installation.id}`;
}

/** The status, and where the integration is installed: install, pause, reinstall and uninstall. */
export function InstallControls({ installation, host, missing }: { installation: InstallationState | null; host: ScriptHost | undefined; missing: string[] }) {
  const id = useId();
  const [target, setTarget] = useState<InstallationTarget>(installation?.target ?? 'space');
  const [spaceId, setSpaceId] = useState(installation?.spaceId ?? DEFAULT_SPACE);
  const [siteId, setSiteId] = useState(installation?.siteId ?? DEFAULT_SITE_ID);
  const [confirming, setConfirming] = useState(false);
  const placeId = target === 'site' ? siteId : spaceId;
  const placeValid = target === 'organization' || ID_PATTERN.test(placeId.trim());
  const reinstall = (current: InstallationState) => installIntegration(host, current.target, current.spaceId, current.siteId);
  const status = installation?.status;

  return (
    <section className="panel-card inst-card inst-summary" aria-labelledby={`${id}-title`}>
      <div className="inst-summary__top">
        <div>
          <h3 id={`${id}-title`} className="inst-card__title">
            Installation
          </h3>
          <p className="inst-card__hint">
            {installation ? placeOf(installation) : 'Not installed. Install to configure the integration and run its setup events.'}
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
          <button type="button" className="btn" onClick={() => reinstall(installation)}>
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
            {TARGETS.map(({ value, label }) => (
              <label key={value} className={`inst-target__option${target === value ? ' is-selected' : ''}`}>
                <input type="radio" name={`${id}-target`} value={value} checked={target === value} onChange={() => setTarget(value)} />
                {label}
              </label>
            ))}
          </fieldset>
          {target !== 'organization' && (
            <input
              className="input inst-space"
              value={placeId}
              aria-invalid={!placeValid || undefined}
              aria-label={target === 'site' ? 'Site ID' : 'Space ID'}
              spellCheck={false}
              onChange={(event) => (target === 'site' ? setSiteId : setSpaceId)(event.target.value)}
            />
          )}
          <button
            type="button"
            className="btn btn--primary inst-summary__install"
            disabled={!placeValid}
            onClick={() =>
              target === 'site'
                ? installIntegration(host, 'site', PLAYGROUND_SPACE_ID, siteId.trim())
                : installIntegration(host, target, spaceId.trim())
            }
          >
            Install
          </button>
        </div>
      )}
      {!placeValid && !installation && (
        <p className="field__error">A {target === 'site' ? 'site' : 'space'} ID holds letters, digits, - and _ only.</p>
      )}
    </section>
  );
}
