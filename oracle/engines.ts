/**
 * The third side of the differential suite (issue 39): the same corpus integration run by kitbench's engine inside
 * workerd (src/workerd, `loadIntegration(folder, { engine: 'workerd' })`), the platform's own runtime, beside the
 * published runtime (the oracle) and kitbench's worker-thread engine. One workerd app (one miniflare) serves every
 * case of a corpus with the same installation, so the suite starts as few workerd processes as it can.
 */
import type { LoadOptions, TestApp } from '../src/testing/index';
import { loadIntegration } from '../src/testing/index';

/**
 * Why the workerd side cannot run here, or undefined when it can. Only a miniflare that is genuinely not installed
 * (it is an optional dependency) is a reason: a miniflare that is there but fails to load is an error, never a skip.
 */
export async function workerdUnavailable(): Promise<string | undefined> {
  const name = 'miniflare';
  try {
    await import(/* @vite-ignore */ name);
    return undefined;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    const absent = (failure.code === 'ERR_MODULE_NOT_FOUND' || failure.code === 'MODULE_NOT_FOUND') && /['"]miniflare['"]/.test(failure.message);
    if (!absent) throw error;
    return `miniflare, kitbench's optional dependency for the workerd engine, is not installed (${failure.message.split('\n')[0]}); npm install miniflare runs this side too`;
  }
}

/** workerd apps by key (the corpus folder and its installation), loaded once each and closed together. */
export function workerdApps() {
  const apps = new Map<string, Promise<TestApp>>();
  return {
    /** The workerd app for `folder` set up by `prepare` (an installation), shared by every case with the same `key`. */
    get(folder: string, key: unknown, options: LoadOptions = {}, prepare?: (app: TestApp) => Promise<unknown>): Promise<TestApp> {
      const id = JSON.stringify([folder, key]);
      let app = apps.get(id);
      if (!app) {
        app = loadIntegration(folder, { ...options, engine: 'workerd' }).then(async (loaded) => {
          await prepare?.(loaded);
          return loaded;
        });
        apps.set(id, app);
      }
      return app;
    },
    async close() {
      await Promise.all([...apps.values()].map(async (app) => (await app.catch(() => undefined))?.close()));
      apps.clear();
    },
  };
}

/**
 * `value` as `to` would have seen it: the ids two apps of the same corpus draw at random (the installation's id,
 * and the tokens, secrets and URLs built from it) replaced by `to`'s, so two engines' answers compare directly.
 */
export function asIn<T>(value: T, from: TestApp, to: TestApp): T {
  const pairs: [string, string][] = [];
  const a = from.environment.installation?.id;
  const b = to.environment.installation?.id;
  if (a && b && a !== b) pairs.push([a, b]);
  if (pairs.length === 0 || value === undefined) return value;
  let text = JSON.stringify(value);
  for (const [x, y] of pairs) text = text.split(x).join(y);
  return JSON.parse(text) as T;
}
