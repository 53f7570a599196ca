import { isSourcePath, mimeOf } from '../../core/workspace/folder';
import { exampleFolders, isTestFile } from '../../templates/catalog';
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

const ENV: Record<string, string> = {
  CLIENT_ID: 'kitbench-client',
  CLIENT_SECRET: 'kitbench-secret',
  SIGNING_SECRET: 'kitbench-signing-secret',
};

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

// The example folders (src/templates/catalog.ts, shared with `kitbench init`) as workspaces: every source file but
// the manifest and the tests, the images as assets.
function buildTemplates(): Template[] {
  return exampleFolders.map((example) => {
    const manifest = example.texts['service-manifest.yaml'];
    const sources = Object.fromEntries(
      Object.entries(example.texts).filter(([path]) => path !== 'service-manifest.yaml' && !isTestFile(path) && isSourcePath(path)),
    );
    const assets = Object.entries(example.images)
      .map(([path, base64]) => ({ path, mime: mimeOf(path), base64 }))
      .sort((a, b) => a.path.localeCompare(b.path));
    const names = [...manifest.matchAll(/\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((m) => m[1]);
    return {
      id: example.id,
      title: example.title,
      description: example.description,
      manifest,
      sources,
      assets,
      env: Object.fromEntries(names.map((name) => [name, ENV[name] ?? ''])),
      npmDependencies: dependenciesOf(sources['package.json']),
    };
  });
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
