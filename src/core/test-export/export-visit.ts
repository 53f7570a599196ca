/**
 * "Export as test" for the Site view: the visit the author made (pages opened, a sign-in through the identity
 * provider, feedback, a sign-out), as a `kitbench/testing` file that installs on a site with the same configuration,
 * visits again and expects the same pages, claims and site events. Pure: the visit's steps in, the file's text out.
 */
import { header, js, str, testBlock } from './source';

/** One thing the visitor did, with what they got. */
export type VisitStep =
  | { kind: 'visit'; path: string; title?: string; problem?: string }
  | { kind: 'sign-in'; visitor: string | { cancel: true } | { error: true }; title?: string; claims?: Record<string, unknown>; problem?: string }
  | { kind: 'feedback'; rating: string; comment?: string; status?: number }
  | { kind: 'sign-out' };

/** What the exported file covers. */
export interface ExportVisitInput {
  /** The test's name, e.g. the integration's title. */
  name: string;
  /** The installation's saved configuration by scope (`app.install({ target: 'site', configurations })`). */
  configurations?: { account?: Record<string, unknown>; site?: Record<string, unknown> };
  /** The site it is installed on, when not the default one (`site_docs`). */
  siteId?: string;
  steps: readonly VisitStep[];
  /** The site events the visit sent, in order (`site_view`, `page_feedback`). */
  events?: readonly string[];
  envNames?: readonly string[];
  /** The folder's manifest file, where the test is saved beside (`service-manifest.yaml` or `gitbook-manifest.yaml`). */
  manifestFile?: string;
}

function pageExpectations(title: string | undefined, problem: string | undefined): string[] {
  if (problem) return [`assert.match(page.problem ?? '', /${problem.slice(0, 60).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/);`];
  return title ? [`assert.equal(page.title, ${str(title)});`] : [];
}

function stepLines(step: VisitStep): string[] {
  switch (step.kind) {
    case 'visit':
      return [`page = await app.site.visit(${str(step.path)});`, ...pageExpectations(step.title, step.problem)];
    case 'sign-in': {
      const lines = [`page = await app.site.signIn(${js(step.visitor)});`, ...pageExpectations(step.title, step.problem)];
      if (step.claims && !step.problem) lines.push(`assert.deepEqual(page.claims, ${js(step.claims)});`);
      return lines;
    }
    case 'feedback': {
      const call = `app.site.feedback(${str(step.rating)}${step.comment ? `, ${str(step.comment)}` : ''})`;
      return step.status === undefined ? [`await ${call};`] : [`assert.equal((await ${call}).status, ${step.status});`];
    }
    case 'sign-out':
      return ['page = await app.site.signOut();', 'assert.equal(page.signedIn, false);'];
  }
}

/** The test file visiting the site again, step by step, each with what the visitor got as the expectation. */
export function exportVisitTest(input: ExportVisitInput): string {
  const scopes = Object.fromEntries(Object.entries(input.configurations ?? {}).filter(([, values]) => values && Object.keys(values).length > 0));
  const configurations = Object.keys(scopes).length ? `, configurations: ${js(scopes)}` : '';
  const site = input.siteId ? `, siteId: ${str(input.siteId)}` : '';
  const body = [`await app.install({ target: 'site'${site}${configurations} });`, 'let page;'];
  for (const step of input.steps) body.push('', ...stepLines(step));
  if (input.events?.length) {
    body.push('', `assert.deepEqual(app.site.events.map((sent) => sent.event.type), ${js([...input.events])});`);
  }
  const pages = input.steps.filter((step) => step.kind === 'visit' || step.kind === 'sign-in').length;
  const what = `a visit to the published site (${pages === 1 ? '1 page' : `${pages} pages`})`;
  return [...header(`${what} of ${input.name}`, input.manifestFile), ...testBlock(`${input.name}: ${what}`, input.envNames, body), ''].join('\n');
}
