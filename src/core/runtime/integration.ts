import type {
  ComponentDefinition,
  ComponentOptions,
  IntegrationDefinition,
  IntegrationOptions,
  RuntimeAction,
  RuntimeContext,
} from './types';

/** Declares the integration; the script default-exports the result (spec: Integration entrypoint). */
export function createIntegration<Context extends RuntimeContext = RuntimeContext>(
  options: IntegrationOptions<Context> = {},
): IntegrationDefinition<Context> {
  return { ...options, kind: 'integration' };
}

/** Declares a component listed in the manifest's `blocks` by `componentId` (spec: Component). */
export function createComponent<
  Props = Record<string, unknown>,
  State = Record<string, unknown>,
  Action = RuntimeAction,
  Context extends RuntimeContext = RuntimeContext,
>(options: ComponentOptions<Props, State, Action, Context>): ComponentDefinition<Props, State, Action, Context> {
  return { ...options, kind: 'component' };
}

/** Tells a script's default export apart from anything else it may export. */
export function isIntegration(value: unknown): value is IntegrationDefinition {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'integration';
}
