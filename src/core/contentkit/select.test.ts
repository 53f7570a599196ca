import { describe, expect, it } from 'vitest';
import { selectLabel, selectValue } from './select';

const options = [
  { id: 'eng', label: 'Engineering' },
  { id: 'ops', label: 'Operations' },
];

describe('selectValue', () => {
  it("stores the option's id whether its id or its label is given", () => {
    expect(selectValue('Engineering', options, false)).toEqual({ value: 'eng' });
    expect(selectValue('ops', options, false)).toEqual({ value: 'ops' });
  });
  it('takes free text when the select accepts input, and names the options when it does not', () => {
    expect(selectValue('  Design ', options, true)).toEqual({ value: 'Design' });
    expect(selectValue('Design', options, false)).toEqual({ problem: 'no such option. Options: "Engineering", "Operations".' });
    expect(selectValue('   ', options, true)).toEqual({ problem: 'no such option. Options: "Engineering", "Operations".' });
  });
});

describe('selectLabel', () => {
  it('shows an option by its label and free text as it is', () => {
    expect(selectLabel('eng', options)).toBe('Engineering');
    expect(selectLabel('Design', options)).toBe('Design');
  });
});
