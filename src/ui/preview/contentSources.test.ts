import { describe, expect, it } from 'vitest';
import { contentSourcesOf, readConfigured, resolveDependencies } from './contentSources';

describe('contentSources', () => {
  it('reads the manifest content sources with their configuration component; entries without an id are left to the diagnostics', () => {
    const manifest = {
      contentSources: [
        { id: 'translate', title: 'Translate a space', description: 'Pages', configuration: { componentId: 'configure-source' } },
        { id: 'bare' },
        { title: 'no id' },
        'junk',
      ],
    };
    expect(contentSourcesOf(manifest)).toEqual([
      { id: 'translate', title: 'Translate a space', description: 'Pages', componentId: 'configure-source' },
      { id: 'bare', title: 'bare', description: undefined, componentId: undefined },
    ]);
    expect(contentSourcesOf({})).toEqual([]);
    expect(contentSourcesOf(null)).toEqual([]);
  });

  it('takes { props, dependencies } from a returnValue and names what is wrong with another shape', () => {
    expect(readConfigured({ props: { a: 1 } })).toEqual({ ok: true, value: { props: { a: 1 }, dependencies: {} } });
    expect(readConfigured(undefined)).toMatchObject({ ok: false, message: expect.stringContaining('without a returnValue') });
    expect(readConfigured({ props: 'x' })).toMatchObject({ ok: false, message: expect.stringContaining('returnValue.props must be an object') });
    expect(readConfigured({ props: {}, dependencies: [] })).toMatchObject({ ok: false, message: expect.stringContaining('dependencies') });
  });

  it('resolves a space dependency to the space at its current revision and passes other kinds as returned', () => {
    const openapi = { ref: { kind: 'openapi', spec: 'petstore' } };
    expect(resolveDependencies({ space: { ref: { kind: 'space', space: 'space_1' } }, spec: openapi })).toEqual({
      space: { ref: { kind: 'space', space: 'space_1' }, value: { object: 'space', id: 'space_1', revision: 'rev_kitbench1' } },
      spec: openapi,
    });
  });
});
