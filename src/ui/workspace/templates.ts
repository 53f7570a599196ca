import { isSourcePath, mimeOf } from '../../core/workspace/folder';
import { entryOf } from './entry';
import { openFileFor } from './migrate';
import type { Workspace, WorkspaceAsset } from './types';

/** A complete example integration folder (manifest, every source file, assets) that "New integration" starts from. */
export interface Template {
  id: string;
  title: string;
  description: string;
  manifest: string;
  /** Every text file of the example folder but the manifest, by folder-relative path. */
  sources: Record<string, string>;
  assets: WorkspaceAsset[];
  /** Values for the manifest's `${{ env.NAME }}` secrets, so the template runs at once. */
  env: Record<string, string>;
  /** The npm packages its `package.json` depends on: they need `kitbench dev` (the browser cannot install them). */
  npmDependencies: string[];
}

// Every file of every example folder is part of its template; Vite inlines them at build time, so this works
// offline. Text comes raw, everything else (images) as a data URL. Tests beside examples are not part of them.
const texts = import.meta.glob<string>(
  ['../../examples/*/**/*', '!../../examples/*/service-manifest.yaml', '!../../examples/**/*.{png,jpg,jpeg,gif,webp,avif,svg}', '!../../examples/**/*.test.*', '!../../examples/*/node_modules/**'],
  { query: '?raw', import: 'default', eager: true },
);
const manifests = import.meta.glob<string>('../../examples/*/service-manifest.yaml', { query: '?raw', import: 'default', eager: true });
const images = import.meta.glob<string>(['../../examples/*/**/*.{png,jpg,jpeg,gif,webp,avif,svg}', '!../../examples/*/node_modules/**'], {
  query: '?inline',
  import: 'default',
  eager: true,
});

const DESCRIPTIONS: Record<string, { title: string; description: string; order: number }> = {
  counter: { title: 'Counter block', description: 'A block with buttons and state, a completion endpoint and OAuth.', order: 0 },
  'settings-form': { title: 'Settings form with OAuth', description: 'One setting of every type and a Connect button.', order: 1 },
  'webhook-forwarder': { title: 'Webhook forwarder', description: 'Posts content changes, signed, to a URL you choose.', order: 2 },
  'event-logger': { title: 'Event logger', description: 'Logs every runtime event it receives to the Console.', order: 3 },
  'modal-component': { title: 'Component with a modal', description: 'A block whose button opens a modal; the choice comes back.', order: 4 },
  'release-notes': {
    title: 'Release notes (multi-file)',
    description: 'Several source files, a text import, and itty-router from npm for its HTTP endpoint.',
    order: 5,
  },
};

const ENV: Record<string, string> = {
  CLIENT_ID: 'kitbench-client',
  CLIENT_SECRET: 'kitbench-secret',
  SIGNING_SECRET: 'kitbench-signing-secret',
};

/** `../../examples/<id>/<path>` split into the example's id and the folder-relative path. */
function split(globPath: string): [string, string] {
  const parts = globPath.split('/');
  return [parts[3], parts.slice(4).join('/')];
}

/** The packages a `package.json` lists under `dependencies`. */
function dependenciesOf(packageJson: string | undefined): string[] {
  if (!packageJson) return [];
  try {
    const deps = (JSON.parse(packageJson) as { dependencies?: Record<string, string> }).dependencies;
    return deps ? Object.keys(deps).sort() : [];
  } catch {
    return [];
  }
}

function buildTemplates(): Template[] {
  const list: Template[] = [];
  for (const [manifestPath, manifest] of Object.entries(manifests)) {
    const [id] = split(manifestPath);
    const sources: Record<string, string> = {};
    for (const [path, text] of Object.entries(texts)) {
      const [owner, relative] = split(path);
      if (owner === id && isSourcePath(relative)) sources[relative] = text;
    }
    const assets = Object.entries(images)
      .filter(([p]) => split(p)[0] === id)
      .map(([p, dataUrl]) => {
        const assetPath = split(p)[1];
        return { path: assetPath, mime: mimeOf(assetPath), base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
      })
      .sort((a, b) => a.path.localeCompare(b.path));
    const names = [...manifest.matchAll(/\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((m) => m[1]);
    const info = DESCRIPTIONS[id] ?? { title: id, description: '', order: 99 };
    list.push({
      id,
      title: info.title,
      description: info.description,
      manifest,
      sources,
      assets,
      env: Object.fromEntries(names.map((name) => [name, ENV[name] ?? ''])),
      npmDependencies: dependenciesOf(sources['package.json']),
    });
  }
  return list.sort((a, b) => (DESCRIPTIONS[a.id]?.order ?? 99) - (DESCRIPTIONS[b.id]?.order ?? 99));
}

/** The template gallery, counter first. */
export const templates: Template[] = buildTemplates();

/** The template's entry script path (what the manifest's `script` names). */
export function templateEntry(template: Template): string {
  return entryOf(template);
}

/** A fresh workspace from a template, its entry open. */
export function workspaceFromTemplate(template: Template, id: string, name = template.title): Workspace {
  return {
    id,
    name,
    manifest: template.manifest,
    sources: { ...template.sources },
    openFile: openFileFor(template),
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
