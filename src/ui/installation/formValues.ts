import type { ConfigurationField } from '../../core/installation';
import { fieldKey } from './fieldKey';

/** The form's values: flat keys (see fieldKey), numbers as text as an input holds them. */
export type FormValues = Record<string, unknown>;

/** The saved configuration as form values. */
export function toFormValues(fields: ConfigurationField[], values: Record<string, unknown>): FormValues {
  const form: FormValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'number') form[fieldKey(field.name)] = typeof value === 'number' ? String(value) : '';
    else if (field.kind === 'boolean') form[fieldKey(field.name)] = value === true;
    else if (field.kind !== 'button' && field.kind !== 'invalid') form[fieldKey(field.name)] = typeof value === 'string' ? value : '';
  }
  return form;
}

/** The configuration value a form input stands for; a number field keeps unparsable text so validation can name it. */
export function fromInput(field: ConfigurationField, raw: unknown): unknown {
  if (field.kind === 'number') {
    const text = String(raw ?? '').trim();
    if (text === '') return undefined;
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  return raw;
}
