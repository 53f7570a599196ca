import { describe, expect, it } from 'vitest';
import { BUILTIN_OPTIONS, filterOptions, type InsertOption, readBlocks } from './blocks';
import { defaultDocument, insertNode, moveNode, removeNode, reviveDocument } from './documentModel';

describe('document model', () => {
  const doc = defaultDocument();
  const block = { id: 'c1', kind: 'component' as const, blockId: 'counter', title: 'Counter', props: {} };

  it('inserts after the cursor node', () => {
    expect(insertNode(doc, 0, block).nodes.map((n) => n.id)).toEqual(['intro', 'c1', 'setup', 'body']);
    expect(insertNode(doc, -1, block).nodes[0].id).toBe('c1');
  });
  it('moves nodes up and down and stops at the ends', () => {
    expect(moveNode(doc, 'setup', -1).nodes.map((n) => n.id)).toEqual(['setup', 'intro', 'body']);
    expect(moveNode(doc, 'intro', -1)).toBe(doc);
    expect(moveNode(doc, 'body', 1)).toBe(doc);
  });
  it('removes nodes', () => {
    expect(removeNode(doc, 'setup').nodes.map((n) => n.id)).toEqual(['intro', 'body']);
  });
  it('revives a saved document and drops malformed nodes', () => {
    const saved = JSON.parse(JSON.stringify(insertNode(doc, 0, block)));
    saved.nodes.push({ kind: 'component' }, 'junk', { id: 'x', kind: 'unknown' });
    expect(reviveDocument(saved)?.nodes.map((n) => n.id)).toEqual(['intro', 'c1', 'setup', 'body']);
    expect(reviveDocument('nope')).toBeUndefined();
  });
});

describe('quick insert options', () => {
  it('reads the manifest blocks', () => {
    const manifest = 'name: x\nblocks:\n  - id: counter\n    title: Counter\n    description: A number\n  - title: no id\n';
    expect(readBlocks(manifest)).toEqual([{ id: 'counter', title: 'Counter', description: 'A number' }]);
  });
  it('reads nothing from broken YAML', () => {
    expect(readBlocks('blocks: [')).toEqual([]);
  });
  it('filters by every typed word', () => {
    const options: InsertOption[] = [{ kind: 'block', block: { id: 'counter', title: 'Counter', description: 'A number' } }, ...BUILTIN_OPTIONS];
    expect(filterOptions(options, 'coun').map((o) => (o.kind === 'block' ? o.block.id : o.kind))).toEqual(['counter']);
    expect(filterOptions(options, 'HEAD').map((o) => o.kind)).toEqual(['heading']);
    expect(filterOptions(options, '')).toHaveLength(5);
    expect(filterOptions(options, 'zzz')).toEqual([]);
  });
});
