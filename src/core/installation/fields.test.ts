import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import exampleText from '../../examples/counter/service-manifest.yaml?raw';
import { defaultValues, keepFittingValues, readConfigurationFields } from './fields';

const example = parse(exampleText);

describe('readConfigurationFields', () => {
  it('maps each property type of the example to its field kind, in manifest order', () => {
    const fields = readConfigurationFields(example, 'site');
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['project', 'completion'],
      ['unit', 'enum'],
      ['start', 'number'],
      ['show_reset', 'boolean'],
      ['tracker', 'button'],
    ]);
  });

  it('marks the properties listed in required', () => {
    const required = readConfigurationFields(example, 'site').filter((f) => f.required).map((f) => f.name);
    expect(required).toEqual(['project', 'unit']);
  });

  it('keeps title, description, enum options, completion path and button text', () => {
    const [project, unit, , , tracker] = readConfigurationFields(example, 'site');
    expect(project).toMatchObject({ title: 'Project', completionUrl: '/projects' });
    expect(unit).toMatchObject({ options: ['issues', 'pages', 'visitors'], default: 'issues', description: 'What the counter counts.' });
    expect(tracker).toMatchObject({ buttonText: 'Connect tracker', callbackUrl: '/oauth' });
  });

  it('never throws on half-typed manifests and reports unknown types as invalid fields', () => {
    expect(readConfigurationFields(undefined, 'site')).toEqual([]);
    expect(readConfigurationFields({ configurations: { site: { properties: 'x' } } }, 'site')).toEqual([]);
    const fields = readConfigurationFields({ configurations: { account: { properties: { a: null, b: { type: 'date' }, c: {} } } } }, 'account');
    expect(fields.map((f) => f.kind)).toEqual(['invalid', 'invalid', 'invalid']);
    expect(fields[1]).toMatchObject({ problem: expect.stringContaining('"date"') });
  });

  it('labels a property without title by its name', () => {
    const [field] = readConfigurationFields({ configurations: { account: { properties: { region: { type: 'string' } } } } }, 'account');
    expect(field.title).toBe('region');
  });
});

describe('defaultValues', () => {
  it('prefills every default and nothing else', () => {
    expect(defaultValues(readConfigurationFields(example, 'site'))).toEqual({ unit: 'issues', start: 0, show_reset: true });
  });
});

describe('keepFittingValues', () => {
  it('keeps values that still fit and drops those whose property vanished or changed type', () => {
    const fields = readConfigurationFields(example, 'site');
    const kept = keepFittingValues(fields, {
      project: 'web',
      unit: 'pages',
      start: 'ten',
      gone: 1,
      oauth_credentials: { access_token: 't' },
    });
    expect(kept).toEqual({ project: 'web', unit: 'pages', oauth_credentials: { access_token: 't' } });
  });

  it('drops an enum value that is no longer an option', () => {
    const fields = readConfigurationFields({ configurations: { site: { properties: { u: { type: 'string', enum: ['a'] } } } } }, 'site');
    expect(keepFittingValues(fields, { u: 'b' })).toEqual({});
  });
});
