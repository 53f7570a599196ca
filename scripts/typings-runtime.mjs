/**
 * The platform runtime's own declarations for kitbench's `@service/runtime` / `@gitbook/runtime` typings (used by
 * scripts/typings.mjs): `node_modules/@gitbook/runtime` (pinned devDependency) ships TypeScript source, not `.d.ts`,
 * so its `src/` is copied to a scratch folder and emitted with `tsc --declaration`. What real integrations are typed
 * with (the handler options, `RuntimeContext<Environment, TaskPayload>`, `EventCallbackMap` over every event of the
 * API package, `createComponent`'s generics, the JSX element props) is then the platform's own, generated, and cannot
 * drift from it.
 *
 * Edits: three for types the editor's libraries do not have (the platform compiles against Cloudflare's worker
 * types): the `@cloudflare/workers-types` import becomes a local `ExecutionContext`, the global `FetchEvent['waitUntil']`
 * becomes its signature, and `@gitbook/api` imports point at kitbench's API facade (which is the API package's types);
 * two for the spec (`@service/runtime` only: the editor's `@gitbook/runtime` is the package's, see
 * platformRuntimeDeclarations), each accepting more than the platform's, never less: `createComponent` without an Action type
 * argument takes the component's own actions, and `events` takes the keys kitbench handles there beyond the
 * platform's (the spec's runtime events the platform has no event for, `space_view`, typed by kitbench's
 * `RuntimeEvents`; `fetch_published_script` and `fetch_visitor_authentication`, which kitbench also reads from
 * `events`), the platform's own keys keeping their types.
 * The package's `global.d.ts` (`MODE`, a constant its CLI's build defines and kitbench's bundlers define alike,
 * src/bundle/build.ts) is carried over; its global JSX namespace is left out: the JSX element props go into the
 * jsx-runtime facade (jsxFacade), module-scoped.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const RUNTIME_PACKAGE = join(root, 'node_modules', '@gitbook', 'runtime');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Folder under types/ of the platform runtime's declarations. */
export const PLATFORM_RUNTIME = '@service/core/platform/runtime';

/** The package's version (named in each generated file's header). */
export function runtimePackageVersion() {
  return JSON.parse(readFileSync(join(RUNTIME_PACKAGE, 'package.json'), 'utf8')).version;
}

const CLOUDFLARE_IMPORT = "import type * as Cloudflare from '@cloudflare/workers-types/experimental';";
const CLOUDFLARE_LOCAL = [
  '/** The part of the Cloudflare workers\' `ExecutionContext` the platform runtime names. */',
  'declare namespace Cloudflare {',
  '    interface ExecutionContext {',
  '        waitUntil(promise: Promise<any>): void;',
  '        passThroughOnException(): void;',
  '    }',
  '}',
].join('\n');

/**
 * The emitted declarations after the edits the header names. `apiFrom` is the module path, relative to the
 * declarations' folder, of the API facade their `@gitbook/api` imports become.
 */
export function editDeclaration(name, text, apiFrom, { spec = true } = {}) {
  let out = text.replaceAll("from '@gitbook/api'", `from '${apiFrom}'`);
  if (out.includes(CLOUDFLARE_IMPORT)) out = out.replace(CLOUDFLARE_IMPORT, CLOUDFLARE_LOCAL);
  // context.d.ts: the worker's global FetchEvent (not the API package's FetchEvent, which events.d.ts imports).
  if (name === 'context.d.ts') out = out.replaceAll("FetchEvent['waitUntil']", '((promise: Promise<any>) => void)');
  // components.d.ts: a component written as the spec writes it (no Action type argument, `switch (action.action)`)
  // takes its own actions, as kitbench's runtime does; the platform's default (`void`) takes the editor's only.
  if (spec && name === 'components.d.ts') {
    const generic = 'State extends PlainObject = {}, Action = void, Context';
    if (!out.includes(generic)) throw new Error("kitbench typings: @gitbook/runtime's createComponent has generics the generator does not know.");
    out = out.replace(generic, 'State extends PlainObject = {}, Action = SpecAction, Context');
    out += [
      '/**',
      " * kitbench: a component's actions when it names no Action type (the spec's `{ action: <action_name> }`); the",
      " * platform's runtime defaults to `void`, which admits only the editor's own actions (ContentKitDefaultAction).",
      ' */',
      'type SpecAction = {',
      '    action: string;',
      '    [key: string]: any;',
      '};',
      '',
    ].join('\n');
  }
  // events.d.ts: `events` takes the keys kitbench handles there beyond the platform's (see the header).
  if (spec && name === 'events.d.ts') {
    const map = 'export type EventCallbackMap<Context extends RuntimeContext = RuntimeContext> = {\n    [T in NonFetchEvent]?: EventCallback<T, Context> | Array<EventCallback<T, Context>>;\n};';
    if (!out.includes(map)) throw new Error("kitbench typings: @gitbook/runtime's EventCallbackMap has a shape the generator does not know.");
    out = out.replace(map, `${map.slice(0, -1)} & KitbenchEventCallbacks<Context>;`);
    out = out.replace(/^(import .* from '\.\/context';)$/m, `$1\nimport type { RuntimeEvents as KitbenchRuntimeEvents } from '${apiFrom}';`);
    out += [
      '/**',
      " * kitbench: the keys of `events` kitbench handles beyond the platform's: the spec's runtime events the platform's",
      " * API package has no event for (`space_view`), and the site events the platform's runtime reads from",
      ' * `createIntegration` itself, which kitbench also finds in `events`.',
      ' */',
      'type KitbenchEventCallbacks<Context extends RuntimeContext> = {',
      '    [T in Exclude<keyof KitbenchRuntimeEvents, EventType>]?: RuntimeCallback<[KitbenchRuntimeEvents[T]], void | Promise<void>, Context> | Array<RuntimeCallback<[KitbenchRuntimeEvents[T]], void | Promise<void>, Context>>;',
      '} & {',
      '    fetch_published_script?: FetchPublishScriptEventCallback<Context>;',
      '    fetch_visitor_authentication?: FetchVisitorAuthenticationEventCallback<Context>;',
      '};',
      '',
    ].join('\n');
  }
  // index.d.ts: the global JSX namespace is not carried over (see the header); `MODE` (./global) is.
  if (name === 'index.d.ts') out = out.replace(/^export type \* from '\.\/jsx-runtime';\n?/gm, '');
  if (/@cloudflare|FetchEvent\['waitUntil'\]/.test(out)) throw new Error(`kitbench typings: ${name} of @gitbook/runtime names a worker type the edits do not know.`);
  // global.d.ts is the package's own declaration file; the others are emitted from its `.ts` sources.
  const source = name === 'global.d.ts' ? name : name.replace(/\.d\.ts$/, '.ts');
  const header = `// Generated by scripts/typings.mjs from @gitbook/runtime ${runtimePackageVersion()} (src/${source}): do not edit.\n`;
  return `${header}${out}`;
}

/**
 * The platform runtime's declarations, file name (e.g. `context.d.ts`) to text, edited as the header says; with
 * `exactApiFrom`, also `exact`: the same with only the edits the editor's libraries need (no spec edit), which is
 * what the editor's `@gitbook/runtime` is, so an author sees the errors the platform's package gives (`space_view`).
 */
export function platformRuntimeDeclarations(apiFrom, exactApiFrom) {
  const scratch = mkdtempSync(join(tmpdir(), 'kitbench-platform-runtime-'));
  try {
    // tsc never emits files under node_modules: emit from a copy.
    const src = join(scratch, 'src');
    const out = join(scratch, 'out');
    cpSync(join(RUNTIME_PACKAGE, 'src'), src, { recursive: true });
    mkdirSync(join(scratch, 'stub'));
    writeFileSync(join(scratch, 'stub', 'cloudflare.d.ts'), 'export interface ExecutionContext { waitUntil(promise: Promise<any>): void; passThroughOnException(): void; }\n');
    const config = {
      compilerOptions: {
        declaration: true,
        emitDeclarationOnly: true,
        outDir: out,
        rootDir: src,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        skipLibCheck: true,
        lib: ['es2022', 'dom', 'webworker'],
        types: [],
        newLine: 'lf',
        paths: {
          '@gitbook/api': [join(root, 'node_modules', '@gitbook', 'api', 'dist', 'index.d.ts')],
          '@cloudflare/workers-types/experimental': [join(scratch, 'stub', 'cloudflare.d.ts')],
        },
      },
      files: [join(src, 'index.ts')],
    };
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify(config));
    try {
      execFileSync(process.execPath, [tsc, '-p', join(scratch, 'tsconfig.json')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
      throw new Error(`kitbench typings: tsc could not emit @gitbook/runtime's declarations.\n${output || error.message}`);
    }
    const emitted = {};
    for (const name of ['index', 'oauth', 'components', 'contentSources', 'integrations', 'events', 'context', 'logger', 'errors', 'common']) {
      emitted[`${name}.d.ts`] = readFileSync(join(out, `${name}.d.ts`), 'utf8');
    }
    // A declaration file of the package's own (tsc does not emit it): `MODE`, the constant its CLI's build defines.
    emitted['global.d.ts'] = readFileSync(join(RUNTIME_PACKAGE, 'src', 'global.d.ts'), 'utf8');
    const edit = (from, options) => Object.fromEntries(Object.entries(emitted).map(([name, text]) => [name, editDeclaration(name, text, from, options)]));
    const files = edit(apiFrom);
    if (exactApiFrom) Object.defineProperty(files, 'exact', { value: edit(exactApiFrom, { spec: false }), enumerable: false });
    return files;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The JSX element names and their props' type from the package's `jsx-runtime.d.ts` (`block: OmitType<ContentKitBlock>`). */
export function platformIntrinsicElements(source = readFileSync(join(RUNTIME_PACKAGE, 'src', 'jsx-runtime.d.ts'), 'utf8')) {
  const block = /interface IntrinsicElements \{([\s\S]*?)\n\s*\}/.exec(source);
  if (!block) throw new Error("kitbench typings: @gitbook/runtime's jsx-runtime.d.ts has no IntrinsicElements.");
  const elements = {};
  for (const m of block[1].matchAll(/^\s*(\w+): OmitType<(\w+)>;/gm)) elements[m[1]] = m[2];
  if (Object.keys(elements).length < 10) throw new Error("kitbench typings: @gitbook/runtime's IntrinsicElements has a shape the generator does not know.");
  return elements;
}

/**
 * The jsx-runtime facade: kitbench's `jsx` / `jsxs` / `Fragment` (the runtime that runs), and a JSX namespace whose
 * element props are the platform's (`OmitType<ContentKitTextInput>`: `inputType`, `disabled`, ...) or kitbench's own
 * (the spec's looser children, elements the platform lacks): markup either accepts type-checks.
 * `kitbenchJsx`, `apiFacade`, `kitbenchElements`: module paths from the facade.
 */
export function jsxFacade({ kitbenchJsx, apiFacade, kitbenchElements }, kitbenchNames, platform = platformIntrinsicElements()) {
  const names = [...new Set([...Object.keys(platform), ...kitbenchNames])].sort();
  const line = (name) => {
    const own = kitbenchNames.includes(name) ? `ContentKitIntrinsicElements['${name}']` : undefined;
    const theirs = platform[name] ? `OmitType<Platform.${platform[name]}>` : undefined;
    return `        ${name}: ${[theirs, own].filter(Boolean).join(' | ')};`;
  };
  return [
    `// Generated by scripts/typings.mjs: the element props of @gitbook/runtime ${runtimePackageVersion()} (src/jsx-runtime.d.ts) or kitbench's own.`,
    `import type * as Platform from '${apiFacade}';`,
    `import type { ContentKitIntrinsicElements } from '${kitbenchElements}';`,
    `export * from '${kitbenchJsx}';`,
    "type OmitType<T> = Omit<T, 'type'>;",
    '/** The types TypeScript checks markup against; erased when compiled. */',
    'export declare namespace JSX {',
    '    type Element = any;',
    '    interface ElementChildrenAttribute {',
    '        children: {};',
    '    }',
    '    interface IntrinsicElements {',
    ...names.map(line),
    '    }',
    '}',
    '',
  ].join('\n');
}
