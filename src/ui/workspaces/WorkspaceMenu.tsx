import { useWorkspace } from '../workspace/store';

/** The workspace switcher in the header (placeholder: shows the active workspace's name). */
export function WorkspaceMenu() {
  const name = useWorkspace((w) => w.name);
  return <span className="workspace-name">{name}</span>;
}
