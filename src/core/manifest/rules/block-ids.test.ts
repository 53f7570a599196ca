import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { only, positionOf, withExtra } from '../test-helpers.ts';

describe('block-ids', () => {
  const text = withExtra(`blocks:
  - id: counter
    title: Counter
  - id: chart
    title: Chart
  - id: counter
    title: Counter again
`);

  it('reports a repeated id at the repeat, naming the first', () => {
    const d = only(text, 'duplicate-block-id');
    expect(d).toMatchObject({ severity: 'error', pointer: '/blocks/2/id', message: 'block id "counter" is already used by blocks[0]' });
    expect(d.at).toEqual(positionOf(text, 'counter', 2));
  });

  it('accepts unique ids', () => {
    expect(validate(text.replace('id: counter\n    title: Counter again', 'id: other\n    title: Other')).valid).toBe(true);
  });
});
