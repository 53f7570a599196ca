/**
 * The differential suite (issue 18): every case runs the same integration of the corpus through the platform's
 * reference runtime (@gitbook/runtime, the oracle) and through kitbench (kitbench/testing, whose worker answers
 * through core/runtime/calls.ts, the call runner the playground's sandbox uses too), and compares what a user sees
 * after each step: tree, state, props, failure, `complete` and its value, opened URLs, the open modal. Every case runs
 * a third time in workerd (oracle/engines.ts: kitbench's engine in the platform's own runtime, through miniflare;
 * one workerd app per installation), and the three must agree.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeEnvelope, newEventId } from '../src/core/runtime/envelope';
import { loadIntegration, type TestApp } from '../src/testing/index';
import { differences, formatDifferences } from './compare';
import { asIn, workerdApps, workerdUnavailable } from './engines';
import { type AppDriver, type BlockDriver, kitbenchDriver, type Observation, referenceDriver } from './drivers';
import { callReference, loadReference, type ReferenceIntegration } from './reference';

const folder = fileURLToPath(new URL('./corpus/board/', import.meta.url));
const blocks = [{ id: 'counter' }, { id: 'ticket', urlUnfurl: ['https://tracker.example.com/*'] }, { id: 'notes' }, { id: 'settings' }];
// The platform's editor picks the block whose pattern matches, `*` standing for any characters (slashes too).
const glob = (pattern: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
const unfurlBlock = (url: string) => blocks.find((block) => block.urlUnfurl?.some((pattern) => glob(pattern).test(url)))?.id ?? 'none';

let reference: ReferenceIntegration;
const apps: TestApp[] = [];
beforeAll(async () => {
  reference = await loadReference(folder);
}, 30_000);
// workerd's side: one app (one miniflare) per installation, shared by the cases (each inserts blocks of its own).
const workerdSkipped = await workerdUnavailable();
const inWorkerd = workerdApps();
const workerdAppOf = (install?: Setup['install']) => inWorkerd.get(folder, install ?? null, {}, (app) => (install ? app.install(install) : Promise.resolve()));
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await inWorkerd.close();
});

/** A scenario: steps on a driver, each step's observation labelled. */
type Scenario = (app: AppDriver, see: (label: string, block: BlockDriver) => void) => Promise<void>;

interface Setup {
  install?: Parameters<TestApp['install']>[0];
  /** Steps where the reference itself fails (so a case cannot pass by both sides failing alike). */
  failing?: string[];
}

/** Runs `scenario` on both runtimes, beside one kitbench app (its environment and mocked platform serve both). */
async function sideBySide(scenario: Scenario, setup: Setup = {}): Promise<string[]> {
  const app = await loadIntegration(folder);
  apps.push(app);
  if (setup.install) await app.install(setup.install);
  const run = async (driver: AppDriver) => {
    const seen: { label: string; observation: Observation }[] = [];
    await scenario(driver, (label, block) => seen.push({ label, observation: block.observe() }));
    return seen;
  };
  const expected = await run(referenceDriver(reference, app, unfurlBlock));
  const actual = await run(kitbenchDriver(app));
  // The oracle itself rendered every step, and failed only where the case says it does.
  expect(expected.filter((step) => step.observation.tree === undefined).map((step) => step.label)).toEqual([]);
  expect(expected.filter((step) => step.observation.failed).map((step) => step.label)).toEqual(setup.failing ?? []);
  expect(actual.map((step) => step.label)).toEqual(expected.map((step) => step.label));
  const report = expected.flatMap((step, index) => {
    const found = differences(step.observation, actual[index].observation);
    return found.length ? [formatDifferences(`step ${index + 1} · ${step.label}`, found)] : [];
  });
  if (workerdSkipped) return report;
  // The same steps in workerd: what it shows is compared with the oracle's and with the worker engine's, both
  // seen with the worker app's installation (the workerd app's ids are its own).
  const workerdApp = await workerdAppOf(setup.install);
  const inWorkerd = await run(kitbenchDriver(workerdApp));
  expect(inWorkerd.map((step) => step.label)).toEqual(expected.map((step) => step.label));
  return report.concat(
    expected.flatMap((step, index) => {
      const seen = asIn(inWorkerd[index].observation, workerdApp, app);
      const found = [
        formatDifferences(`step ${index + 1} · ${step.label} (workerd)`, differences(step.observation, seen), ['reference', 'workerd']),
        formatDifferences(`step ${index + 1} · ${step.label} (the engines)`, differences(actual[index].observation, seen), ['worker', 'workerd']),
      ];
      return found.filter((line) => !line.endsWith(': the same'));
    }),
  );
}

/** Asserts no step differs; the failure message is the readable diff. */
async function expectSame(scenario: Scenario, setup?: Setup) {
  const report = await sideBySide(scenario, setup);
  expect(report.join('\n'), report.join('\n')).toBe('');
}

const pressAll = (labels: string[]): Scenario => async (app, see) => {
  const block = await app.insert('counter');
  see('insert counter', block);
  for (const label of labels) {
    await block.press(label);
    see(`press "${label}"`, block);
  }
};

// A case's first call in workerd starts its miniflare (a second or more on a busy machine).
describe('the reference runtime, kitbench\'s worker engine and workerd agree', { timeout: 30_000 }, () => {
  // Said in the run's output (a skipped test named by its reason), never silently left out.
  if (workerdSkipped) it.skip(`in workerd: ${workerdSkipped}`, () => {});

  it('inserting a block with no props', () =>
    expectSame(async (app, see) => {
      for (const id of ['counter', 'ticket', 'notes', 'settings']) see(`insert ${id}`, await app.insert(id));
    }));

  it('inserting a block with props', () =>
    expectSame(async (app, see) => {
      see('insert counter { start: 5, label }', await app.insert('counter', { start: 5, label: 'Stars' }));
      see('insert notes { title }', await app.insert('notes', { title: 'Minutes' }));
    }));

  it('pressing buttons whose actions return whole and partial state, props, nothing', () => expectSame(pressAll(['Add', 'Add', 'Reset', 'Add', 'Rename', 'Nothing'])));

  it('a failing action (ExposableError, plain Error) leaves the block as it was', () =>
    expectSame(pressAll(['Add', 'Locked', 'Crash', 'Add']), { failing: ['press "Locked"', 'press "Crash"'] }));

  it('`complete` ends the action without a render', () => expectSame(pressAll(['Add', 'Finish'])));

  it('the render after an action sees the state it returned as it is (one call); the next call sees it as JSON', () =>
    expectSame(pressAll(['Stamp', 'Add'])));

  it('filling a bound field, then an action reading it through `$state`', () =>
    expectSame(async (app, see) => {
      const block = await app.insert('counter', { start: 2 });
      await block.fill('Note', 'hello');
      see('fill "Note"', block);
      await block.press('Save');
      see('press "Save"', block);
    }));

  it('pasting a link: `*` matches across path segments, `@link.unfurl` replaces the props, the card reads context.api', () =>
    expectSame(async (app, see) => {
      const block = await app.paste('https://tracker.example.com/acme/web/issues/42');
      see('paste', block);
      await block.press('More');
      see('press "More"', block);
      await block.press('acme/web#42');
      see('press the card', block);
    }));

  it('a modal opened, filled and closed with a value', () =>
    expectSame(async (app, see) => {
      const block = await app.insert('notes');
      await block.press('Add note');
      see('press "Add note"', block);
      const modal = block.modal();
      expect(modal).toBeDefined();
      await modal!.fill('Draft', 'Ship it');
      see('fill "Draft" in the modal', block);
      await modal!.press('Keep');
      see('press "Keep" in the modal', block);
    }));

  it('every control filled, each sending its change action; @editor.node.updateProps', () =>
    expectSame(async (app, see) => {
      const block = await app.insert('settings');
      see('insert settings', block);
      await block.fill('Theme', 'dark');
      see('fill "Theme" (select)', block);
      await block.fill('Compact', true);
      see('fill "Compact" (switch)', block);
      await block.fill('Tags', true);
      see('fill "Tags" (checkbox with a value)', block);
      await block.fill('Tags', false);
      see('fill "Tags" again', block);
      await block.press('Retitle');
      see('press "Retitle"', block);
    }));

  it('a modal closed as a user does (✕, Escape: its own returnValue), then with a value', () =>
    expectSame(async (app, see) => {
      const block = await app.insert('notes');
      await block.press('Add note');
      await block.modal()!.close();
      see('close the modal without a value', block);
      await block.press('Add note');
      await block.modal()!.close({ note: 'from the test' });
      see('close the modal with a value', block);
    }));

  it.each([
    ['a space installation, every scope configured', { target: 'space' as const, configuration: { team: 'Platform', greeting: 'Hi', board_name: 'Roadmap' } }],
    ['an organization installation', { target: 'organization' as const, configuration: { team: 'Platform' } }],
  ])('installed as %s', (_name, install) =>
    expectSame(
      async (app, see) => {
        for (const id of ['counter', 'notes', 'settings']) see(`insert ${id}`, await app.insert(id));
        see('paste', await app.paste('https://tracker.example.com/acme/issues/7'));
      },
      { install },
    ),
  );
});

/** One raw envelope to both runtimes: the HTTP status and the (JSON) body each answers. */
async function bothAnswers(app: TestApp, event: Record<string, unknown>) {
  const environment = app.environment;
  const full = { type: String(event.type), eventId: newEventId(), installationId: environment.installation?.id, ...event };
  const platformFetch = ((input: RequestInfo | URL, init?: RequestInit) => app.testPlatform.handle(new Request(input, init))) as typeof fetch;
  const expected = await callReference(reference, full, environment, platformFetch);
  const result = await app.dispatchEnvelope(await encodeEnvelope({ event: full, environment }));
  if (!result.ok) return { expected, actual: { failed: result.error.message } };
  let body: unknown = result.value.body;
  try {
    body = JSON.parse(result.value.body);
  } catch {
    // text stays text
  }
  return { expected, actual: { status: result.value.status, body } };
}

describe('the same envelope gets the same answer (status and body)', () => {
  const context = { type: 'document', spaceId: 'space_7Hq2kLm9', editable: true, theme: 'light' };
  const request = (path: string) => (app: TestApp) => ({
    type: 'fetch',
    request: { method: 'GET', url: `${app.environment.integration.urls.publicEndpoint}${path}`, headers: {} },
  });
  const cases: [string, (app: TestApp) => Record<string, unknown>][] = [
    ['ui_render, first render (initialState, no action)', () => ({ type: 'ui_render', componentId: 'counter', props: { start: 3 }, context })],
    ['ui_render with an action returning a partial state', () => ({ type: 'ui_render', componentId: 'counter', props: {}, state: { count: 4, step: 2, note: '', history: [] }, action: { action: 'reset' }, context })],
    ['ui_render with an action returning props', () => ({ type: 'ui_render', componentId: 'counter', props: { start: 1 }, state: { count: 1, step: 1, note: '', history: [] }, action: { action: 'rename', label: 'X' }, context })],
    ['ui_render with `complete`', () => ({ type: 'ui_render', componentId: 'counter', props: {}, state: { count: 7 }, action: { action: 'finish' }, context })],
    ['ui_render, an ExposableError in the action', () => ({ type: 'ui_render', componentId: 'counter', props: {}, state: { count: 1 }, action: { action: 'locked' }, context })],
    ['ui_render, a plain Error in the action', () => ({ type: 'ui_render', componentId: 'counter', props: {}, state: { count: 1 }, action: { action: 'crash' }, context })],
    ['ui_render of a component the script lacks', () => ({ type: 'ui_render', componentId: 'missing', props: {}, context })],
    ['an event with a handler', () => ({ type: 'installation_setup' })],
    ['an event nobody handles', () => ({ type: 'space_content_updated', spaceId: 'space_1', revisionId: 'r1' })],
    ['a task without a task handler', () => ({ type: 'task', task: { type: 'sync' } })],
    ['fetch_published_script without a handler', () => ({ type: 'fetch_published_script' })],
    ['fetch: a route answering HTML', request('/frame')],
    ['fetch: a route answering JSON', request('/tickets/12')],
    ['fetch: a route throwing an ExposableError', request('/tickets/abc')],
    ['fetch: a route throwing a plain Error', request('/crash')],
    ['fetch: a route calling context.api (kept resources, generated answers, another organization\'s 404)', request('/api-probe')],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const app = await loadIntegration(folder);
    apps.push(app);
    const { expected, actual } = await bothAnswers(app, make(app));
    const found = differences(expected, actual);
    expect(found, formatDifferences('answer', found)).toEqual([]);
    expect(expected.status).toBe(statusOf[_name] ?? 200);
    if (workerdSkipped) return;
    // workerd: the envelope made with its app's installation, to the oracle and to workerd; then the two engines.
    const workerdApp = await workerdAppOf();
    const inWorkerd = await bothAnswers(workerdApp, make(workerdApp));
    const seen = asIn(inWorkerd.actual, workerdApp, app);
    const report = [
      formatDifferences('answer (workerd)', differences(inWorkerd.expected, inWorkerd.actual), ['reference', 'workerd']),
      formatDifferences('answer (the engines)', differences(actual, seen), ['worker', 'workerd']),
    ].filter((line) => !line.endsWith(': the same'));
    expect(report.join('\n'), report.join('\n')).toBe('');
  }, 30_000);
});

describe('context.api: the platform client\'s methods through both runtimes', () => {
  it('kept ones answer kitbench\'s state, others data generated from the document, another organization a catchable GitBookAPIError 404, on every side alike', async () => {
    const app = await loadIntegration(folder);
    apps.push(app);
    const probe = (on: TestApp) => ({ type: 'fetch', request: { method: 'GET', url: `${on.environment.integration.urls.publicEndpoint}/api-probe`, headers: {} } });
    const { expected, actual } = await bothAnswers(app, probe(app));
    expect(differences(expected, actual)).toEqual([]);
    if (!workerdSkipped) {
      const workerdApp = await workerdAppOf();
      const inWorkerd = await bothAnswers(workerdApp, probe(workerdApp));
      expect(differences(expected, asIn(inWorkerd.actual, workerdApp, app))).toEqual([]);
    }
    // The reference's own answers, so the case cannot pass by both sides failing alike.
    const body = expected.body as Record<string, { status?: number; code?: number; errorMessage?: string }>;
    expect(body.space.status).toBe(200);
    expect(body.page.status).toBe(200);
    expect(body.organization).toMatchObject({ code: 404, errorMessage: expect.stringContaining('No such resource: GET /orgs/org_probe.') });
    expect(body.spaceInstallations.status).toBe(200);
    // an operation kitbench keeps no state for answers data generated from the platform's document
    expect(body.permissions.status).toBe(200);
    expect(body.deleted).toEqual({ status: 204, data: null });
    // a space the installation does not have is not found, as another organization is
    expect(body.otherSpace).toMatchObject({ code: 404 });
  });
});

/** What the reference answers (so a case cannot pass by both sides failing alike in some other way). */
const statusOf: Record<string, number> = {
  'ui_render, an ExposableError in the action': 423,
  'ui_render, a plain Error in the action': 500,
  'ui_render of a component the script lacks': 404,
  'an event nobody handles': 406,
  'a task without a task handler': 400,
  'fetch_published_script without a handler': 400,
  'fetch: a route throwing an ExposableError': 404,
  'fetch: a route throwing a plain Error': 500,
};
