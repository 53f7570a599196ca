import { describe, expect, it } from 'vitest';
import { readConfigurationFields } from '../../core/installation';
import { fieldKey } from './fieldKey';
import { fromInput, toFormValues } from './formValues';

const fields = readConfigurationFields(
  {
    configurations: {
      site: {
        properties: {
          'a.b': { type: 'string' },
          n: { type: 'number' },
          on: { type: 'boolean' },
          tracker: { type: 'button' },
        },
      },
    },
  },
  'site',
);

describe('fieldKey', () => {
  it('turns dots and brackets into one flat key, distinct per name', () => {
    expect(fieldKey('a.b')).not.toContain('.');
    expect(fieldKey('a[0]')).not.toMatch(/[[\]]/);
    expect(fieldKey('a.b')).not.toBe(fieldKey('a_b'));
  });
});

describe('toFormValues', () => {
  it('holds numbers as text, booleans as booleans and leaves buttons out', () => {
    expect(toFormValues(fields, { 'a.b': 'x', n: 3, on: true, oauth_credentials: { access_token: 't' } })).toEqual({
      [fieldKey('a.b')]: 'x',
      [fieldKey('n')]: '3',
      [fieldKey('on')]: true,
    });
  });
});

describe('fromInput', () => {
  it('reads a number field: empty clears it, text that is no number stays for validation to name', () => {
    const n = fields[1];
    expect(fromInput(n, '4.5')).toBe(4.5);
    expect(fromInput(n, ' ')).toBeUndefined();
    expect(fromInput(n, 'abc')).toBe('abc');
  });
});
