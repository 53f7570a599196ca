import { EmptyState } from '../shell/EmptyState';

/** Placeholder until the Installation panel lands. */
export default function InstallationPanel() {
  return <EmptyState title="Installation">The installation forms built from your manifest's configurations appear here.</EmptyState>;
}
