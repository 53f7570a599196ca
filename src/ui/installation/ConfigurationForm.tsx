import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import {
  type ConfigurationField,
  type ConfigurationScope,
  deriveConfigurationSchema,
  endpointUrl,
  OAUTH_CREDENTIALS_KEY,
  validateConfiguration,
} from '../../core/installation';
import type { ScriptHost } from '../../sandbox/types';
import { editConfiguration } from './actions';
import { CompletionSelect } from './CompletionSelect';
import { fieldKey } from './fieldKey';
import { type FormValues, fromInput, toFormValues } from './formValues';
import { OAuthField } from './OAuthField';
import { SavedValues } from './SavedValues';

interface ConfigurationFormProps {
  scope: ConfigurationScope;
  /** The form's accessible name: `Account configuration` or `Site configuration` (CONTRACT.md). */
  title: string;
  hint?: string;
  fields: ConfigurationField[];
  values: Record<string, unknown>;
  host: ScriptHost | undefined;
  scriptVersion: number;
  publicEndpoint: string;
  integrationTitle: string;
}

/** Typing is committed once the author pauses, so one edit emits one `installation_setup`, not one per key. */
const COMMIT_DELAY_MS = 450;

/** One configuration scope as a form generated from the manifest, validated by the core's derived schema. */
export function ConfigurationForm({ scope, title, hint, fields, values, host, scriptVersion, publicEndpoint, integrationTitle }: ConfigurationFormProps) {
  const baseId = useId();
  const schema = useMemo(() => deriveConfigurationSchema(fields), [fields]);
  const formValues = useMemo(() => toFormValues(fields, values), [fields, values]);
  const resolver = useCallback<Resolver<FormValues>>(
    (input) => {
      const config: Record<string, unknown> = { ...values };
      for (const field of fields) {
        const key = fieldKey(field.name);
        if (key in input) config[field.name] = fromInput(field, input[key]);
      }
      const problems = validateConfiguration(schema, config);
      const errors: FieldErrors<FormValues> = {};
      for (const field of fields) {
        const message = problems[field.kind === 'button' ? OAUTH_CREDENTIALS_KEY : field.name];
        if (message) errors[fieldKey(field.name)] = { type: 'schema', message };
      }
      return Object.keys(errors).length ? { values: {}, errors } : { values: input, errors: {} };
    },
    [fields, schema, values],
  );
  const form = useForm<FormValues>({ values: formValues, mode: 'onChange', resolver });
  const { errors, touchedFields } = form.formState;
  // The saved configuration's problems: what keeps the status Pending, shown even when the form was just reset.
  const savedErrors = useMemo(() => validateConfiguration(schema, values), [schema, values]);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());

  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const commit = useCallback(
    (field: ConfigurationField, raw: unknown) => {
      clearTimeout(timers.current.get(field.name));
      timers.current.delete(field.name);
      setEdited((previous) => (previous.has(field.name) ? previous : new Set(previous).add(field.name)));
      editConfiguration(host, scope, field.name, fromInput(field, raw));
    },
    [host, scope],
  );
  const commitLater = (field: ConfigurationField, raw: unknown) => {
    clearTimeout(timers.current.get(field.name));
    timers.current.set(field.name, setTimeout(() => commit(field, raw), COMMIT_DELAY_MS));
  };
  const flush = (field: ConfigurationField) => {
    if (timers.current.has(field.name)) commit(field, form.getValues(fieldKey(field.name)));
  };
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const headingId = `${baseId}-title`;
  return (
    <section className="panel-card inst-card">
      <header className="inst-card__header">
        <h3 id={headingId} className="inst-card__title">
          {title}
        </h3>
        {hint && <p className="inst-card__hint">{hint}</p>}
      </header>
      <form
        aria-labelledby={headingId}
        className="inst-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          for (const field of fields) flush(field);
        }}
      >
        {fields.length === 0 && <SavedValues scope={scope} values={values} />}
        {fields.map((field) => {
          const key = fieldKey(field.name);
          const id = `${baseId}-${key}`;
          const helpId = `${id}-help`;
          const errorId = `${id}-error`;
          const message = errors[key]?.message ?? savedErrors[field.kind === 'button' ? OAUTH_CREDENTIALS_KEY : field.name];
          // A missing required value is only an error once the user has been in the field; types are errors at once.
          const visited = touchedFields[key] || edited.has(field.name);
          const shown = typeof message === 'string' && (visited || !message.includes(' is required')) ? message : undefined;
          const describedBy = [field.description ? helpId : '', shown ? errorId : ''].filter(Boolean).join(' ');
          const labelId = `${id}-label`;
          const required = field.required && (
            <span className="inst-required" title="Required" aria-hidden="true">
              *
            </span>
          );
          const help = field.description && (
            <span id={helpId} className="field__help">
              {field.description}
            </span>
          );
          const error = shown && (
            <span id={errorId} className="field__error" role="alert">
              {shown}
            </span>
          );
          if (field.kind === 'invalid') {
            return (
              <div key={field.name} className="field">
                <span className="field__label">{field.title}</span>
                <p className="inst-inline-error">{field.problem}</p>
              </div>
            );
          }
          if (field.kind === 'button') {
            return (
              <fieldset key={field.name} className="field inst-fieldset" aria-labelledby={labelId}>
                <legend className="field__label" id={labelId}>
                  {field.title}
                  {required}
                </legend>
                {help}
                <OAuthField
                  field={field}
                  scope={scope}
                  credentials={values[OAUTH_CREDENTIALS_KEY]}
                  publicEndpoint={publicEndpoint}
                  host={host}
                  integrationTitle={integrationTitle}
                  describedBy={describedBy || helpId}
                />
                {error}
              </fieldset>
            );
          }
          if (field.kind === 'boolean') {
            return (
              <div key={field.name} className="field inst-switch-field">
                <Controller
                  control={form.control}
                  name={key}
                  render={({ field: control }) => (
                    <button
                      id={id}
                      type="button"
                      role="switch"
                      className="inst-switch"
                      aria-checked={control.value === true}
                      aria-labelledby={labelId}
                      aria-describedby={describedBy || undefined}
                      onClick={() => {
                        const next = control.value !== true;
                        control.onChange(next);
                        commit(field, next);
                      }}
                      onBlur={control.onBlur}
                    >
                      <span className="inst-switch__thumb" />
                    </button>
                  )}
                />
                <div className="inst-switch-field__text">
                  <label htmlFor={id} id={labelId} className="field__label">
                    {field.title}
                    {required}
                  </label>
                  {help}
                </div>
              </div>
            );
          }
          let control: React.ReactNode;
          if (field.kind === 'completion') {
            control = (
              <Controller
                control={form.control}
                name={key}
                render={({ field: c }) => (
                  <CompletionSelect
                    id={id}
                    describedBy={describedBy}
                    url={endpointUrl(publicEndpoint, field.completionUrl)}
                    scriptVersion={scriptVersion}
                    value={typeof c.value === 'string' ? c.value : ''}
                    invalid={Boolean(shown)}
                    required={field.required}
                    onChange={(next) => {
                      c.onChange(next);
                      commit(field, next);
                    }}
                    onBlur={c.onBlur}
                  />
                )}
              />
            );
          } else if (field.kind === 'enum') {
            const registered = form.register(key);
            control = (
              <select
                id={id}
                className="select"
                aria-describedby={describedBy || undefined}
                aria-invalid={shown ? true : undefined}
                aria-required={field.required || undefined}
                {...registered}
                onChange={(event) => {
                  void registered.onChange(event);
                  commit(field, event.target.value);
                }}
              >
                <option value="">Choose…</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            );
          } else {
            const registered = form.register(key);
            control = (
              <input
                id={id}
                className="input"
                type={field.kind === 'number' ? 'number' : 'text'}
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                autoComplete="off"
                aria-describedby={describedBy || undefined}
                aria-invalid={shown ? true : undefined}
                aria-required={field.required || undefined}
                {...registered}
                onChange={(event) => {
                  void registered.onChange(event);
                  commitLater(field, event.target.value);
                }}
                onBlur={(event) => {
                  void registered.onBlur(event);
                  flush(field);
                }}
              />
            );
          }
          return (
            <div key={field.name} className="field">
              <label htmlFor={id} id={labelId} className="field__label">
                {field.title}
                {required}
              </label>
              {control}
              {help}
              {error}
            </div>
          );
        })}
      </form>
    </section>
  );
}
