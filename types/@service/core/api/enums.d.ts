/**
 * The enums integrations import from `@service/api`: `ContentKitIcon.Search` and the like. Each is a frozen object
 * with a type of the same name (its values), so an integration may also write the string itself.
 */
/**
 * Icons a `button`, `card` or block control may show. Every value is an icon the preview draws; the aliases
 * (`Delete`, `LinkExternal`, `Update`, ...) carry the names real integrations use and point at the same drawing.
 */
export declare const ContentKitIcon: Readonly<{
    readonly Plus: 'plus';
    readonly Minus: 'minus';
    readonly Close: 'close';
    readonly Check: 'check';
    readonly Edit: 'edit';
    readonly Trash: 'trash';
    readonly Delete: 'trash';
    readonly Link: 'link';
    readonly External: 'external';
    readonly LinkExternal: 'external';
    readonly Search: 'search';
    readonly Settings: 'settings';
    readonly Info: 'info';
    readonly Warning: 'warning';
    readonly Star: 'star';
    readonly Refresh: 'refresh';
    readonly Update: 'refresh';
    readonly Play: 'play';
    readonly User: 'user';
    readonly Code: 'code';
    readonly Document: 'document';
    readonly Page: 'document';
    readonly ArrowUp: 'arrow-up';
    readonly ArrowDown: 'arrow-down';
    readonly ChevronRight: 'chevron-right';
}>;
/** One of the values of `ContentKitIcon`. */
export type ContentKitIcon = (typeof ContentKitIcon)[keyof typeof ContentKitIcon];
/** The surfaces a component renders in (`element.context.type`). */
export declare const ContentKitContextType: Readonly<{
    readonly Document: 'document';
    readonly ConfigurationAccount: 'configuration_account';
    readonly ConfigurationSpace: 'configuration_space';
    readonly ConfigurationSite: 'configuration_site';
}>;
/** One of the values of `ContentKitContextType`. */
export type ContentKitContextType = (typeof ContentKitContextType)[keyof typeof ContentKitContextType];
/** Who can read a space. */
export declare const ContentVisibility: Readonly<{
    readonly Public: 'public';
    readonly Unlisted: 'unlisted';
    readonly ShareLink: 'share-link';
    readonly VisitorAuth: 'visitor-auth';
    readonly InCollection: 'in-collection';
    readonly Private: 'private';
}>;
/** One of the values of `ContentVisibility`. */
export type ContentVisibility = (typeof ContentVisibility)[keyof typeof ContentVisibility];
