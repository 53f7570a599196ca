import { describe, expect, it } from 'vitest';
import { readConfigurationFields } from './fields';
import { deriveConfigurationSchema, isConfigurationValid, validateConfiguration } from './schema';

const manifest = {
  configurations: {
    site: {
      properties: {
        project: { type: 'string', title: 'Project', completion_url: '/projects' },
        unit: { type: 'string', title: 'Unit', enum: ['issues', 'pages'] },
        start: { type: 'number', title: 'Start value' },
        show: { type: 'boolean', title: 'Show' },
        tracker: { type: 'button', title: 'Tracker', button_text: 'Connect' },
      },
      required: ['project', 'unit'],
    },
  },
};
const schema = deriveConfigurationSchema(readConfigurationFields(manifest, 'site'));

describe('deriveConfigurationSchema', () => {
  it('emits a draft 2020-12 object schema with types, enum and required', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties.unit).toMatchObject({ type: 'string', enum: ['issues', 'pages'] });
    expect(schema.properties.start.type).toBe('number');
    expect(schema.properties.show.type).toBe('boolean');
    expect(schema.required).toEqual(['project', 'unit']);
  });

  it('describes a button by the OAuth credentials it stores, required only when the button is', () => {
    expect(schema.properties.oauth_credentials).toMatchObject({ type: 'object', required: ['access_token'] });
    const required = deriveConfigurationSchema(
      readConfigurationFields({ configurations: { site: { properties: { b: { type: 'button' } }, required: ['b'] } } }, 'site'),
    );
    expect(required.required).toEqual(['oauth_credentials']);
    expect(validateConfiguration(required, {})).toEqual({ oauth_credentials: 'b is required: connect it first.' });
  });
});

describe('validateConfiguration', () => {
  it('names every missing required property, treating empty text as missing', () => {
    expect(validateConfiguration(schema, { project: '  ' })).toEqual({ project: 'Project is required.', unit: 'Unit is required.' });
  });

  it('rejects a value outside the enum and values of the wrong type', () => {
    const errors = validateConfiguration(schema, { project: 'web', unit: 'visitors', start: 'x', show: 'yes' });
    expect(errors).toEqual({
      unit: 'Unit must be one of issues, pages.',
      start: 'Start value must be a number.',
      show: 'Show must be true or false.',
    });
  });

  it('accepts a complete configuration and ignores keys it does not know', () => {
    expect(isConfigurationValid(schema, { project: 'web', unit: 'pages', start: 3, show: false, extra: 1 })).toBe(true);
  });

  it('checks stored OAuth credentials carry an access token', () => {
    expect(validateConfiguration(schema, { project: 'p', unit: 'pages', oauth_credentials: {} })).toEqual({
      oauth_credentials: 'Tracker is missing access_token.',
    });
  });
});
