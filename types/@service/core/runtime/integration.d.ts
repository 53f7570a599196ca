import type { ComponentDefinition, ComponentOptions, IntegrationDefinition, IntegrationOptions } from './types';
/** Declares the integration; the script default-exports the result (spec: Integration entrypoint). */
export declare function createIntegration(options?: IntegrationOptions): IntegrationDefinition;
/** Declares a component listed in the manifest's `blocks` by `componentId` (spec: Component). */
export declare function createComponent<Props = Record<string, unknown>, State = Record<string, unknown>>(options: ComponentOptions<Props, State>): ComponentDefinition<Props, State>;
/** Tells a script's default export apart from anything else it may export. */
export declare function isIntegration(value: unknown): value is IntegrationDefinition;
