import { EmptyState } from '../shell/EmptyState';

/** Placeholder until the installation page preview lands. */
export default function ListingPanel() {
  return <EmptyState title="Listing">The installation page and marketplace readiness appear here.</EmptyState>;
}
