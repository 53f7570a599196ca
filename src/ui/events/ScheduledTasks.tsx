import { useId, useSyncExternalStore } from 'react';
import { type ScheduledTask, scheduledTasks } from './scheduled';

function dueText(task: ScheduledTask): string {
  const seconds = Math.max(0, Math.round((task.dueAt - Date.now()) / 1000));
  const when = seconds >= 3600 ? `${Math.round(seconds / 360) / 10} h` : seconds >= 60 ? `${Math.round(seconds / 60)} min` : `${seconds} s`;
  return `schedule ${task.schedule} s · due at ${new Date(task.dueAt).toLocaleTimeString()} (in about ${when})`;
}

/**
 * The tasks the script queued with a `schedule`, waiting for their time as on the platform; "Run now" delivers one
 * at once, the way the platform will, and its run joins the history as queued by the script.
 */
export function ScheduledTasks({ onRun }: { onRun: () => void }) {
  const tasks = useSyncExternalStore(scheduledTasks.subscribe, scheduledTasks.getTasks, scheduledTasks.getTasks);
  const id = useId();
  if (tasks.length === 0) return null;
  return (
    <section className="panel-card rt-card" aria-labelledby={`${id}-title`}>
      <div className="rt-row">
        <h3 id={`${id}-title`} className="rt-card__title">
          Scheduled tasks
        </h3>
      </div>
      <p className="rt-muted">Your script queued these with a schedule: the platform runs each once its time comes. Run one now to see what it does.</p>
      <ul className="rt-list ev-scheduled" aria-labelledby={`${id}-title`}>
        {tasks.map((task) => (
          <li key={task.id} className="ev-scheduled__item">
            <span className="ev-scheduled__what" id={`${id}-${task.id}`}>
              <code className="rt-list__url">{JSON.stringify(task.task)}</code>
              <span className="rt-muted">{dueText(task)}</span>
            </span>
            <button
              type="button"
              className="btn btn--small"
              aria-describedby={`${id}-${task.id}`}
              onClick={() => {
                scheduledTasks.runNow(task.id);
                onRun();
              }}
            >
              Run now
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
