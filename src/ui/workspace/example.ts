import manifest from '../../examples/counter/service-manifest.yaml?raw';
import icon from '../../examples/counter/assets/icon.png?inline';
import preview from '../../examples/counter/assets/preview.png?inline';
import script from '../../examples/counter/src/index.tsx?raw';
import type { Workspace } from './types';

/** The base64 payload of a `data:` URL. */
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** The complete, valid example integration a first visit opens. */
export function createExampleWorkspace(id = 'example'): Workspace {
  return {
    id,
    name: 'Team Counter',
    manifest,
    sources: { 'src/index.tsx': script },
    openFile: 'src/index.tsx',
    assets: [
      { path: 'assets/icon.png', mime: 'image/png', base64: base64Of(icon) },
      { path: 'assets/preview.png', mime: 'image/png', base64: base64Of(preview) },
    ],
    env: { CLIENT_ID: 'kitbench-client', CLIENT_SECRET: 'kitbench-secret' },
    installation: null,
    updatedAt: Date.now(),
  };
}
