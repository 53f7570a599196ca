import { EmptyState } from '../shell/EmptyState';

/** Placeholder until the Events panel lands. */
export default function EventsPanel() {
  return <EmptyState title="Events">Dispatch a runtime event to your script's handlers from here.</EmptyState>;
}
