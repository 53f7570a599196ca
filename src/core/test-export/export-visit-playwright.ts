/**
 * "Export as test" of a Site view visit for kitbench/playwright: the same visit as export-visit.ts writes for
 * kitbench/testing, as a spec that installs on a site with the saved configuration and replays it in the Site view
 * (`site.visit`, `site.signIn`, `site.feedback`, `site.signOut`), expecting after each step what the visitor saw: the
 * page's heading, the site's message, the claims of their token; at the end, the site events sent. Pure.
 */
import type { ExportVisitInput, VisitStep } from './export-visit';
import { specBlock, specHeader } from './export-playwright';
import { js, str } from './source';

function pageExpectations(title: string | undefined, problem: string | undefined): string[] {
  if (problem) return [`await expect(page.getByRole('alert')).toContainText(${str(problem)});`];
  return title ? [`await expect(page.getByRole('heading', { name: ${str(title)}, level: 1 })).toBeVisible();`] : [];
}

function stepLines(step: VisitStep): string[] {
  switch (step.kind) {
    case 'visit':
      return [`await site.visit(${str(step.path)});`, ...pageExpectations(step.title, step.problem)];
    case 'sign-in': {
      // A sample visitor's sign-in that fails rejects with the site's message (a cancel or a provider error does not).
      if (typeof step.visitor === 'string' && step.problem) return [`await expect(site.signIn(${str(step.visitor)})).rejects.toThrow(${str(step.problem)});`];
      const lines = [`await site.signIn(${js(step.visitor)});`, ...pageExpectations(step.title, step.problem)];
      if (step.claims && !step.problem) lines.push(`expect(await site.claims()).toEqual(${js(step.claims)});`);
      return lines;
    }
    case 'feedback': {
      const call = `site.feedback(${str(step.rating)}${step.comment ? `, ${str(step.comment)}` : ''})`;
      return step.status === undefined ? [`await ${call};`] : [`expect((await ${call}).status).toBe(${step.status});`];
    }
    case 'sign-out':
      return ['await site.signOut();', 'await expect(site.visitor).toBeHidden();'];
  }
}

/**
 * The spec visiting the site again in the playground. The configuration's scopes are one set of form fields in the
 * Installation panel (`kitbench.install({ configuration })` sets each by property name).
 */
export function exportPlaywrightVisit(input: ExportVisitInput): string {
  const configuration = Object.assign({}, input.configurations?.account, input.configurations?.site);
  const site = input.siteId ? `, siteId: ${str(input.siteId)}` : '';
  const options = Object.keys(configuration).length ? `, configuration: ${js(configuration)}` : '';
  const body = [`await kitbench.install({ target: 'site'${site}${options} });`, 'const page = site.page;'];
  for (const step of input.steps) body.push('', ...stepLines(step));
  if (input.events?.length) body.push('', `expect((await site.events()).map((sent) => sent.type)).toEqual(${js([...input.events])});`);
  const pages = input.steps.filter((step) => step.kind === 'visit' || step.kind === 'sign-in').length;
  const what = `a visit to the published site (${pages === 1 ? '1 page' : `${pages} pages`})`;
  return [...specHeader(`${what} of ${input.name}, with what the visitor saw`, input.manifestFile), ...specBlock(`${input.name}: ${what}`, input.envNames, body, ['kitbench', 'site']), ''].join('\n');
}
