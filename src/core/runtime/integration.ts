import type {
  ComponentDefinition,
  ComponentOptions,
  IntegrationDefinition,
  IntegrationOptions,
} from './types';

/** Declares the integration; the script default-exports the result (spec: Integration entrypoint). */
export function createIntegration(options: IntegrationOptions = {}): IntegrationDefinition {
  return { ...options, kind: 'integration' };
}

/** Declares a component listed in the manifest's `blocks` by `componentId` (spec: Component). */
export function createComponent<Props = Record<string, unknown>, State = Record<string, unknown>>(
  options: ComponentOptions<Props, State>,
): ComponentDefinition<Props, State> {
  return { ...options, kind: 'component' };
}

/** Tells a script's default export apart from anything else it may export. */
export function isIntegration(value: unknown): value is IntegrationDefinition {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'integration';
}
