import { useEffect, useState } from 'react';
import type { Waiting } from './store';
import { formatDuration } from './format';

/** The wait before the next attempt, counting down in delivery time (fast-forward counts ten times faster). */
export function Countdown({ waiting }: { waiting: Waiting }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  const remaining = Math.max(0, waiting.endsAt - now) * waiting.factor;
  const progress = 1 - remaining / waiting.delayMs;
  return (
    <div className="wh-countdown" role="timer" aria-label={`Attempt ${waiting.nextAttempt} countdown`}>
      <div className="wh-countdown__text">
        <span>
          Attempt {waiting.nextAttempt} in <strong>{formatDuration(remaining)}</strong>
        </span>
        <span className="wh-muted">
          backoff {formatDuration(waiting.delayMs)}
          {waiting.factor > 1 ? ` · fast-forward ×${waiting.factor}` : ''}
        </span>
      </div>
      <div className="wh-countdown__bar" aria-hidden="true">
        <div className="wh-countdown__fill" style={{ transform: `scaleX(${Math.min(1, Math.max(0, progress))})` }} />
      </div>
    </div>
  );
}
