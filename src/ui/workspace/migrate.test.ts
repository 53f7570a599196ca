import { describe, expect, it } from 'vitest';
import { migrateWorkspace } from './migrate';

const base = { id: 'w1', name: 'Old', manifest: 'name: old\nscript: src/main.ts\n', assets: [], env: { A: '1' }, installation: null, updatedAt: 5 };

describe('migrateWorkspace', () => {
  it('turns a saved single-file workspace into a folder whose one source is its script, open in the editor', () => {
    const back = migrateWorkspace({ ...base, scriptPath: 'src/main.ts', script: 'export default 1;' });
    expect(back).toEqual({ ...base, sources: { 'src/main.ts': 'export default 1;' }, openFile: 'src/main.ts' });
    expect(back).not.toHaveProperty('script');
    expect(back).not.toHaveProperty('scriptPath');
  });

  it('keeps a folder workspace as it was, and its open file', () => {
    const sources = { 'src/main.ts': 'a', 'src/utils.ts': 'b' };
    expect(migrateWorkspace({ ...base, sources, openFile: 'src/utils.ts', origin: 'dev' })).toEqual({
      ...base,
      sources,
      openFile: 'src/utils.ts',
      origin: 'dev',
    });
  });

  it('opens the entry when the stored open file is gone', () => {
    const sources = { 'src/main.ts': 'a', 'README.md': 'b' };
    expect(migrateWorkspace({ ...base, sources, openFile: 'src/deleted.ts' })?.openFile).toBe('src/main.ts');
  });

  it('refuses what is not a workspace', () => {
    expect(migrateWorkspace(null)).toBeUndefined();
    expect(migrateWorkspace({ name: 'no id' })).toBeUndefined();
  });
});
