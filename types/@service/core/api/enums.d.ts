/**
 * kitbench's own enum beside the API package's (src/core/api/generated.ts, generated from @gitbook/api: its
 * `ContentKitIcon`, `ContentVisibility` and every other enum, with the package's values). A frozen object with a
 * type of the same name (its values), so an integration may also write the string itself.
 */
/** The surfaces a component renders in (`element.context.type`). */
export declare const ContentKitContextType: Readonly<{
    readonly Document: 'document';
    readonly ConfigurationAccount: 'configuration_account';
    readonly ConfigurationSpace: 'configuration_space';
    readonly ConfigurationSite: 'configuration_site';
}>;
/** One of the values of `ContentKitContextType`. */
export type ContentKitContextType = (typeof ContentKitContextType)[keyof typeof ContentKitContextType];
