import type { ComponentDefinition, ComponentOptions, IntegrationDefinition, IntegrationOptions, RuntimeAction, RuntimeContext } from './types';
/** Declares the integration; the script default-exports the result (spec: Integration entrypoint). */
export declare function createIntegration<Context extends RuntimeContext = RuntimeContext>(options?: IntegrationOptions<Context>): IntegrationDefinition<Context>;
/** Declares a component listed in the manifest's `blocks` by `componentId` (spec: Component). */
export declare function createComponent<Props = Record<string, unknown>, State = Record<string, unknown>, Action = RuntimeAction, Context extends RuntimeContext = RuntimeContext>(options: ComponentOptions<Props, State, Action, Context>): ComponentDefinition<Props, State, Action, Context>;
/** Tells a script's default export apart from anything else it may export. */
export declare function isIntegration(value: unknown): value is IntegrationDefinition;
