import { DEV_PROJECT_URL, type DevProject } from '../../dev/protocol';

/**
 * The folder as `kitbench dev` has it now (GET /__kitbench/project). Small on purpose: main.tsx asks for the first
 * snapshot before the dev chunk and the saved workspaces are in, so the first render waits for neither in turn.
 */
export async function fetchDevProject(): Promise<DevProject> {
  const response = await fetch(DEV_PROJECT_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${DEV_PROJECT_URL} answered ${response.status}`);
  return (await response.json()) as DevProject;
}
