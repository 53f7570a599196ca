import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_SUPERSEDED_HEADER } from '../../dev/protocol';
import { createWriteOrder } from '../../dev/write-order';
import { type Files, filesOf } from './sync';
import { createWriteBack, KEEPALIVE_BUDGET_BYTES, LATE_ECHO_MS } from './writeback';

const MANIFEST = 'gitbook-manifest.yaml';
const original = 'name: jira\nscript: src/index.ts\n';
const DELAY = 300;

/**
 * `kitbench dev` played in memory: each PUT/DELETE lands on its disk (and answers) only when the test says so, in the
 * order of the writes' numbers as the server keeps it (an older one landing after a newer one is superseded).
 */
function fakeServer(files: Files) {
  const disk = filesOf(files);
  const order = createWriteOrder();
  const queue: { path: string; text: string | null; keepalive: boolean; land: () => void; fail: () => void }[] = [];
  let open = 0;
  let mostOpen = 0;
  const send = (path: string, text: string | null, keepalive: boolean, seq: number) =>
    new Promise<Response | undefined>((resolve) => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      const done = (response: Response | undefined) => {
        open--;
        resolve(response);
      };
      queue.push({
        path,
        text,
        keepalive,
        land: () => {
          if (!order.accept('tab', path, seq)) return done(new Response(null, { status: 204, headers: { [DEV_SUPERSEDED_HEADER]: '1' } }));
          if (text === null) disk.delete(path);
          else disk.set(path, text);
          done(new Response(null, { status: 204 }));
        },
        fail: () => done(undefined),
      });
    });
  /** Lands the oldest request not answered yet. */
  const land = async () => {
    queue.shift()?.land();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { disk, send, land, queue, mostOpen: () => mostOpen };
}

function setUp() {
  let workspace: Files = { manifest: original, manifestFile: MANIFEST, sources: { 'src/index.ts': 'export default 1;' } };
  const server = fakeServer(workspace);
  const report = vi.fn<(failures: string[]) => void>();
  const writeBack = createWriteBack({ workspace: () => workspace, synced: filesOf(workspace), send: server.send, report, delayMs: DELAY });
  /** A change in the editor, as the session passes it on. */
  const edit = (manifest: string) => {
    workspace = { ...workspace, manifest };
    writeBack.changed();
  };
  const editSource = (path: string, text: string | undefined) => {
    const sources = { ...workspace.sources };
    if (text === undefined) delete sources[path];
    else sources[path] = text;
    workspace = { ...workspace, sources };
    writeBack.changed();
  };
  return { server, writeBack, edit, editSource, report, current: () => workspace };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createWriteBack', () => {
  it('writes an undo made while the write of the keystroke is under way: the disk ends as the editor shows', async () => {
    const { server, edit } = setUp();
    edit(` ${original}`);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(server.queue.map((request) => request.text)).toEqual([` ${original}`]);
    // Control+Z before the server answered: the page's text is the disk's text of before the write.
    edit(original);
    await server.land();
    expect(server.disk.get(MANIFEST)).toBe(` ${original}`);
    await vi.advanceTimersByTimeAsync(DELAY);
    await server.land();
    expect(server.disk.get(MANIFEST)).toBe(original);
    // And nothing more is sent: the disk is what the editor shows.
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(server.queue).toEqual([]);
  });

  it('never lets a late echo of the keystroke’s write take the undo’s place, nor count as the disk', async () => {
    const { server, writeBack, edit, current } = setUp();
    edit(` ${original}`);
    await vi.advanceTimersByTimeAsync(DELAY);
    edit(original);
    // The watcher's report of the first write arrives while it is still under way: held, nothing applied.
    expect(writeBack.fromDisk({ changed: { [MANIFEST]: ` ${original}` }, deleted: [] })).toEqual(new Set([MANIFEST]));
    await server.land();
    await vi.advanceTimersByTimeAsync(DELAY);
    await server.land();
    expect(server.disk.get(MANIFEST)).toBe(original);
    // The same report once more, after the undo was written (read on disk before it landed): still held.
    expect(writeBack.fromDisk({ changed: { [MANIFEST]: ` ${original}` }, deleted: [] })).toEqual(new Set([MANIFEST]));
    expect(current().manifest).toBe(original);
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(server.queue).toEqual([]);
    // A change made elsewhere is taken, as before.
    expect(writeBack.fromDisk({ changed: { [MANIFEST]: 'name: renamed\n' }, deleted: [] })).toEqual(new Set());
  });

  it('takes a text written earlier by this tab when it comes back later than a late echo could', async () => {
    const { server, writeBack, edit } = setUp();
    edit(`${original}# a\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    await server.land();
    edit(`${original}# b\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    await server.land();
    await vi.advanceTimersByTimeAsync(LATE_ECHO_MS);
    // The author's other editor brought back the first text: that is an edit, and the page follows it.
    expect(writeBack.fromDisk({ changed: { [MANIFEST]: `${original}# a\n` }, deleted: [] })).toEqual(new Set());
  });

  it('sends one write at a time, in the order of the edits, and the last edit last', async () => {
    const { server, writeBack, edit } = setUp();
    edit(`${original}# 1\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    edit(`${original}# 2\n`);
    void writeBack.flush(true); // the tab is closing
    edit(`${original}# 3\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    while (server.queue.length) await server.land();
    await vi.advanceTimersByTimeAsync(DELAY);
    while (server.queue.length) await server.land();
    expect(server.mostOpen()).toBe(1);
    expect(server.disk.get(MANIFEST)).toBe(`${original}# 3\n`);
  });

  it('says what a write that failed did not save, and does not retry it in a loop', async () => {
    const { server, edit, report } = setUp();
    edit(`${original}# new\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    server.queue.shift()?.fail();
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(report).toHaveBeenLastCalledWith([`${MANIFEST}: kitbench dev does not answer; the edit stays here and is written once it is back.`]);
    expect(server.queue).toEqual([]);
    // The next edit writes again.
    edit(`${original}# newer\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    await server.land();
    expect(server.disk.get(MANIFEST)).toBe(`${original}# newer\n`);
    expect(report).toHaveBeenLastCalledWith([]);
  });

  it('the page going: every pending edit leaves at once, as requests that outlive the page, even while a write is under way', async () => {
    const { server, writeBack, edit, editSource } = setUp();
    edit(`${original}# 1\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    // # 1 is on its way; then an edit (an undo) and a new file, and the tab is closed at once, well within the delay
    edit(original);
    editSource('src/added.ts', 'export const added = 1;\n');
    editSource('src/index.ts', undefined);
    writeBack.leave();
    const leaving = server.queue.slice(1);
    expect(leaving.map((request) => [request.path, request.text, request.keepalive]).sort()).toEqual(
      [
        [MANIFEST, original, true],
        ['src/added.ts', 'export const added = 1;\n', true],
        ['src/index.ts', null, true],
      ].sort(),
    );
    while (server.queue.length) await server.land();
    expect(server.disk.get(MANIFEST)).toBe(original);
    expect(server.disk.get('src/added.ts')).toBe('export const added = 1;\n');
    expect(server.disk.has('src/index.ts')).toBe(false);
    // and nothing is written again after: the disk holds what the page had
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(server.queue).toEqual([]);
  });

  it('the page going while a write is unanswered: the older write landing after the newer one leaves the newer text on disk', async () => {
    const { server, writeBack, edit } = setUp();
    edit(`${original}# saved\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    // `# saved` is on its way (its request outlives the page: its answer, or it, can come late); an undo and a new
    // word, and the tab is closed at once
    edit(`${original}# last\n`);
    writeBack.leave();
    expect(server.queue.map((request) => request.text)).toEqual([`${original}# saved\n`, `${original}# last\n`]);
    const [older, newer] = server.queue.splice(0, 2);
    newer.land();
    older.land();
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(server.disk.get(MANIFEST)).toBe(`${original}# last\n`);
    // the superseded write is neither a failure nor taken for what the disk holds: nothing is written again
    expect(server.queue).toEqual([]);
  });

  it('a superseded write of the page that stays open: its newest text is written again after it', async () => {
    const { server, writeBack, edit } = setUp();
    edit(`${original}# 1\n`);
    await vi.advanceTimersByTimeAsync(DELAY);
    edit(`${original}# 2\n`);
    writeBack.leave(); // the tab hidden (another tab in front), not closed
    const [older, newer] = server.queue.splice(0, 2);
    newer.land();
    edit(`${original}# 1\n`); // undone back to the older text, while its write is still out
    older.land();
    await vi.advanceTimersByTimeAsync(DELAY);
    while (server.queue.length) await server.land();
    expect(server.disk.get(MANIFEST)).toBe(`${original}# 1\n`);
  });

  it('the page going: texts past the 64 KiB keepalive budget still go, as ordinary requests (smallest first within it)', () => {
    const { server, writeBack, editSource } = setUp();
    const big = 'x'.repeat(KEEPALIVE_BUDGET_BYTES - 100);
    editSource('src/big.ts', big);
    editSource('src/small.ts', 'export {};\n');
    editSource('src/second-big.ts', big);
    writeBack.leave();
    const sent = Object.fromEntries(server.queue.map((request) => [request.path, request.keepalive]));
    expect(sent['src/small.ts']).toBe(true);
    expect([sent['src/big.ts'], sent['src/second-big.ts']].sort()).toEqual([false, true]);
  });
});
