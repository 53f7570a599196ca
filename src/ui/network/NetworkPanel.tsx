import { EmptyState } from '../shell/EmptyState';

/** Placeholder until the Network panel lands. */
export default function NetworkPanel() {
  return <EmptyState title="Network">Every request your script or the mocked platform makes is listed here.</EmptyState>;
}
