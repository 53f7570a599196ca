import { EmptyState } from '../shell/EmptyState';

/** Placeholder until the Preview panel lands. */
export default function PreviewPanel() {
  return <EmptyState title="Preview">Insert a block from the document with Control+/ to see your components here.</EmptyState>;
}
