import { EmptyState } from '../shell/EmptyState';

/** Placeholder until the Console panel lands. */
export default function ConsolePanel() {
  return <EmptyState title="Console">Your script's console output and errors appear here.</EmptyState>;
}
