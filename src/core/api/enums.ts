/**
 * The enums integrations import from `@service/api`: `ContentKitIcon.Search` and the like. Each is a frozen object
 * with a type of the same name (its values), so an integration may also write the string itself.
 */

/**
 * Icons a `button`, `card` or block control may show. Every value is an icon the preview draws; the aliases
 * (`Delete`, `LinkExternal`, `Update`, ...) carry the names real integrations use and point at the same drawing.
 */
export const ContentKitIcon = Object.freeze({
  Plus: 'plus',
  Minus: 'minus',
  Close: 'close',
  Check: 'check',
  Edit: 'edit',
  Trash: 'trash',
  Delete: 'trash',
  Link: 'link',
  External: 'external',
  LinkExternal: 'external',
  Search: 'search',
  Settings: 'settings',
  Info: 'info',
  Warning: 'warning',
  Star: 'star',
  Refresh: 'refresh',
  Update: 'refresh',
  Play: 'play',
  User: 'user',
  Code: 'code',
  Document: 'document',
  Page: 'document',
  ArrowUp: 'arrow-up',
  ArrowDown: 'arrow-down',
  ChevronRight: 'chevron-right',
} as const);
/** One of the values of `ContentKitIcon`. */
export type ContentKitIcon = (typeof ContentKitIcon)[keyof typeof ContentKitIcon];

/** The surfaces a component renders in (`element.context.type`). */
export const ContentKitContextType = Object.freeze({
  Document: 'document',
  ConfigurationAccount: 'configuration_account',
  ConfigurationSpace: 'configuration_space',
  ConfigurationSite: 'configuration_site',
} as const);
/** One of the values of `ContentKitContextType`. */
export type ContentKitContextType = (typeof ContentKitContextType)[keyof typeof ContentKitContextType];

/** Who can read a space. */
export const ContentVisibility = Object.freeze({
  Public: 'public',
  Unlisted: 'unlisted',
  ShareLink: 'share-link',
  VisitorAuth: 'visitor-auth',
  InCollection: 'in-collection',
  Private: 'private',
} as const);
/** One of the values of `ContentVisibility`. */
export type ContentVisibility = (typeof ContentVisibility)[keyof typeof ContentVisibility];
