import manifest from '../../examples/counter/service-manifest.yaml?raw';
import script from '../../examples/counter/index.tsx?raw';
import type { Workspace } from './types';

/** The complete, valid example integration a first visit opens. */
export function createExampleWorkspace(id = 'example'): Workspace {
  return {
    id,
    name: 'Team Counter',
    manifest,
    scriptPath: 'src/index.tsx',
    script,
    assets: [],
    env: { CLIENT_ID: 'kitbench-client', CLIENT_SECRET: 'kitbench-secret' },
    installation: null,
    updatedAt: Date.now(),
  };
}
