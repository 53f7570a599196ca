import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundleResult } from '../bundle/types.ts';
import type { DevProject, FilesEvent, ProblemEvent } from './protocol.ts';
import { type DevServer, startDevServer } from './server.ts';
import { copyFixture, DEV_FIXTURE, fakeDist, PLATFORM_FIXTURE, readEvents } from './test-folder.ts';

// Issue 26 §1: a folder's manifest is service-manifest.yaml or, as the platform's CLI names it, gitbook-manifest.yaml.
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(from: string, prepare?: (folder: string) => Promise<void>): Promise<{ server: DevServer; folder: string; lines: string[] }> {
  const copy = await copyFixture(from);
  cleanups.push(copy.remove);
  await prepare?.(copy.folder);
  const dist = await fakeDist();
  cleanups.push(dist.remove);
  const lines: string[] = [];
  const server = await startDevServer({ folder: copy.folder, distDir: dist.dir, port: 0, host: '127.0.0.1', log: (line) => lines.push(line) });
  cleanups.push(() => server.close());
  await server.firstBuild;
  return { server, folder: copy.folder, lines };
}

const snapshot = async (server: DevServer) => (await (await fetch(`${server.url}__kitbench/project`)).json()) as DevProject;

function events(server: DevServer, client = 'tab-a') {
  const stream = readEvents(`${server.url}__kitbench/events?client=${client}`);
  cleanups.push(() => stream.close());
  return stream;
}

describe('kitbench dev on a folder the platform’s CLI wrote (gitbook-manifest.yaml)', () => {
  it('serves its manifest as the manifest, from that file, and bundles the script it names', async () => {
    const { server, lines } = await start(PLATFORM_FIXTURE);
    const project = await snapshot(server);
    expect(project).toMatchObject({ hasManifest: true, manifestFile: 'gitbook-manifest.yaml' });
    expect(project.manifest).toContain('# Written as the platform');
    expect(project.manifestNote).toBeUndefined();
    expect(Object.keys(project.sources)).not.toContain('gitbook-manifest.yaml');
    const bundle = await events(server).next<BundleResult>('bundle');
    expect(bundle.ok && bundle.inputs).toEqual(expect.arrayContaining(['src/index.tsx', 'src/components/card.tsx', 'src/badge.raw.js']));
    expect(lines.filter((line) => line.startsWith('!'))).toEqual([]);
  });

  it('writes a manifest edit back to gitbook-manifest.yaml, and creates no service-manifest.yaml', async () => {
    const { server, folder } = await start(PLATFORM_FIXTURE);
    const before = await readFile(join(folder, 'gitbook-manifest.yaml'), 'utf8');
    const edited = before.replace('title: Release Notes', 'title: Release Notes, edited # typed in the playground');
    const response = await fetch(`${server.url}__kitbench/files?path=gitbook-manifest.yaml&client=tab-a`, { method: 'PUT', body: edited });
    expect(response.status).toBe(204);
    expect(await readFile(join(folder, 'gitbook-manifest.yaml'), 'utf8')).toBe(edited);
    await expect(readFile(join(folder, 'service-manifest.yaml'), 'utf8')).rejects.toThrow();
  });
});

describe('kitbench dev on a folder with both names', () => {
  it('uses service-manifest.yaml, keeps gitbook-manifest.yaml as a file, and says so once', async () => {
    const { server, lines } = await start(DEV_FIXTURE, (dir) => writeFile(join(dir, 'gitbook-manifest.yaml'), 'name: ignored\n'));
    const project = await snapshot(server);
    expect(project.manifestFile).toBeUndefined();
    expect(project.manifest).toContain('name: dev-project');
    expect(project.sources['gitbook-manifest.yaml']).toBe('name: ignored\n');
    const note = 'Both service-manifest.yaml and gitbook-manifest.yaml are here: kitbench uses service-manifest.yaml (the spec\'s name wins) and ignores gitbook-manifest.yaml. Delete or rename the one you do not mean.';
    expect(project.manifestNote).toBe(note);
    expect(lines.filter((line) => line.startsWith('!'))).toEqual([`! ${note}`]);
  });

  it('moves to gitbook-manifest.yaml once service-manifest.yaml is deleted, and tells every tab', async () => {
    const { server, folder } = await start(DEV_FIXTURE, (dir) => writeFile(join(dir, 'gitbook-manifest.yaml'), 'name: now-the-manifest\nscript: src/index.tsx\n'));
    const stream = events(server);
    await stream.next('bundle');
    await rm(join(folder, 'service-manifest.yaml'));
    const files = await stream.next<FilesEvent>('files');
    expect(files.deleted).toEqual(['service-manifest.yaml']);
    expect(files.manifest).toEqual({ file: 'gitbook-manifest.yaml' });
    expect((await snapshot(server)).manifestFile).toBe('gitbook-manifest.yaml');
  });

  it('says which file is ignored when the spec’s name arrives beside the platform’s', async () => {
    const { server, folder, lines } = await start(PLATFORM_FIXTURE);
    const stream = events(server);
    await stream.next('bundle');
    await writeFile(join(folder, 'service-manifest.yaml'), 'name: spec\nscript: src/index.tsx\n');
    const files = await stream.next<FilesEvent>('files', (event) => 'service-manifest.yaml' in event.changed);
    expect(files.manifest).toEqual({ file: 'service-manifest.yaml', note: expect.stringContaining('ignores gitbook-manifest.yaml') });
    expect(lines.filter((line) => line.includes('ignores gitbook-manifest.yaml'))).toHaveLength(1);
  });
});

describe('kitbench dev on a folder with neither', () => {
  it('names both names in one problem, and takes gitbook-manifest.yaml as soon as it is created', async () => {
    let manifest = '';
    const { server, folder, lines } = await start(DEV_FIXTURE, async (dir) => {
      manifest = await readFile(join(dir, 'service-manifest.yaml'), 'utf8');
      await rm(join(dir, 'service-manifest.yaml'));
    });
    const stream = events(server);
    const { problem } = await stream.next<ProblemEvent>('problem');
    const message = `No manifest in ${folder}: kitbench looks for service-manifest.yaml (the spec's name) or gitbook-manifest.yaml (the name the platform's CLI uses). Create one there (kitbench validate checks it), or run kitbench dev on your integration's folder.`;
    expect(problem).toEqual({ kind: 'no-manifest', message });
    expect(lines).toContain(`✗ ${message}`);
    expect(await snapshot(server)).toMatchObject({ hasManifest: false, manifest: '' });

    await writeFile(join(folder, 'gitbook-manifest.yaml'), manifest);
    const files = await stream.next<FilesEvent>('files');
    expect(files.changed).toEqual({ 'gitbook-manifest.yaml': manifest });
    expect(files.manifest).toEqual({ file: 'gitbook-manifest.yaml' });
    expect(await stream.next<ProblemEvent>('problem', (event) => event.problem === null)).toEqual({ problem: null });
    expect((await stream.next<BundleResult>('bundle')).ok).toBe(true);
  });
});
