// What `kitbench init` writes for a kind: the example folder of src/examples/ (src/templates/catalog.ts, the same
// templates the playground's "New integration" offers) renamed, and around it what a project needs to run and test
// it on its own: package.json, tsconfig.json, a GitHub Actions workflow and a .gitignore.
import { exampleFolders, type ExampleFolder, type TemplateKind } from '../../templates/catalog.ts';

/** The kinds, in the order the prompt lists them. */
export const KINDS: { kind: TemplateKind; label: string }[] = [
  { kind: 'block', label: 'A block' },
  { kind: 'webframe', label: 'A block with a webframe' },
  { kind: 'published-script', label: 'A published script' },
  { kind: 'visitor-auth', label: 'Visitor authentication' },
  { kind: 'webhook', label: 'A webhook forwarder' },
  { kind: 'content-source', label: 'A content source' },
  { kind: 'oauth', label: 'An OAuth connection' },
];

/** The platform's rule for an integration's name (its CLI's IntegrationNameSchema). */
export const NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/i;

export interface ProjectOptions {
  kind: TemplateKind;
  /** The integration's name (manifest `name`, package name, test file names). */
  name: string;
  /** The version range of kitbench the project's package.json depends on. */
  kitbenchSpec: string;
  /** The version range of @playwright/test. */
  playwrightSpec: string;
}

/** A file to write: text, or bytes (images). */
export type ProjectFile = { path: string; text: string } | { path: string; bytes: Uint8Array };

export function exampleOf(kind: TemplateKind): ExampleFolder {
  const example = exampleFolders.find((candidate) => candidate.kind === kind);
  if (!example) throw new Error(`no template of kind "${kind}"`);
  return example;
}

/** "my-sign-in" → "My Sign In". */
export const titleOf = (name: string): string =>
  name
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** The example's manifest with the new name and title; its comments and everything else as they are. */
function renameManifest(manifest: string, name: string): string {
  return manifest.replace(/^name:.*$/m, `name: ${name}`).replace(/^title:.*$/m, `title: ${titleOf(name)}`);
}

const base64ToBytes = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

function packageJson(options: ProjectOptions, exampleDependencies: Record<string, string>): string {
  const manifest = {
    name: options.name,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      dev: 'kitbench dev',
      test: 'kitbench test',
      // as the platform's `gitbook check`: the manifest, then the script bundled and run in workerd
      check: 'kitbench check',
    },
    ...(Object.keys(exampleDependencies).length ? { dependencies: exampleDependencies } : {}),
    devDependencies: { '@playwright/test': options.playwrightSpec, kitbench: options.kitbenchSpec },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

// Types for an editor or `tsc`: the platform's packages as kitbench ships them (types/@gitbook), so nothing more
// needs installing. The bundler (kitbench dev / test) resolves @gitbook/runtime by itself.
const TSCONFIG = `{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "bundler",
    "lib": ["ES2023", "DOM", "DOM.Iterable"],
    "jsx": "react-jsx",
    "jsxImportSource": "@gitbook/runtime",
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true,
    "paths": {
      "@gitbook/runtime": ["./node_modules/kitbench/types/@gitbook/runtime"],
      "@gitbook/runtime/*": ["./node_modules/kitbench/types/@gitbook/runtime/*"],
      "@gitbook/api": ["./node_modules/kitbench/types/@gitbook/api"]
    }
  },
  "include": ["src", "*.ts"]
}
`;

// npm install rather than npm ci: a new project has no package-lock.json yet (commit one, then switch to npm ci).
const WORKFLOW = `name: test
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm install --no-audit --no-fund
      - run: npx playwright install --with-deps chromium
      - run: npm run check
      - run: npm test
`;

const GITIGNORE = `node_modules/
.env*
!.env.example
`;

/** Every file of a new project of `options.kind`, by folder-relative path. */
export function projectFiles(options: ProjectOptions): ProjectFile[] {
  const example = exampleOf(options.kind);
  let exampleDependencies: Record<string, string> = {};
  const files: ProjectFile[] = [];
  for (const [path, text] of Object.entries(example.texts)) {
    if (path === 'service-manifest.yaml') files.push({ path: 'gitbook-manifest.yaml', text: renameManifest(text, options.name) });
    else if (path === 'package.json') exampleDependencies = (JSON.parse(text) as { dependencies?: Record<string, string> }).dependencies ?? {};
    else files.push({ path: path.replace(new RegExp(`^${example.id}\\.kitbench\\.`), `${options.name}.kitbench.`), text });
  }
  for (const [path, base64] of Object.entries(example.images)) files.push({ path, bytes: base64ToBytes(base64) });
  files.push(
    { path: 'package.json', text: packageJson(options, exampleDependencies) },
    { path: 'tsconfig.json', text: TSCONFIG },
    { path: '.github/workflows/test.yml', text: WORKFLOW },
    { path: '.gitignore', text: GITIGNORE },
  );
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
