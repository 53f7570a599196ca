import { mimeOf, normalizePath } from '../../core/workspace/folder';
import type { Workspace, WorkspaceAsset } from '../workspace/types';

/** A complete example integration (manifest, script, assets) that "New integration" starts from. */
export interface Template {
  id: string;
  title: string;
  description: string;
  manifest: string;
  scriptPath: string;
  script: string;
  assets: WorkspaceAsset[];
  /** Values for the manifest's `${{ env.NAME }}` secrets, so the template runs at once. */
  env: Record<string, string>;
}

// Every example folder is a template; Vite inlines the files at build time, so this works offline.
const manifests = import.meta.glob<string>('../../examples/*/service-manifest.yaml', { query: '?raw', import: 'default', eager: true });
const scripts = import.meta.glob<string>('../../examples/*/src/index.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const images = import.meta.glob<string>('../../examples/*/assets/*', { query: '?inline', import: 'default', eager: true });

const DESCRIPTIONS: Record<string, { title: string; description: string; order: number }> = {
  counter: { title: 'Counter block', description: 'A block with buttons and state, a completion endpoint and OAuth.', order: 0 },
  'settings-form': { title: 'Settings form with OAuth', description: 'One setting of every type and a Connect button.', order: 1 },
  'webhook-forwarder': { title: 'Webhook forwarder', description: 'Posts content changes, signed, to a URL you choose.', order: 2 },
  'event-logger': { title: 'Event logger', description: 'Logs every runtime event it receives to the Console.', order: 3 },
  'modal-component': { title: 'Component with a modal', description: 'A block whose button opens a modal; the choice comes back.', order: 4 },
};

const ENV: Record<string, string> = {
  CLIENT_ID: 'kitbench-client',
  CLIENT_SECRET: 'kitbench-secret',
  SIGNING_SECRET: 'kitbench-signing-secret',
};

function folderOf(path: string): string {
  return path.split('/')[3];
}

function scriptPathOf(manifest: string, fallback: string): string {
  const match = /^script:\s*['"]?([^'"\s#]+)/m.exec(manifest);
  return (match && normalizePath(match[1])) ?? fallback;
}

function buildTemplates(): Template[] {
  const list: Template[] = [];
  for (const [path, manifest] of Object.entries(manifests)) {
    const id = folderOf(path);
    const scriptEntry = Object.entries(scripts).find(([p]) => folderOf(p) === id);
    const ext = scriptEntry?.[0].endsWith('.tsx') ? 'tsx' : 'ts';
    const assets = Object.entries(images)
      .filter(([p]) => folderOf(p) === id)
      .map(([p, dataUrl]) => {
        const assetPath = p.split('/').slice(4).join('/');
        return { path: assetPath, mime: mimeOf(assetPath), base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
      });
    const names = [...manifest.matchAll(/\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((m) => m[1]);
    const info = DESCRIPTIONS[id] ?? { title: id, description: '', order: 99 };
    list.push({
      id,
      title: info.title,
      description: info.description,
      manifest,
      scriptPath: scriptPathOf(manifest, `src/index.${ext}`),
      script: scriptEntry?.[1] ?? '',
      assets,
      env: Object.fromEntries(names.map((name) => [name, ENV[name] ?? ''])),
    });
  }
  return list.sort((a, b) => (DESCRIPTIONS[a.id]?.order ?? 99) - (DESCRIPTIONS[b.id]?.order ?? 99));
}

/** The template gallery, counter first. */
export const templates: Template[] = buildTemplates();

/** A fresh workspace from a template. */
export function workspaceFromTemplate(template: Template, id: string, name = template.title): Workspace {
  return {
    id,
    name,
    manifest: template.manifest,
    scriptPath: template.scriptPath,
    script: template.script,
    assets: template.assets.map((a) => ({ ...a })),
    env: { ...template.env },
    installation: null,
    updatedAt: Date.now(),
  };
}

/** The counter example's assets (icon, preview image), for the first-visit workspace. */
export function exampleAssets(): WorkspaceAsset[] {
  return templates.find((t) => t.id === 'counter')?.assets.map((a) => ({ ...a })) ?? [];
}
