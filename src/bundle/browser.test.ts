import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserBundler } from './browser';
import type { BundleRequest, BundleResponse } from './bundle.worker';
import type { BundleResult } from './types';

/** A stand-in for the bundler worker: records requests; the test answers them when it chooses. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  requests: BundleRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<BundleResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.instances.push(this);
  }
  postMessage(request: BundleRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the newest request with a bundle whose code names its entry. */
  answer() {
    const { id, input } = this.requests.at(-1)!;
    const result: BundleResult = { ok: true, code: input.entry, map: '{}', entry: input.entry, inputs: [], warnings: [], durationMs: 1 };
    this.onmessage?.({ data: { id, result } } as MessageEvent<BundleResponse>);
  }
}

const folder = (entry: string) => ({ entry, files: { [entry]: '' } });

beforeEach(() => {
  FakeWorker.instances = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('createBrowserBundler', () => {
  it('bundles only the newest of requests that piled up, and answers every caller with it', async () => {
    const bundler = createBrowserBundler();
    const first = bundler.bundle(folder('one.ts'));
    const second = bundler.bundle(folder('two.ts'));
    const third = bundler.bundle(folder('three.ts'));
    const worker = FakeWorker.instances[0];
    expect(worker.requests.map((request) => request.input.entry)).toEqual(['one.ts']);
    worker.answer();
    // `two.ts` was overtaken by `three.ts` while `one.ts` ran: it is never bundled.
    expect(worker.requests.map((request) => request.input.entry)).toEqual(['one.ts', 'three.ts']);
    worker.answer();
    const results = await Promise.all([first, second, third]);
    expect(results.map((result) => result.ok && result.entry)).toEqual(['three.ts', 'three.ts', 'three.ts']);
  });

  it('answers with a problem instead of hanging when the worker fails to load, and starts afresh next time', async () => {
    const bundler = createBrowserBundler();
    const pending = bundler.bundle(folder('index.ts'));
    const broken = FakeWorker.instances[0];
    broken.onerror?.({ message: '', preventDefault() {} } as ErrorEvent);
    const result = await pending;
    expect(result.ok === false && result.problems[0].message).toContain('its worker failed to load');
    expect(broken.terminated).toBe(true);
    const next = bundler.bundle(folder('index.ts'));
    FakeWorker.instances[1].answer();
    expect((await next).ok).toBe(true);
  });

  it('answers waiting callers when disposed', async () => {
    const bundler = createBrowserBundler();
    const pending = bundler.bundle(folder('index.ts'));
    bundler.dispose();
    expect((await pending).ok).toBe(false);
    expect(FakeWorker.instances[0].terminated).toBe(true);
  });
});
