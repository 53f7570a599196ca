/**
 * The differential suite (issue 18): every case runs the same integration of the corpus through the platform's
 * reference runtime (@gitbook/runtime, the oracle) and through kitbench (kitbench/testing, whose worker answers
 * through core/runtime/calls.ts, the call runner the playground's sandbox uses too), and compares what a user sees
 * after each step: tree, state, props, failure, `complete` and its value, opened URLs, the open modal.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIntegration, type TestApp } from '../src/testing/index';
import { differences, formatDifferences } from './compare';
import { type AppDriver, type BlockDriver, kitbenchDriver, type Observation, referenceDriver } from './drivers';
import { loadReference, type ReferenceIntegration } from './reference';

const folder = fileURLToPath(new URL('./corpus/board/', import.meta.url));
const blocks = [{ id: 'counter' }, { id: 'ticket', urlUnfurl: ['https://tracker.example.com/*'] }, { id: 'notes' }];
// The platform's editor picks the block whose pattern matches, `*` standing for any characters (slashes too).
const glob = (pattern: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
const unfurlBlock = (url: string) => blocks.find((block) => block.urlUnfurl?.some((pattern) => glob(pattern).test(url)))?.id ?? 'none';

let reference: ReferenceIntegration;
const apps: TestApp[] = [];
beforeAll(async () => {
  reference = await loadReference(folder);
}, 30_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/** A scenario: steps on a driver, each step's observation labelled. */
type Scenario = (app: AppDriver, see: (label: string, block: BlockDriver) => void) => Promise<void>;

interface Setup {
  install?: Parameters<TestApp['install']>[0];
}

/** Runs `scenario` on both runtimes (each with its own fresh kitbench app for the environment and the mocked platform). */
async function sideBySide(scenario: Scenario, setup: Setup = {}): Promise<string[]> {
  const run = async (make: (app: TestApp) => AppDriver) => {
    const app = await loadIntegration(folder);
    apps.push(app);
    if (setup.install) await app.install(setup.install);
    const seen: { label: string; observation: Observation }[] = [];
    await scenario(make(app), (label, block) => seen.push({ label, observation: block.observe() }));
    return seen;
  };
  const expected = await run((app) => referenceDriver(reference, app, unfurlBlock));
  const actual = await run((app) => kitbenchDriver(app));
  expect(actual.map((step) => step.label)).toEqual(expected.map((step) => step.label));
  return expected.flatMap((step, index) => {
    const found = differences(step.observation, actual[index].observation);
    return found.length ? [formatDifferences(`step ${index + 1} · ${step.label}`, found)] : [];
  });
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

describe('the reference runtime and kitbench agree', () => {
  it('inserting a block with no props', () =>
    expectSame(async (app, see) => {
      for (const id of ['counter', 'ticket', 'notes']) see(`insert ${id}`, await app.insert(id));
    }));

  it('inserting a block with props', () =>
    expectSame(async (app, see) => {
      see('insert counter { start: 5, label }', await app.insert('counter', { start: 5, label: 'Stars' }));
      see('insert notes { title }', await app.insert('notes', { title: 'Minutes' }));
    }));

  it('pressing buttons whose actions return whole and partial state, props, nothing', () => expectSame(pressAll(['Add', 'Add', 'Reset', 'Add', 'Rename', 'Nothing'])));

  it('a failing action (ExposableError, plain Error) leaves the block as it was', () => expectSame(pressAll(['Add', 'Locked', 'Crash', 'Add'])));

  it('`complete` ends the action without a render', () => expectSame(pressAll(['Add', 'Finish'])));

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

  it.each([
    ['a space installation, every scope configured', { target: 'space' as const, configuration: { team: 'Platform', greeting: 'Hi', board_name: 'Roadmap' } }],
    ['an organization installation', { target: 'organization' as const, configuration: { team: 'Platform' } }],
  ])('installed as %s', (_name, install) =>
    expectSame(
      async (app, see) => {
        for (const id of ['counter', 'notes']) see(`insert ${id}`, await app.insert(id));
        see('paste', await app.paste('https://tracker.example.com/acme/issues/7'));
      },
      { install },
    ),
  );
});
