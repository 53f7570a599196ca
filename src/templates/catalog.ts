// The one place the integration templates live: every folder of src/examples/ is one, read here for both the
// playground's "New integration" gallery (src/ui/workspace/templates.ts) and `kitbench init` (src/cli/commands/init.ts).
// Vite inlines the files at build time, in the web app and in the CLI bundle alike: no file is read at run time.

/** A kind `kitbench init --kind` offers, named as the platform's integrations are. */
export type TemplateKind = 'block' | 'webframe' | 'published-script' | 'visitor-auth' | 'webhook' | 'content-source' | 'oauth';

export interface ExampleFolder {
  id: string;
  title: string;
  description: string;
  /** The kind `kitbench init` writes it as; examples without one are the playground's only. */
  kind?: TemplateKind;
  /** Every text file by folder-relative path, the manifest (service-manifest.yaml) and the tests (tests/<id>/) included. */
  texts: Record<string, string>;
  /** Every image by folder-relative path, as base64. */
  images: Record<string, string>;
}

const texts = import.meta.glob<string>(['../examples/*/**/*', '!../examples/**/*.{png,jpg,jpeg,gif,webp,avif,svg}', '!../examples/*/node_modules/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The tests `kitbench init` writes beside each example: kept here, not in the example folder, where kitbench's own
// tests copy the examples as fixtures and count the tests they find.
const tests = import.meta.glob<string>('./tests/*/*', { query: '?raw', import: 'default', eager: true });
const images = import.meta.glob<string>(['../examples/*/**/*.{png,jpg,jpeg,gif,webp,avif,svg}', '!../examples/*/node_modules/**'], {
  query: '?inline',
  import: 'default',
  eager: true,
});

/** Titles and descriptions, in the gallery's order; `kind` marks the templates `kitbench init` offers. */
const INFO: { id: string; title: string; description: string; kind?: TemplateKind }[] = [
  { id: 'counter', title: 'Counter block', description: 'A block with buttons and state, a completion endpoint and OAuth.', kind: 'block' },
  { id: 'settings-form', title: 'Settings form with OAuth', description: 'One setting of every type and a Connect button.', kind: 'oauth' },
  { id: 'webhook-forwarder', title: 'Webhook forwarder', description: 'Posts content changes, signed, to a URL you choose.', kind: 'webhook' },
  { id: 'webframe-block', title: 'Block with a webframe', description: 'A block whose frame page, served by the script, draws what the block sends it.', kind: 'webframe' },
  { id: 'published-script', title: 'Published script', description: 'A script the site loads on every page, with its key and its policy.', kind: 'published-script' },
  { id: 'visitor-auth', title: 'Visitor authentication', description: 'Readers sign in with your identity provider before they read the site.', kind: 'visitor-auth' },
  { id: 'content-source', title: 'Content source', description: 'Generates pages of a space from data the script reads.', kind: 'content-source' },
  { id: 'event-logger', title: 'Event logger', description: 'Logs every runtime event it receives to the Console.' },
  { id: 'modal-component', title: 'Component with a modal', description: 'A block whose button opens a modal; the choice comes back.' },
  { id: 'release-notes', title: 'Release notes (multi-file)', description: 'Several source files, a text import, and itty-router from npm for its HTTP endpoint.' },
];

/** `../examples/<id>/<path>` split into the example's id and the folder-relative path. */
function split(globPath: string): [string, string] {
  const parts = globPath.split('/');
  return [parts[2], parts.slice(3).join('/')];
}

function load(): ExampleFolder[] {
  const byId = new Map<string, ExampleFolder>();
  const folder = (id: string): ExampleFolder => {
    let found = byId.get(id);
    if (!found) {
      const info = INFO.find((entry) => entry.id === id) ?? { id, title: id, description: '' };
      found = { ...info, texts: {}, images: {} };
      byId.set(id, found);
    }
    return found;
  };
  for (const [path, text] of Object.entries(texts)) {
    const [id, relative] = split(path);
    folder(id).texts[relative] = text;
  }
  for (const [path, text] of Object.entries(tests)) {
    const [, , id, name] = path.split('/');
    folder(id).texts[name] = text;
  }
  for (const [path, dataUrl] of Object.entries(images)) {
    const [id, relative] = split(path);
    folder(id).images[relative] = dataUrl.slice(dataUrl.indexOf(',') + 1);
  }
  const order = (id: string) => {
    const index = INFO.findIndex((entry) => entry.id === id);
    return index < 0 ? INFO.length : index;
  };
  return [...byId.values()].filter((example) => 'service-manifest.yaml' in example.texts).sort((a, b) => order(a.id) - order(b.id));
}

/** Every example folder, in the gallery's order (the counter first). */
export const exampleFolders: ExampleFolder[] = load();

/** Tests beside an example are `kitbench init`'s to write, not the playground workspace's. */
export const isTestFile = (path: string): boolean => /\.(test|spec)\.[cm]?[jt]sx?$/.test(path);
