import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareFolder, onlyIn, typecheck } from '../../../scripts/typings-compare.mjs';

// The e2e/fixtures/real-style integrations are written as published ones are, against @gitbook/runtime and
// @gitbook/api: handler callback types, the top-level fetch_published_script / fetch_visitor_authentication keys,
// RuntimeContext<Environment, TaskPayload>, `environment.installation.target.organization`, the visitor-auth event's
// action / searchParams / cookies, element props (inputType, disabled, acceptInput), `context.api.userAgent`,
// createInstallationClient, `integration.urls.app`, the API package's Space / RevisionPage / semantic changes,
// `space_installation_deleted`, a `.raw.js` import. Each is type-checked twice with the editor's options, against
// kitbench's generated types/ and against the platform's own packages (the pinned devDependencies): kitbench's may
// give no error the platform's do not.
const repo = new URL('../../../', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'kitbench-real-style-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('real-style integrations: no error under kitbench’s declarations that the platform’s packages do not give', () => {
  it.each(['diagram-code', 'site-analytics', 'visitor-gate', 'repo-snippets', 'team-notify', 'space-translate', 'org-digest', 'member-sso'])(
    '%s',
    (folder) => {
      expect(compareFolder(join(repo, 'e2e/fixtures/real-style', folder)).kitbenchOnly).toEqual([]);
    },
  );

  it('a spec-style script type-checks under kitbench’s declarations: events kitbench handles beyond the platform’s, MODE; the platform’s keys keep their types', () => {
    const folder = join(scratch, 'spec-style');
    mkdirSync(join(folder, 'src'), { recursive: true });
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: spec-style\nscript: src/index.tsx\n');
    const script = (contentUpdated: string) =>
      [
        "import { createComponent, createIntegration } from '@service/runtime';",
        'const counter = createComponent({',
        "  componentId: 'counter',",
        '  initialState: () => ({ count: 0 }),',
        '  action: async (element, action) => {',
        "    switch (action.action) { case 'increment': return { state: { count: element.state.count + 1 } }; }",
        '    return {};',
        '  },',
        "  render: async (element) => <block><button label={`Add (${element.state.count})`} onPress={{ action: 'increment' }} /></block>,",
        '});',
        'export default createIntegration({',
        '  components: [counter],',
        '  events: {',
        // the spec's runtime event the platform has no event for, typed by kitbench's RuntimeEvents
        '    space_view: async (event) => { console.log(event.spaceId, event.visitor?.anonymousId); },',
        // kitbench reads it from `events` too (README: site events on createIntegration); MODE as the platform's CLI defines it
        "    fetch_published_script: async (event) => new Response(`/* ${event.siteId} ${MODE === 'development' ? 'dev' : ''} */`),",
        `    space_content_updated: async (event) => { ${contentUpdated} },`,
        '  },',
        '});',
      ].join('\n');
    writeFileSync(join(folder, 'src/index.tsx'), script('const revision: string = event.revisionId; console.log(revision);'));
    expect(typecheck(folder, 'kitbench', scratch)).toEqual([]);
    // a platform event's handler keeps the platform's event type: a wrong use is still an error, at its line
    writeFileSync(join(folder, 'src/index.tsx'), script('const revision: number = event.revisionId; console.log(revision);'));
    expect(typecheck(folder, 'kitbench', scratch).map((error) => [error.line, error.code])).toEqual([[16, 'TS2322']]);
    // and a key neither kitbench nor the platform handles is refused, with kitbench's key as the suggestion
    writeFileSync(join(folder, 'src/index.tsx'), script('').replace('space_view:', 'space_veiw:'));
    expect(typecheck(folder, 'kitbench', scratch).map((error) => error.code)).toContain('TS2561');
  });

  it('sees an error in the author’s code on both sides, and names one only kitbench’s declarations would give', () => {
    const folder = join(scratch, 'probe');
    mkdirSync(join(folder, 'src'), { recursive: true });
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: probe\n');
    writeFileSync(
      join(folder, 'src/index.ts'),
      [
        "import { createIntegration, type RuntimeContext } from '@gitbook/runtime';",
        'export default createIntegration<RuntimeContext>({',
        '  fetch: async (request, context) => {',
        '    const misspelt: number = context.environment.installation?.target.organization;',
        '    return new Response(String(misspelt));',
        '  },',
        '});',
      ].join('\n'),
    );
    const kitbench = typecheck(folder, 'kitbench', scratch);
    const reference = typecheck(folder, 'reference', scratch);
    // `string | undefined` is no number, against either: the same error, so not kitbench's alone
    expect(kitbench.map((error) => [error.line, error.code])).toEqual([[4, 'TS2322']]);
    expect(onlyIn(kitbench, reference)).toEqual([]);
    // an error at a line or of a code the reference does not give is kitbench's alone
    expect(onlyIn([{ ...kitbench[0], code: 'TS2339' }], reference)).toHaveLength(1);
  });

  it('hides no error the platform’s packages give: a handler of an event @gitbook/api no longer has (segment’s space_view)', () => {
    const folder = join(scratch, 'gone-event');
    mkdirSync(join(folder, 'src'), { recursive: true });
    writeFileSync(join(folder, 'service-manifest.yaml'), 'name: gone-event\n');
    writeFileSync(
      join(folder, 'src/index.ts'),
      [
        "import { createIntegration } from '@gitbook/runtime';",
        "import type { SpaceViewEvent } from '@gitbook/api';",
        'const track = (event: SpaceViewEvent) => event.spaceId;',
        'export default createIntegration({',
        '  events: {',
        '    space_view: async (event) => { console.log(track(event)); },',
        '  },',
        '});',
      ].join('\n'),
    );
    const at = (errors: { line: number; code: string }[]) => errors.map((error) => `${error.line} ${error.code}`).sort();
    const kitbench = at(typecheck(folder, 'kitbench', scratch));
    expect(kitbench).toContain('2 TS2724');
    expect(kitbench).toContain('6 TS2353');
    expect(kitbench).toEqual(at(typecheck(folder, 'reference', scratch)));
  });
});
