import { useId, useState } from 'react';
import { getOAuthProviderBehaviour, type OAuthProviderBehaviour, oauthProviderBehaviours, setOAuthProviderBehaviour } from '../../mock/oauth-provider';

/** Picks how the mock OAuth provider answers, to try the integration's error paths. */
export function ProviderBehaviour() {
  const id = useId();
  const [behaviour, setBehaviour] = useState(getOAuthProviderBehaviour);
  return (
    <div className="inst-provider">
      <label htmlFor={id} className="field__label">
        Mock OAuth provider
      </label>
      <select
        id={id}
        className="select"
        value={behaviour}
        onChange={(event) => {
          const next = event.target.value as OAuthProviderBehaviour;
          setOAuthProviderBehaviour(next);
          setBehaviour(next);
        }}
      >
        {oauthProviderBehaviours.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
