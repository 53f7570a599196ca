/**
 * The enums and constants of the platform's API package, with its values: each enum is a frozen object with a
 * type of the same name (the union of its values), so an integration may also write the value itself.
 */
export declare const AGENT_EDIT_SCOPE_ENUM: readonly ["all", "read-only", "current-page", "modified-pages"];
export declare const AGENT_FEEDBACK_SOURCE_ENUM: readonly ["mcp", "assistant"];
export declare const AGENT_GOAL_MAX_LENGTH = 1024;
export declare const AGENT_STATUS_ENUM: readonly ["idle", "processing", "errored"];
export declare const AIMESSAGE_ROLE_ENUM: readonly ["user", "assistant", "developer"];
export declare const AIMESSAGE_STEP_PHASE_ENUM: readonly ["commentary", "final_answer"];
export declare const AIMESSAGE_STEP_START_CONDITION_ENUM: readonly ["compaction"];
export declare const AIMODEL_ENUM: readonly ["fast", "reasoning-low", "reasoning-medium", "reasoning-high"];
export declare const AIMessageRole: Readonly<{
    readonly User: "user";
    readonly Assistant: "assistant";
    readonly Developer: "developer";
}>;
export type AIMessageRole = (typeof AIMessageRole)[keyof typeof AIMessageRole];
export declare const AIMessageStepPhase: Readonly<{
    readonly Commentary: "commentary";
    readonly FinalAnswer: "final_answer";
}>;
export type AIMessageStepPhase = (typeof AIMessageStepPhase)[keyof typeof AIMessageStepPhase];
export declare const AIMessageStepStartCondition: Readonly<{
    readonly Compaction: "compaction";
}>;
export type AIMessageStepStartCondition = (typeof AIMessageStepStartCondition)[keyof typeof AIMessageStepStartCondition];
export declare const AIModel: Readonly<{
    readonly Fast: "fast";
    readonly ReasoningLow: "reasoning-low";
    readonly ReasoningMedium: "reasoning-medium";
    readonly ReasoningHigh: "reasoning-high";
}>;
export type AIModel = (typeof AIModel)[keyof typeof AIModel];
export declare const AIUSAGE_INTERVAL_ENUM: readonly ["day", "week", "month", "year"];
export declare const AIUsageInterval: Readonly<{
    readonly Day: "day";
    readonly Week: "week";
    readonly Month: "month";
    readonly Year: "year";
}>;
export type AIUsageInterval = (typeof AIUsageInterval)[keyof typeof AIUsageInterval];
export declare const APIINTEGRATION_SCOPE_ENUM: readonly ["integration:read", "integration:update", "integration:installation:read", "integration:installation:update"];
export declare const APIIntegrationScope: Readonly<{
    readonly IntegrationRead: "integration:read";
    readonly IntegrationUpdate: "integration:update";
    readonly IntegrationInstallationRead: "integration:installation:read";
    readonly IntegrationInstallationUpdate: "integration:installation:update";
}>;
export type APIIntegrationScope = (typeof APIIntegrationScope)[keyof typeof APIIntegrationScope];
export declare const APITOKEN_LABEL_MAX_LENGTH = 50;
export declare const AgentEditScope: Readonly<{
    readonly All: "all";
    readonly ReadOnly: "read-only";
    readonly CurrentPage: "current-page";
    readonly ModifiedPages: "modified-pages";
}>;
export type AgentEditScope = (typeof AgentEditScope)[keyof typeof AgentEditScope];
export declare const AgentFeedbackSource: Readonly<{
    readonly Mcp: "mcp";
    readonly Assistant: "assistant";
}>;
export type AgentFeedbackSource = (typeof AgentFeedbackSource)[keyof typeof AgentFeedbackSource];
export declare const AgentStatus: Readonly<{
    readonly Idle: "idle";
    readonly Processing: "processing";
    readonly Errored: "errored";
}>;
export type AgentStatus = (typeof AgentStatus)[keyof typeof AgentStatus];
export declare const BILLING_CANCELLATION_COMMENT_MAX_LENGTH = 500;
export declare const BILLING_CANCELLATION_COMMENT_MIN_LENGTH = 1;
export declare const BILLING_COUPON_MAX_LENGTH = 500;
export declare const BILLING_COUPON_MIN_LENGTH = 1;
export declare const BILLING_INTERVAL_ENUM: readonly ["monthly", "yearly"];
export declare const BILLING_METER_ENUM: readonly ["ai_responses", "ai_agent_responses", "translation_words"];
export declare const BILLING_PRODUCT_ENUM: readonly ["free_2024", "plus_2024", "pro_2024", "enterprise_2024", "community_2024", "free", "plus", "pro", "internal"];
export declare const BILLING_STATUS_ENUM: readonly ["trialing", "active", "past_due", "incomplete_expired", "canceled", "unpaid", "paused"];
export declare const BILLING_SWITCH_ACTION_ENUM: readonly ["trial", "upgrade", "upgrade_passive", "downgrade", "switch_interval"];
export declare const BILLING_TRIAL_STATUS_ENUM: readonly ["notapplicable", "none", "active", "ended", "expired"];
export declare const BLOCK_REASON_MAX_LENGTH = 255;
export declare const BLOCK_REASON_MIN_LENGTH = 1;
export declare const BLOCK_SOURCE_ENUM: readonly ["backoffice", "external", "internal"];
export declare const BillingCreditsBundle: Readonly<{
    readonly None: "none";
    readonly Value135001500: "13500_1500";
    readonly Value240006000: "24000_6000";
    readonly Value4200018000: "42000_18000";
    readonly Value6000040000: "60000_40000";
}>;
export type BillingCreditsBundle = (typeof BillingCreditsBundle)[keyof typeof BillingCreditsBundle];
export declare const BillingInterval: Readonly<{
    readonly Monthly: "monthly";
    readonly Yearly: "yearly";
}>;
export type BillingInterval = (typeof BillingInterval)[keyof typeof BillingInterval];
export declare const BillingMeter: Readonly<{
    readonly AiResponses: "ai_responses";
    readonly AiAgentResponses: "ai_agent_responses";
    readonly TranslationWords: "translation_words";
}>;
export type BillingMeter = (typeof BillingMeter)[keyof typeof BillingMeter];
export declare const BillingProduct: Readonly<{
    readonly Free2024: "free_2024";
    readonly Plus2024: "plus_2024";
    readonly Pro2024: "pro_2024";
    readonly Enterprise2024: "enterprise_2024";
    readonly Community2024: "community_2024";
    readonly Free: "free";
    readonly Plus: "plus";
    readonly Pro: "pro";
    readonly Internal: "internal";
}>;
export type BillingProduct = (typeof BillingProduct)[keyof typeof BillingProduct];
export declare const BillingStatus: Readonly<{
    readonly Trialing: "trialing";
    readonly Active: "active";
    readonly PastDue: "past_due";
    readonly IncompleteExpired: "incomplete_expired";
    readonly Canceled: "canceled";
    readonly Unpaid: "unpaid";
    readonly Paused: "paused";
}>;
export type BillingStatus = (typeof BillingStatus)[keyof typeof BillingStatus];
export declare const BillingSwitchAction: Readonly<{
    readonly Trial: "trial";
    readonly Upgrade: "upgrade";
    readonly UpgradePassive: "upgrade_passive";
    readonly Downgrade: "downgrade";
    readonly SwitchInterval: "switch_interval";
}>;
export type BillingSwitchAction = (typeof BillingSwitchAction)[keyof typeof BillingSwitchAction];
export declare const BillingTrialStatus: Readonly<{
    readonly Notapplicable: "notapplicable";
    readonly None: "none";
    readonly Active: "active";
    readonly Ended: "ended";
    readonly Expired: "expired";
}>;
export type BillingTrialStatus = (typeof BillingTrialStatus)[keyof typeof BillingTrialStatus];
export declare const BlockSource: Readonly<{
    readonly Backoffice: "backoffice";
    readonly External: "external";
    readonly Internal: "internal";
}>;
export type BlockSource = (typeof BlockSource)[keyof typeof BlockSource];
export declare const CARDS_IMAGE_OBJECT_FIT_ENUM: readonly ["contain", "fill", "cover"];
export declare const CHANGE_REQUEST_LINK_TITLE_MAX_LENGTH = 128;
export declare const CHANGE_REQUEST_ORDER_BY_ENUM: readonly ["updatedAt", "createdAt"];
export declare const CHANGE_REQUEST_REVIEW_STATUS_ENUM: readonly ["changes-requested", "approved"];
export declare const CHANGE_REQUEST_STATUS_ENUM: readonly ["draft", "open", "archived", "merged"];
export declare const CHANGE_REQUEST_SUBJECT_MAX_LENGTH = 100;
export declare const CHANGE_REQUEST_SUBJECT_MIN_LENGTH = 0;
export declare const CLOUDFLARE_HOSTNAME_STATUS_ENUM: readonly ["pending", "active", "blocked", "moved", "deleted"];
export declare const CLOUDFLARE_HOSTNAME_TLSSTATUS_ENUM: readonly ["initializing", "pending_validation", "pending_issuance", "pending_deployment", "active", "pending_deletion", "pending_cleanup", "deleted"];
export declare const CLOUDFLARE_HOSTNAME_TLSVALIDATION_METHOD_ENUM: readonly ["http", "txt", "email"];
export declare const COLLECTION_DESCRIPTION_MAX_LENGTH = 100;
export declare const COLLECTION_DESCRIPTION_MIN_LENGTH = 0;
export declare const COLLECTION_TITLE_MAX_LENGTH = 50;
export declare const COLOR_PATTERN = "^#(?:[0-9a-fA-F]{3}){1,2}$";
export declare const CONTENT_KIT_ICON_ENUM: readonly ["close", "edit", "github", "gitlab", "maximize", "email", "settings", "search", "delete", "star", "warning", "link", "link-external", "eye", "eye-off", "lock", "check", "check-circle"];
export declare const CONTENT_VISIBILITY_ENUM: readonly ["public", "unlisted", "share-link", "visitor-auth", "in-collection", "private"];
export declare const CONTEXT_CONNECTION_FAILURE_REASON_ENUM: readonly ["authentication", "misconfigured", "rate_limited", "upstream_unavailable", "unknown"];
export declare const CONTEXT_CONNECTION_FILTER_MAX_LENGTH = 1024;
export declare const CONTEXT_CONNECTION_FILTER_MIN_LENGTH = 0;
export declare const CONTEXT_CONNECTION_LABEL_MAX_LENGTH = 128;
export declare const CONTEXT_CONNECTION_LABEL_MIN_LENGTH = 0;
export declare const CONTEXT_CONNECTION_STATUS_ENUM: readonly ["pending", "syncing", "succeeded", "failed"];
export declare const CONTEXT_RECORD_DESCRIPTION_MAX_LENGTH = 512;
export declare const CONTEXT_RECORD_TITLE_MAX_LENGTH = 256;
export declare const CONTEXT_RECORD_TITLE_MIN_LENGTH = 1;
export declare const CONTEXT_RECORD_TYPE_ENUM: readonly ["ticket", "document"];
export declare const CONTEXT_SEARCH_BOOST_ENUM: readonly ["x0.8", "x1.0", "x1.2"];
export declare const CUSTOMIZATION_AIGREETING_MAX_LENGTH = 256;
export declare const CUSTOMIZATION_AIINSTRUCTIONS_MAX_LENGTH = 10000;
export declare const CUSTOMIZATION_AIMODE_ENUM: readonly ["none", "search", "assistant"];
export declare const CUSTOMIZATION_ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 128;
export declare const CUSTOMIZATION_ANNOUNCEMENT_MESSAGE_MIN_LENGTH = 2;
export declare const CUSTOMIZATION_BACKGROUND_ENUM: readonly ["plain", "match"];
export declare const CUSTOMIZATION_CODE_THEME_ENUM: readonly ["default-light", "default-dark", "monochrome-light", "monochrome-dark", "andromeeda", "aurora-x", "ayu-dark", "catppuccin-frappe", "catppuccin-latte", "catppuccin-macchiato", "catppuccin-mocha", "dark-plus", "dracula", "dracula-soft", "everforest-dark", "everforest-light", "github-dark", "github-dark-default", "github-dark-dimmed", "github-dark-high-contrast", "github-light", "github-light-default", "github-light-high-contrast", "gruvbox-dark-hard", "gruvbox-dark-medium", "gruvbox-dark-soft", "gruvbox-light-hard", "gruvbox-light-medium", "gruvbox-light-soft", "houston", "kanagawa-dragon", "kanagawa-lotus", "kanagawa-wave", "laserwave", "light-plus", "material-theme", "material-theme-darker", "material-theme-lighter", "material-theme-ocean", "material-theme-palenight", "min-dark", "min-light", "monokai", "night-owl", "nord", "one-dark-pro", "one-light", "plastic", "poimandres", "red", "rose-pine", "rose-pine-dawn", "rose-pine-moon", "slack-dark", "slack-ochin", "snazzy-light", "solarized-dark", "solarized-light", "synthwave-84", "tokyo-night", "vesper", "vitesse-black", "vitesse-dark", "vitesse-light"];
export declare const CUSTOMIZATION_CONTENT_LINK_TITLE_MAX_LENGTH = 64;
export declare const CUSTOMIZATION_CORNERS_ENUM: readonly ["straight", "rounded", "circular"];
export declare const CUSTOMIZATION_DEFAULT_FONT_ENUM: readonly ["ABCFavorit", "Inter", "Roboto", "RobotoSlab", "OpenSans", "SourceSansPro", "Lato", "Ubuntu", "Raleway", "Merriweather", "Overpass", "NotoSans", "IBMPlexSerif", "Poppins", "FiraSans"];
export declare const CUSTOMIZATION_DEFAULT_MONOSPACE_FONT_ENUM: readonly ["FiraCode", "IBMPlexMono", "JetBrainsMono", "SourceCodePro", "RobotoMono", "SpaceMono", "DMMono", "Inconsolata"];
export declare const CUSTOMIZATION_DEFAULT_THEME_MODE_ENUM: readonly ["light", "dark", "system"];
export declare const CUSTOMIZATION_DEPTH_ENUM: readonly ["subtle", "flat"];
export declare const CUSTOMIZATION_HEADER_PRESET_ENUM: readonly ["default", "bold", "contrast", "custom", "none"];
export declare const CUSTOMIZATION_ICONS_STYLE_ENUM: readonly ["regular", "solid", "duotone", "light", "thin"];
export declare const CUSTOMIZATION_LINKS_STYLE_ENUM: readonly ["default", "accent"];
export declare const CUSTOMIZATION_LOCALE_ENUM: readonly ["en", "fr", "es", "zh", "ja", "de", "nl", "no", "pt-br", "ru"];
export declare const CUSTOMIZATION_PAGE_ACTION_TYPE_ENUM: readonly ["assistant", "external-ai", "markdown", "mcp", "git", "pdf"];
export declare const CUSTOMIZATION_SEARCH_STYLE_ENUM: readonly ["prominent", "subtle"];
export declare const CUSTOMIZATION_SIDEBAR_BACKGROUND_STYLE_ENUM: readonly ["default", "filled"];
export declare const CUSTOMIZATION_SIDEBAR_LIST_STYLE_ENUM: readonly ["default", "pill", "line"];
export declare const CUSTOMIZATION_SUGGESTED_QUESTION_MAX_LENGTH = 64;
export declare const CUSTOMIZATION_SUGGESTED_QUESTION_MIN_LENGTH = 3;
export declare const CUSTOMIZATION_THEME_ENUM: readonly ["clean", "muted", "bold", "gradient"];
export declare const CUSTOMIZATION_THEME_MODE_ENUM: readonly ["light", "dark"];
export declare const CUSTOM_HOSTNAME_DNS_STATUS_ENUM: readonly ["dns_passed", "dns_wrong_cname", "dns_no_cname", "dns_cloudflare_proxied", "dns_wrong_caa"];
export declare const CUSTOM_HOSTNAME_ERROR_STATUS_ENUM: readonly ["invalid_domain", "internal_error"];
export declare const CUSTOM_HOSTNAME_SSL_STATUS_ENUM: readonly ["live", "ssl_unknown", "ssl_pending", "ssl_failed", "ssl_retry_expired"];
export declare const CardsImageObjectFit: Readonly<{
    readonly Contain: "contain";
    readonly Fill: "fill";
    readonly Cover: "cover";
}>;
export type CardsImageObjectFit = (typeof CardsImageObjectFit)[keyof typeof CardsImageObjectFit];
export declare const ChangeRequestOrderBy: Readonly<{
    readonly UpdatedAt: "updatedAt";
    readonly CreatedAt: "createdAt";
}>;
export type ChangeRequestOrderBy = (typeof ChangeRequestOrderBy)[keyof typeof ChangeRequestOrderBy];
export declare const ChangeRequestReviewStatus: Readonly<{
    readonly ChangesRequested: "changes-requested";
    readonly Approved: "approved";
}>;
export type ChangeRequestReviewStatus = (typeof ChangeRequestReviewStatus)[keyof typeof ChangeRequestReviewStatus];
export declare const ChangeRequestStatus: Readonly<{
    readonly Draft: "draft";
    readonly Open: "open";
    readonly Archived: "archived";
    readonly Merged: "merged";
}>;
export type ChangeRequestStatus = (typeof ChangeRequestStatus)[keyof typeof ChangeRequestStatus];
export declare const CloudflareHostnameStatus: Readonly<{
    readonly Pending: "pending";
    readonly Active: "active";
    readonly Blocked: "blocked";
    readonly Moved: "moved";
    readonly Deleted: "deleted";
}>;
export type CloudflareHostnameStatus = (typeof CloudflareHostnameStatus)[keyof typeof CloudflareHostnameStatus];
export declare const CloudflareHostnameTLSStatus: Readonly<{
    readonly Initializing: "initializing";
    readonly PendingValidation: "pending_validation";
    readonly PendingIssuance: "pending_issuance";
    readonly PendingDeployment: "pending_deployment";
    readonly Active: "active";
    readonly PendingDeletion: "pending_deletion";
    readonly PendingCleanup: "pending_cleanup";
    readonly Deleted: "deleted";
}>;
export type CloudflareHostnameTLSStatus = (typeof CloudflareHostnameTLSStatus)[keyof typeof CloudflareHostnameTLSStatus];
export declare const CloudflareHostnameTLSValidationMethod: Readonly<{
    readonly Http: "http";
    readonly Txt: "txt";
    readonly Email: "email";
}>;
export type CloudflareHostnameTLSValidationMethod = (typeof CloudflareHostnameTLSValidationMethod)[keyof typeof CloudflareHostnameTLSValidationMethod];
export declare const ContentKitIcon: Readonly<{
    readonly Close: "close";
    readonly Edit: "edit";
    readonly Github: "github";
    readonly Gitlab: "gitlab";
    readonly Maximize: "maximize";
    readonly Email: "email";
    readonly Settings: "settings";
    readonly Search: "search";
    readonly Delete: "delete";
    readonly Star: "star";
    readonly Warning: "warning";
    readonly Link: "link";
    readonly LinkExternal: "link-external";
    readonly Eye: "eye";
    readonly EyeOff: "eye-off";
    readonly Lock: "lock";
    readonly Check: "check";
    readonly CheckCircle: "check-circle";
}>;
export type ContentKitIcon = (typeof ContentKitIcon)[keyof typeof ContentKitIcon];
export declare const ContentType: Readonly<{
    readonly Json: "application/json";
    readonly FormData: "multipart/form-data";
    readonly UrlEncoded: "application/x-www-form-urlencoded";
    readonly Text: "text/plain";
}>;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];
export declare const ContentVisibility: Readonly<{
    readonly Public: "public";
    readonly Unlisted: "unlisted";
    readonly ShareLink: "share-link";
    readonly VisitorAuth: "visitor-auth";
    readonly InCollection: "in-collection";
    readonly Private: "private";
}>;
export type ContentVisibility = (typeof ContentVisibility)[keyof typeof ContentVisibility];
export declare const ContextConnectionFailureReason: Readonly<{
    readonly Authentication: "authentication";
    readonly Misconfigured: "misconfigured";
    readonly RateLimited: "rate_limited";
    readonly UpstreamUnavailable: "upstream_unavailable";
    readonly Unknown: "unknown";
}>;
export type ContextConnectionFailureReason = (typeof ContextConnectionFailureReason)[keyof typeof ContextConnectionFailureReason];
export declare const ContextConnectionStatus: Readonly<{
    readonly Pending: "pending";
    readonly Syncing: "syncing";
    readonly Succeeded: "succeeded";
    readonly Failed: "failed";
}>;
export type ContextConnectionStatus = (typeof ContextConnectionStatus)[keyof typeof ContextConnectionStatus];
export declare const ContextRecordType: Readonly<{
    readonly Ticket: "ticket";
    readonly Document: "document";
}>;
export type ContextRecordType = (typeof ContextRecordType)[keyof typeof ContextRecordType];
export declare const ContextSearchBoost: Readonly<{
    readonly X08: "x0.8";
    readonly X10: "x1.0";
    readonly X12: "x1.2";
}>;
export type ContextSearchBoost = (typeof ContextSearchBoost)[keyof typeof ContextSearchBoost];
export declare const CustomHostnameDnsStatus: Readonly<{
    readonly DnsPassed: "dns_passed";
    readonly DnsWrongCname: "dns_wrong_cname";
    readonly DnsNoCname: "dns_no_cname";
    readonly DnsCloudflareProxied: "dns_cloudflare_proxied";
    readonly DnsWrongCaa: "dns_wrong_caa";
}>;
export type CustomHostnameDnsStatus = (typeof CustomHostnameDnsStatus)[keyof typeof CustomHostnameDnsStatus];
export declare const CustomHostnameErrorStatus: Readonly<{
    readonly InvalidDomain: "invalid_domain";
    readonly InternalError: "internal_error";
}>;
export type CustomHostnameErrorStatus = (typeof CustomHostnameErrorStatus)[keyof typeof CustomHostnameErrorStatus];
export declare const CustomHostnameSslStatus: Readonly<{
    readonly Live: "live";
    readonly SslUnknown: "ssl_unknown";
    readonly SslPending: "ssl_pending";
    readonly SslFailed: "ssl_failed";
    readonly SslRetryExpired: "ssl_retry_expired";
}>;
export type CustomHostnameSslStatus = (typeof CustomHostnameSslStatus)[keyof typeof CustomHostnameSslStatus];
export declare const CustomizationAIMode: Readonly<{
    readonly None: "none";
    readonly Search: "search";
    readonly Assistant: "assistant";
}>;
export type CustomizationAIMode = (typeof CustomizationAIMode)[keyof typeof CustomizationAIMode];
export declare const CustomizationBackground: Readonly<{
    readonly Plain: "plain";
    readonly Match: "match";
}>;
export type CustomizationBackground = (typeof CustomizationBackground)[keyof typeof CustomizationBackground];
export declare const CustomizationCodeTheme: Readonly<{
    readonly DefaultLight: "default-light";
    readonly DefaultDark: "default-dark";
    readonly MonochromeLight: "monochrome-light";
    readonly MonochromeDark: "monochrome-dark";
    readonly Andromeeda: "andromeeda";
    readonly AuroraX: "aurora-x";
    readonly AyuDark: "ayu-dark";
    readonly CatppuccinFrappe: "catppuccin-frappe";
    readonly CatppuccinLatte: "catppuccin-latte";
    readonly CatppuccinMacchiato: "catppuccin-macchiato";
    readonly CatppuccinMocha: "catppuccin-mocha";
    readonly DarkPlus: "dark-plus";
    readonly Dracula: "dracula";
    readonly DraculaSoft: "dracula-soft";
    readonly EverforestDark: "everforest-dark";
    readonly EverforestLight: "everforest-light";
    readonly GithubDark: "github-dark";
    readonly GithubDarkDefault: "github-dark-default";
    readonly GithubDarkDimmed: "github-dark-dimmed";
    readonly GithubDarkHighContrast: "github-dark-high-contrast";
    readonly GithubLight: "github-light";
    readonly GithubLightDefault: "github-light-default";
    readonly GithubLightHighContrast: "github-light-high-contrast";
    readonly GruvboxDarkHard: "gruvbox-dark-hard";
    readonly GruvboxDarkMedium: "gruvbox-dark-medium";
    readonly GruvboxDarkSoft: "gruvbox-dark-soft";
    readonly GruvboxLightHard: "gruvbox-light-hard";
    readonly GruvboxLightMedium: "gruvbox-light-medium";
    readonly GruvboxLightSoft: "gruvbox-light-soft";
    readonly Houston: "houston";
    readonly KanagawaDragon: "kanagawa-dragon";
    readonly KanagawaLotus: "kanagawa-lotus";
    readonly KanagawaWave: "kanagawa-wave";
    readonly Laserwave: "laserwave";
    readonly LightPlus: "light-plus";
    readonly MaterialTheme: "material-theme";
    readonly MaterialThemeDarker: "material-theme-darker";
    readonly MaterialThemeLighter: "material-theme-lighter";
    readonly MaterialThemeOcean: "material-theme-ocean";
    readonly MaterialThemePalenight: "material-theme-palenight";
    readonly MinDark: "min-dark";
    readonly MinLight: "min-light";
    readonly Monokai: "monokai";
    readonly NightOwl: "night-owl";
    readonly Nord: "nord";
    readonly OneDarkPro: "one-dark-pro";
    readonly OneLight: "one-light";
    readonly Plastic: "plastic";
    readonly Poimandres: "poimandres";
    readonly Red: "red";
    readonly RosePine: "rose-pine";
    readonly RosePineDawn: "rose-pine-dawn";
    readonly RosePineMoon: "rose-pine-moon";
    readonly SlackDark: "slack-dark";
    readonly SlackOchin: "slack-ochin";
    readonly SnazzyLight: "snazzy-light";
    readonly SolarizedDark: "solarized-dark";
    readonly SolarizedLight: "solarized-light";
    readonly Synthwave84: "synthwave-84";
    readonly TokyoNight: "tokyo-night";
    readonly Vesper: "vesper";
    readonly VitesseBlack: "vitesse-black";
    readonly VitesseDark: "vitesse-dark";
    readonly VitesseLight: "vitesse-light";
}>;
export type CustomizationCodeTheme = (typeof CustomizationCodeTheme)[keyof typeof CustomizationCodeTheme];
export declare const CustomizationCorners: Readonly<{
    readonly Straight: "straight";
    readonly Rounded: "rounded";
    readonly Circular: "circular";
}>;
export type CustomizationCorners = (typeof CustomizationCorners)[keyof typeof CustomizationCorners];
export declare const CustomizationDefaultFont: Readonly<{
    readonly ABCFavorit: "ABCFavorit";
    readonly Inter: "Inter";
    readonly Roboto: "Roboto";
    readonly RobotoSlab: "RobotoSlab";
    readonly OpenSans: "OpenSans";
    readonly SourceSansPro: "SourceSansPro";
    readonly Lato: "Lato";
    readonly Ubuntu: "Ubuntu";
    readonly Raleway: "Raleway";
    readonly Merriweather: "Merriweather";
    readonly Overpass: "Overpass";
    readonly NotoSans: "NotoSans";
    readonly IBMPlexSerif: "IBMPlexSerif";
    readonly Poppins: "Poppins";
    readonly FiraSans: "FiraSans";
}>;
export type CustomizationDefaultFont = (typeof CustomizationDefaultFont)[keyof typeof CustomizationDefaultFont];
export declare const CustomizationDefaultMonospaceFont: Readonly<{
    readonly FiraCode: "FiraCode";
    readonly IBMPlexMono: "IBMPlexMono";
    readonly JetBrainsMono: "JetBrainsMono";
    readonly SourceCodePro: "SourceCodePro";
    readonly RobotoMono: "RobotoMono";
    readonly SpaceMono: "SpaceMono";
    readonly DMMono: "DMMono";
    readonly Inconsolata: "Inconsolata";
}>;
export type CustomizationDefaultMonospaceFont = (typeof CustomizationDefaultMonospaceFont)[keyof typeof CustomizationDefaultMonospaceFont];
export declare const CustomizationDefaultThemeMode: Readonly<{
    readonly Light: "light";
    readonly Dark: "dark";
    readonly System: "system";
}>;
export type CustomizationDefaultThemeMode = (typeof CustomizationDefaultThemeMode)[keyof typeof CustomizationDefaultThemeMode];
export declare const CustomizationDepth: Readonly<{
    readonly Subtle: "subtle";
    readonly Flat: "flat";
}>;
export type CustomizationDepth = (typeof CustomizationDepth)[keyof typeof CustomizationDepth];
export declare const CustomizationHeaderPreset: Readonly<{
    readonly Default: "default";
    readonly Bold: "bold";
    readonly Contrast: "contrast";
    readonly Custom: "custom";
    readonly None: "none";
}>;
export type CustomizationHeaderPreset = (typeof CustomizationHeaderPreset)[keyof typeof CustomizationHeaderPreset];
export declare const CustomizationIconsStyle: Readonly<{
    readonly Regular: "regular";
    readonly Solid: "solid";
    readonly Duotone: "duotone";
    readonly Light: "light";
    readonly Thin: "thin";
}>;
export type CustomizationIconsStyle = (typeof CustomizationIconsStyle)[keyof typeof CustomizationIconsStyle];
export declare const CustomizationLinksStyle: Readonly<{
    readonly Default: "default";
    readonly Accent: "accent";
}>;
export type CustomizationLinksStyle = (typeof CustomizationLinksStyle)[keyof typeof CustomizationLinksStyle];
export declare const CustomizationLocale: Readonly<{
    readonly En: "en";
    readonly Fr: "fr";
    readonly Es: "es";
    readonly Zh: "zh";
    readonly Ja: "ja";
    readonly De: "de";
    readonly Nl: "nl";
    readonly No: "no";
    readonly PtBr: "pt-br";
    readonly Ru: "ru";
}>;
export type CustomizationLocale = (typeof CustomizationLocale)[keyof typeof CustomizationLocale];
export declare const CustomizationPageActionType: Readonly<{
    readonly Assistant: "assistant";
    readonly ExternalAi: "external-ai";
    readonly Markdown: "markdown";
    readonly Mcp: "mcp";
    readonly Git: "git";
    readonly Pdf: "pdf";
}>;
export type CustomizationPageActionType = (typeof CustomizationPageActionType)[keyof typeof CustomizationPageActionType];
export declare const CustomizationSearchStyle: Readonly<{
    readonly Prominent: "prominent";
    readonly Subtle: "subtle";
}>;
export type CustomizationSearchStyle = (typeof CustomizationSearchStyle)[keyof typeof CustomizationSearchStyle];
export declare const CustomizationSidebarBackgroundStyle: Readonly<{
    readonly Default: "default";
    readonly Filled: "filled";
}>;
export type CustomizationSidebarBackgroundStyle = (typeof CustomizationSidebarBackgroundStyle)[keyof typeof CustomizationSidebarBackgroundStyle];
export declare const CustomizationSidebarListStyle: Readonly<{
    readonly Default: "default";
    readonly Pill: "pill";
    readonly Line: "line";
}>;
export type CustomizationSidebarListStyle = (typeof CustomizationSidebarListStyle)[keyof typeof CustomizationSidebarListStyle];
export declare const CustomizationTheme: Readonly<{
    readonly Clean: "clean";
    readonly Muted: "muted";
    readonly Bold: "bold";
    readonly Gradient: "gradient";
}>;
export type CustomizationTheme = (typeof CustomizationTheme)[keyof typeof CustomizationTheme];
export declare const CustomizationThemeMode: Readonly<{
    readonly Light: "light";
    readonly Dark: "dark";
}>;
export type CustomizationThemeMode = (typeof CustomizationThemeMode)[keyof typeof CustomizationThemeMode];
export declare const DOCUMENT_TEXT_COLOR_ENUM: readonly ["default", "green", "blue", "red", "orange", "yellow", "purple", "pink", "violet", "cyan", "$primary", "$info", "$success", "$warning", "$danger", "$tint"];
export declare const DocumentTextColor: Readonly<{
    readonly Default: "default";
    readonly Green: "green";
    readonly Blue: "blue";
    readonly Red: "red";
    readonly Orange: "orange";
    readonly Yellow: "yellow";
    readonly Purple: "purple";
    readonly Pink: "pink";
    readonly Violet: "violet";
    readonly Cyan: "cyan";
    readonly Primary: "$primary";
    readonly Info: "$info";
    readonly Success: "$success";
    readonly Warning: "$warning";
    readonly Danger: "$danger";
    readonly Tint: "$tint";
}>;
export type DocumentTextColor = (typeof DocumentTextColor)[keyof typeof DocumentTextColor];
export declare const EMOJI_MAX_LENGTH = 50;
export declare const ENTITY_ID_PATTERN = "^[a-zA-Z0-9_-]+$";
export declare const EXPRESSION_MAX_LENGTH = 1024;
export declare const EXPRESSION_MIN_LENGTH = 0;
export declare const FONT_FAMILY_MAX_LENGTH = 50;
export declare const FONT_FAMILY_MIN_LENGTH = 1;
export declare const GENERIC_CHANNEL_PATTERN_PATTERN = "^[a-zA-Z0-9_\\*-]+$";
export declare const GIT_BOOK_USERS_ENUM: readonly ["gitbook:agent"];
export declare const GIT_HUB_REPOSITORY_PATTERN_PATTERN = "^[a-zA-Z0-9._*-]+\\/[a-zA-Z0-9._*-]+$";
export declare const GIT_PROVIDER_CHANGE_STATE_ENUM: readonly ["open", "closed", "merged"];
export declare const GIT_SYNC_INSTALLATION_PRIORITY_ENUM: readonly ["git", "gitbook"];
export declare const GIT_SYNC_INSTALLATION_PROVIDER_ENUM: readonly ["github", "gitlab"];
export declare const GIT_SYNC_INSTALLATION_STATUS_ENUM: readonly ["unauthenticated", "active", "pending"];
export declare const GIT_SYNC_OPERATION_DIRECTION_ENUM: readonly ["export", "import"];
export declare const GIT_SYNC_OPERATION_STAGE_ENUM: readonly ["repo_fetch", "config_check", "content_process", "finalize"];
export declare const GIT_SYNC_OPERATION_STATE_ENUM: readonly ["running", "failure", "success", "timeout"];
export declare const GIT_SYNC_PROVIDER_ENUM: readonly ["github", "gitlab", "github-legacy"];
export declare const GIT_SYNC_RUN_OPERATION_ENUM: readonly ["import", "export", "check", "merge", "recovery"];
export declare const GIT_SYNC_RUN_STATE_ENUM: readonly ["queued", "running", "success", "failure", "timeout", "cancelled"];
export declare const GitBookUsers: Readonly<{
    readonly GitbookAgent: "gitbook:agent";
}>;
export type GitBookUsers = (typeof GitBookUsers)[keyof typeof GitBookUsers];
export declare const GitProviderChangeState: Readonly<{
    readonly Open: "open";
    readonly Closed: "closed";
    readonly Merged: "merged";
}>;
export type GitProviderChangeState = (typeof GitProviderChangeState)[keyof typeof GitProviderChangeState];
export declare const GitSyncInstallationPriority: Readonly<{
    readonly Git: "git";
    readonly Gitbook: "gitbook";
}>;
export type GitSyncInstallationPriority = (typeof GitSyncInstallationPriority)[keyof typeof GitSyncInstallationPriority];
export declare const GitSyncInstallationProvider: Readonly<{
    readonly Github: "github";
    readonly Gitlab: "gitlab";
}>;
export type GitSyncInstallationProvider = (typeof GitSyncInstallationProvider)[keyof typeof GitSyncInstallationProvider];
export declare const GitSyncInstallationStatus: Readonly<{
    readonly Unauthenticated: "unauthenticated";
    readonly Active: "active";
    readonly Pending: "pending";
}>;
export type GitSyncInstallationStatus = (typeof GitSyncInstallationStatus)[keyof typeof GitSyncInstallationStatus];
export declare const GitSyncOperationDirection: Readonly<{
    readonly Export: "export";
    readonly Import: "import";
}>;
export type GitSyncOperationDirection = (typeof GitSyncOperationDirection)[keyof typeof GitSyncOperationDirection];
export declare const GitSyncOperationStage: Readonly<{
    readonly RepoFetch: "repo_fetch";
    readonly ConfigCheck: "config_check";
    readonly ContentProcess: "content_process";
    readonly Finalize: "finalize";
}>;
export type GitSyncOperationStage = (typeof GitSyncOperationStage)[keyof typeof GitSyncOperationStage];
export declare const GitSyncOperationState: Readonly<{
    readonly Running: "running";
    readonly Failure: "failure";
    readonly Success: "success";
    readonly Timeout: "timeout";
}>;
export type GitSyncOperationState = (typeof GitSyncOperationState)[keyof typeof GitSyncOperationState];
export declare const GitSyncProvider: Readonly<{
    readonly Github: "github";
    readonly Gitlab: "gitlab";
    readonly GithubLegacy: "github-legacy";
}>;
export type GitSyncProvider = (typeof GitSyncProvider)[keyof typeof GitSyncProvider];
export declare const GitSyncRunOperation: Readonly<{
    readonly Import: "import";
    readonly Export: "export";
    readonly Check: "check";
    readonly Merge: "merge";
    readonly Recovery: "recovery";
}>;
export type GitSyncRunOperation = (typeof GitSyncRunOperation)[keyof typeof GitSyncRunOperation];
export declare const GitSyncRunState: Readonly<{
    readonly Queued: "queued";
    readonly Running: "running";
    readonly Success: "success";
    readonly Failure: "failure";
    readonly Timeout: "timeout";
    readonly Cancelled: "cancelled";
}>;
export type GitSyncRunState = (typeof GitSyncRunState)[keyof typeof GitSyncRunState];
export declare const ICON_MAX_LENGTH = 50;
export declare const INTEGRATION_CATEGORY_ENUM: readonly ["analytics", "collaboration", "content", "marketing", "visitor-auth", "other"];
export declare const INTEGRATION_DESCRIPTION_MAX_LENGTH = 100;
export declare const INTEGRATION_INSTALLATION_SITE_SELECTION_ENUM: readonly ["all", "selected"];
export declare const INTEGRATION_INSTALLATION_SPACE_SELECTION_ENUM: readonly ["all", "selected"];
export declare const INTEGRATION_INSTALLATION_STATUS_ENUM: readonly ["active", "pending", "paused"];
export declare const INTEGRATION_PROPERTY_TITLE_MAX_LENGTH = 50;
export declare const INTEGRATION_PROPERTY_TITLE_MIN_LENGTH = 2;
export declare const INTEGRATION_SCOPE_ENUM: readonly ["space:content:read", "space:content:write", "space:metadata:read", "space:metadata:write", "space:git:sync", "page:feedback:read", "site:metadata:read", "site:views:read", "site:script:inject", "site:script:cookies", "site:visitor:auth", "site:visitor:claims", "site:adaptive:read", "site:adaptive:write", "conversations:ingest", "openapi:read", "openapi:write"];
export declare const INTEGRATION_SUMMARY_MAX_LENGTH = 2048;
export declare const INTEGRATION_TARGET_ENUM: readonly ["all", "site", "space", "organization"];
export declare const INTEGRATION_TITLE_MAX_LENGTH = 30;
export declare const INTEGRATION_TITLE_MIN_LENGTH = 2;
export declare const INTEGRATION_VISIBILITY_ENUM: readonly ["public", "private", "unlisted"];
export declare const IntegrationCategory: Readonly<{
    readonly Analytics: "analytics";
    readonly Collaboration: "collaboration";
    readonly Content: "content";
    readonly Marketing: "marketing";
    readonly VisitorAuth: "visitor-auth";
    readonly Other: "other";
}>;
export type IntegrationCategory = (typeof IntegrationCategory)[keyof typeof IntegrationCategory];
export declare const IntegrationInstallationSiteSelection: Readonly<{
    readonly All: "all";
    readonly Selected: "selected";
}>;
export type IntegrationInstallationSiteSelection = (typeof IntegrationInstallationSiteSelection)[keyof typeof IntegrationInstallationSiteSelection];
export declare const IntegrationInstallationSpaceSelection: Readonly<{
    readonly All: "all";
    readonly Selected: "selected";
}>;
export type IntegrationInstallationSpaceSelection = (typeof IntegrationInstallationSpaceSelection)[keyof typeof IntegrationInstallationSpaceSelection];
export declare const IntegrationInstallationStatus: Readonly<{
    readonly Active: "active";
    readonly Pending: "pending";
    readonly Paused: "paused";
}>;
export type IntegrationInstallationStatus = (typeof IntegrationInstallationStatus)[keyof typeof IntegrationInstallationStatus];
export declare const IntegrationScope: Readonly<{
    readonly SpaceContentRead: "space:content:read";
    readonly SpaceContentWrite: "space:content:write";
    readonly SpaceMetadataRead: "space:metadata:read";
    readonly SpaceMetadataWrite: "space:metadata:write";
    readonly SpaceGitSync: "space:git:sync";
    readonly PageFeedbackRead: "page:feedback:read";
    readonly SiteMetadataRead: "site:metadata:read";
    readonly SiteViewsRead: "site:views:read";
    readonly SiteScriptInject: "site:script:inject";
    readonly SiteScriptCookies: "site:script:cookies";
    readonly SiteVisitorAuth: "site:visitor:auth";
    readonly SiteVisitorClaims: "site:visitor:claims";
    readonly SiteAdaptiveRead: "site:adaptive:read";
    readonly SiteAdaptiveWrite: "site:adaptive:write";
    readonly ConversationsIngest: "conversations:ingest";
    readonly OpenapiRead: "openapi:read";
    readonly OpenapiWrite: "openapi:write";
}>;
export type IntegrationScope = (typeof IntegrationScope)[keyof typeof IntegrationScope];
export declare const IntegrationTarget: Readonly<{
    readonly All: "all";
    readonly Site: "site";
    readonly Space: "space";
    readonly Organization: "organization";
}>;
export type IntegrationTarget = (typeof IntegrationTarget)[keyof typeof IntegrationTarget];
export declare const IntegrationVisibility: Readonly<{
    readonly Public: "public";
    readonly Private: "private";
    readonly Unlisted: "unlisted";
}>;
export type IntegrationVisibility = (typeof IntegrationVisibility)[keyof typeof IntegrationVisibility];
export declare const MEMBER_ROLE_ENUM: readonly ["admin", "create", "edit", "review", "comment", "read"];
export declare const MemberRole: Readonly<{
    readonly Admin: "admin";
    readonly Create: "create";
    readonly Edit: "edit";
    readonly Review: "review";
    readonly Comment: "comment";
    readonly Read: "read";
}>;
export type MemberRole = (typeof MemberRole)[keyof typeof MemberRole];
export declare const OPEN_APISPEC_PROCESSING_ERROR_CODE_ENUM: readonly ["FETCH_TIMEOUT", "FETCH_ERROR", "PARSE_ERROR"];
export declare const OPEN_APISPEC_PROCESSING_STATE_ENUM: readonly ["pending", "progress", "complete"];
export declare const OPEN_APISPEC_SLUG_MAX_LENGTH = 100;
export declare const OPEN_APISPEC_SLUG_MIN_LENGTH = 1;
export declare const OPEN_APISPEC_SLUG_PATTERN = "^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$";
export declare const OPEN_APISPEC_VISIBILITY_ENUM: readonly ["private", "public"];
export declare const ORGANIZATION_COMMUNITY_TYPE_ENUM: readonly ["nonProfit", "openSource", "education"];
export declare const ORGANIZATION_FEATURE_ENUM: readonly ["max-members", "ai-lens", "pdf-export", "ai-writing", "reusable-content", "translations", "members-advanced-roles", "members-teams", "members-team-owners", "security-saml", "change-requests-merge-rules"];
export declare const ORGANIZATION_HOSTNAME_MAX_LENGTH = 32;
export declare const ORGANIZATION_HOSTNAME_MIN_LENGTH = 3;
export declare const ORGANIZATION_TEAM_TITLE_MAX_LENGTH = 64;
export declare const ORGANIZATION_TEAM_TITLE_MIN_LENGTH = 1;
export declare const ORGANIZATION_TITLE_MAX_LENGTH = 255;
export declare const ORGANIZATION_TITLE_MIN_LENGTH = 2;
export declare const ORGANIZATION_TITLE_PATTERN = "\\S.*\\S";
export declare const ORGANIZATION_TYPE_ENUM: readonly ["business", "community"];
export declare const ORGANIZATION_USE_CASE_ENUM: readonly ["internalDocs", "docsSite", "audienceControlledSite", "productDocs", "teamKnowledgeBase", "designSystem", "openSourceDocs", "notes", "other"];
export declare const OpenAPISpecProcessingErrorCode: Readonly<{
    readonly FETCH_TIMEOUT: "FETCH_TIMEOUT";
    readonly FETCH_ERROR: "FETCH_ERROR";
    readonly PARSE_ERROR: "PARSE_ERROR";
}>;
export type OpenAPISpecProcessingErrorCode = (typeof OpenAPISpecProcessingErrorCode)[keyof typeof OpenAPISpecProcessingErrorCode];
export declare const OpenAPISpecProcessingState: Readonly<{
    readonly Pending: "pending";
    readonly Progress: "progress";
    readonly Complete: "complete";
}>;
export type OpenAPISpecProcessingState = (typeof OpenAPISpecProcessingState)[keyof typeof OpenAPISpecProcessingState];
export declare const OpenAPISpecVisibility: Readonly<{
    readonly Private: "private";
    readonly Public: "public";
}>;
export type OpenAPISpecVisibility = (typeof OpenAPISpecVisibility)[keyof typeof OpenAPISpecVisibility];
export declare const OrganizationCommunityType: Readonly<{
    readonly NonProfit: "nonProfit";
    readonly OpenSource: "openSource";
    readonly Education: "education";
}>;
export type OrganizationCommunityType = (typeof OrganizationCommunityType)[keyof typeof OrganizationCommunityType];
export declare const OrganizationFeature: Readonly<{
    readonly MaxMembers: "max-members";
    readonly AiLens: "ai-lens";
    readonly PdfExport: "pdf-export";
    readonly AiWriting: "ai-writing";
    readonly ReusableContent: "reusable-content";
    readonly Translations: "translations";
    readonly MembersAdvancedRoles: "members-advanced-roles";
    readonly MembersTeams: "members-teams";
    readonly MembersTeamOwners: "members-team-owners";
    readonly SecuritySaml: "security-saml";
    readonly ChangeRequestsMergeRules: "change-requests-merge-rules";
}>;
export type OrganizationFeature = (typeof OrganizationFeature)[keyof typeof OrganizationFeature];
export declare const OrganizationType: Readonly<{
    readonly Business: "business";
    readonly Community: "community";
}>;
export type OrganizationType = (typeof OrganizationType)[keyof typeof OrganizationType];
export declare const OrganizationUseCase: Readonly<{
    readonly InternalDocs: "internalDocs";
    readonly DocsSite: "docsSite";
    readonly AudienceControlledSite: "audienceControlledSite";
    readonly ProductDocs: "productDocs";
    readonly TeamKnowledgeBase: "teamKnowledgeBase";
    readonly DesignSystem: "designSystem";
    readonly OpenSourceDocs: "openSourceDocs";
    readonly Notes: "notes";
    readonly Other: "other";
}>;
export type OrganizationUseCase = (typeof OrganizationUseCase)[keyof typeof OrganizationUseCase];
export declare const PAGE_FEEDBACK_RATING_ENUM: readonly ["bad", "ok", "good"];
export declare const PageFeedbackRating: Readonly<{
    readonly Bad: "bad";
    readonly Ok: "ok";
    readonly Good: "good";
}>;
export type PageFeedbackRating = (typeof PageFeedbackRating)[keyof typeof PageFeedbackRating];
export declare const REVISION_PAGE_DOCUMENT_COVER_TEXT_COLOR_ENUM: readonly ["black", "white"];
export declare const REVISION_PAGE_LAYOUT_OPTIONS_COVER_MASK_ENUM: readonly ["none", "radial"];
export declare const REVISION_PAGE_LAYOUT_OPTIONS_COVER_SIZE_ENUM: readonly ["hero", "full", "background"];
export declare const REVISION_PAGE_LAYOUT_OPTIONS_WIDTH_ENUM: readonly ["default", "wide"];
export declare const REVISION_PAGE_LAYOUT_PRESET_ENUM: readonly ["docs", "editorial", "landing"];
export declare const REVISION_PAGE_SLUG_MAX_LENGTH = 100;
export declare const REVISION_PAGE_SLUG_MIN_LENGTH = 0;
export declare const REVISION_PAGE_TYPE_ENUM: readonly ["document", "group", "link", "computed"];
export declare const REVISION_SEMANTIC_CHANGE_TYPE_ENUM: readonly ["page_created", "page_edited", "page_deleted", "page_moved", "file_created", "file_edited", "file_deleted", "custom_fields_edited", "tag_created", "tag_deleted", "tag_edited"];
export declare const RevisionPageDocumentCoverTextColor: Readonly<{
    readonly Black: "black";
    readonly White: "white";
}>;
export type RevisionPageDocumentCoverTextColor = (typeof RevisionPageDocumentCoverTextColor)[keyof typeof RevisionPageDocumentCoverTextColor];
export declare const RevisionPageLayoutOptionsCoverMask: Readonly<{
    readonly None: "none";
    readonly Radial: "radial";
}>;
export type RevisionPageLayoutOptionsCoverMask = (typeof RevisionPageLayoutOptionsCoverMask)[keyof typeof RevisionPageLayoutOptionsCoverMask];
export declare const RevisionPageLayoutOptionsCoverSize: Readonly<{
    readonly Hero: "hero";
    readonly Full: "full";
    readonly Background: "background";
}>;
export type RevisionPageLayoutOptionsCoverSize = (typeof RevisionPageLayoutOptionsCoverSize)[keyof typeof RevisionPageLayoutOptionsCoverSize];
export declare const RevisionPageLayoutOptionsWidth: Readonly<{
    readonly Default: "default";
    readonly Wide: "wide";
}>;
export type RevisionPageLayoutOptionsWidth = (typeof RevisionPageLayoutOptionsWidth)[keyof typeof RevisionPageLayoutOptionsWidth];
export declare const RevisionPageLayoutPreset: Readonly<{
    readonly Docs: "docs";
    readonly Editorial: "editorial";
    readonly Landing: "landing";
}>;
export type RevisionPageLayoutPreset = (typeof RevisionPageLayoutPreset)[keyof typeof RevisionPageLayoutPreset];
export declare const RevisionPageType: Readonly<{
    readonly Document: "document";
    readonly Group: "group";
    readonly Link: "link";
    readonly Computed: "computed";
}>;
export type RevisionPageType = (typeof RevisionPageType)[keyof typeof RevisionPageType];
export declare const RevisionSemanticChangeType: Readonly<{
    readonly PageCreated: "page_created";
    readonly PageEdited: "page_edited";
    readonly PageDeleted: "page_deleted";
    readonly PageMoved: "page_moved";
    readonly FileCreated: "file_created";
    readonly FileEdited: "file_edited";
    readonly FileDeleted: "file_deleted";
    readonly CustomFieldsEdited: "custom_fields_edited";
    readonly TagCreated: "tag_created";
    readonly TagDeleted: "tag_deleted";
    readonly TagEdited: "tag_edited";
}>;
export type RevisionSemanticChangeType = (typeof RevisionSemanticChangeType)[keyof typeof RevisionSemanticChangeType];
export declare const SAMLPROVIDER_CERTIFICATE_MAX_LENGTH = 10000;
export declare const SAMLPROVIDER_ENTITY_ID_MAX_LENGTH = 1024;
export declare const SAMLPROVIDER_LABEL_MAX_LENGTH = 30;
export declare const SAMLPROVIDER_LABEL_MIN_LENGTH = 1;
export declare const SAMLPROVIDER_STATUS_ENUM: readonly ["active", "pending"];
export declare const SAMLProviderStatus: Readonly<{
    readonly Active: "active";
    readonly Pending: "pending";
}>;
export type SAMLProviderStatus = (typeof SAMLProviderStatus)[keyof typeof SAMLProviderStatus];
export declare const SHA256_MAX_LENGTH = 64;
export declare const SHA256_MIN_LENGTH = 64;
export declare const SHARE_LINK_NAME_MAX_LENGTH = 50;
export declare const SHARE_LINK_NAME_MIN_LENGTH = 0;
export declare const SITE_ADS_STATUS_ENUM: readonly ["pending", "in-review", "live", "rejected", "disabled"];
export declare const SITE_ADS_TOPIC_ENUM: readonly ["webdev", "crypto"];
export declare const SITE_BASENAME_MAX_LENGTH = 100;
export declare const SITE_BASENAME_MIN_LENGTH = 1;
export declare const SITE_CHANNEL_ROLE_ENUM: readonly ["collaborator", "support"];
export declare const SITE_CHANNEL_STATUS_ENUM: readonly ["active", "pending"];
export declare const SITE_CONFIGURABLE_CHANNEL_TYPE_ENUM: readonly ["builtin:slack", "builtin:discord", "builtin:github", "builtin:linear"];
export declare const SITE_CORE_CHANNEL_TYPE_ENUM: readonly ["site", "embed", "api"];
export declare const SITE_CUSTOMIZATION_FEATURE_ENUM: readonly ["header-logo", "header-primary-link", "theme-preset", "premium-fonts", "custom-icons", "footer-logo", "footer-links", "footer-copyright", "semantic-colors"];
export declare const SITE_EXTERNAL_LINKS_TARGET_ENUM: readonly ["self", "blank"];
export declare const SITE_EXTERNAL_LINK_DESCRIPTION_MAX_LENGTH = 256;
export declare const SITE_EXTERNAL_LINK_DESCRIPTION_MIN_LENGTH = 0;
export declare const SITE_EXTERNAL_LINK_TITLE_MAX_LENGTH = 128;
export declare const SITE_EXTERNAL_LINK_TITLE_MIN_LENGTH = 2;
export declare const SITE_FEATURE_KEY_ENUM: readonly ["sites-adaptive-content", "sites-advanced-customization", "sites-advanced-insights", "sites-ads", "sites-ai-search", "sites-ai-assistant", "sites-ai-insights", "sites-fix-broken-links", "sites-connections", "sites-content-gaps", "sites-channels", "sites-embed", "sites-api-playground", "sites-basic-customization", "sites-broken-links", "sites-custom-domain", "sites-custom-fonts", "sites-custom-subdirectory", "sites-full-text-search", "sites-multivariant-site", "sites-no-custom-domain", "sites-page-feedback", "sites-page-traffic-insights", "sites-pdf-export", "sites-preview-deployments", "sites-public-visibility", "sites-redirects", "sites-search-insights", "sites-sections", "sites-seo", "sites-share-links", "sites-unlisted-visibility", "sites-user-contribution", "sites-visitor-authentication", "sites-visitors"];
export declare const SITE_FINDING_ORDER_BY_ENUM: readonly ["updatedAt", "severity", "sources"];
export declare const SITE_FINDING_SEVERITY_ENUM: readonly ["low", "medium", "high"];
export declare const SITE_FINDING_STATUS_ENUM: readonly ["candidate", "open", "done", "canceled"];
export declare const SITE_FINDING_TITLE_MAX_LENGTH = 256;
export declare const SITE_FINDING_TYPE_ENUM: readonly ["content-outdated", "content-incorrect", "content-gap", "broken-link", "outbound-link-error", "other"];
export declare const SITE_HOSTNAME_MAX_LENGTH = 512;
export declare const SITE_HOSTNAME_PATTERN = "^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.]){2,}[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$";
export declare const SITE_INSIGHTS_AD_PLACEMENT_ENUM: readonly ["aside"];
export declare const SITE_INSIGHTS_DISPLAY_CONTEXT_ENUM: readonly ["site", "server", "embed", "mcp"];
export declare const SITE_INSIGHTS_EVENT_TYPE_ENUM: readonly ["page_view", "page_markdown_request", "search_open", "search_type_query", "search_open_result", "page_post_feedback", "page_post_feedback_comment", "agent_feedback", "ask_question", "ask_view", "ask_rate_response", "link_click", "api_client_open", "api_client_request", "ad_click", "ad_display", "trademark_click", "llms_request", "mcp_request", "rss_request"];
export declare const SITE_INSIGHTS_LINK_POSITION_ENUM: readonly ["announcement", "header", "footer", "sidebar", "content"];
export declare const SITE_INSIGHTS_LLMSVARIANT_ENUM: readonly ["standard", "full"];
export declare const SITE_INSIGHTS_MARKDOWN_SOURCE_ENUM: readonly ["page-action"];
export declare const SITE_INSIGHTS_PAGE_NOT_FOUND_TYPE_ENUM: readonly ["conditional"];
export declare const SITE_INSIGHTS_QUERY_OPERATOR_ENUM: readonly ["in", "notIn", "greaterThan", "greaterThanOrEqual", "lessThan", "lessThanOrEqual"];
export declare const SITE_INSIGHTS_QUERY_RANGE_PRESET_ENUM: readonly ["lastYear", "last3Months", "last30Days", "last7Days", "last24Hours"];
export declare const SITE_INSIGHTS_TRADEMARK_PLACEMENT_ENUM: readonly ["sidebar", "ad", "footer", "pdf", "embed"];
export declare const SITE_INSIGHTS_VISITOR_BROWSER_ENUM: readonly ["chrome", "firefox", "safari", "edge", "ie", "opera", "unknown"];
export declare const SITE_INSIGHTS_VISITOR_DEVICE_ENUM: readonly ["desktop", "tablet", "mobile", "unknown"];
export declare const SITE_INSIGHTS_VISITOR_OS_ENUM: readonly ["windows", "macos", "linux", "android", "ios", "unknown"];
export declare const SITE_MCP_SERVER_NAME_MAX_LENGTH = 100;
export declare const SITE_MCP_SERVER_NAME_MIN_LENGTH = 1;
export declare const SITE_MCP_SERVER_TRANSPORT_ENUM: readonly ["sse", "http"];
export declare const SITE_ONBOARDING_AUDIENCE_ENUM: readonly ["public", "mixed", "protected", "internal"];
export declare const SITE_ONBOARDING_INTEREST_ENUM: readonly ["adaptive-content", "api-docs", "proactive-agent"];
export declare const SITE_ONBOARDING_SOURCE_ENUM: readonly ["markdown-in-git", "import", "template"];
export declare const SITE_PROXY_ORIGIN_MAX_LENGTH = 512;
export declare const SITE_PROXY_ORIGIN_PATTERN = "^([\\w-]+\\.)*[\\w-]+\\.[a-zA-Z]{2,}(\\/[\\w-]+)+$";
export declare const SITE_QUESTION_ANSWER_HELPFULNESS_ENUM: readonly ["low", "medium", "high"];
export declare const SITE_QUESTION_ANSWER_RELEVANCE_ENUM: readonly ["relevant", "spam", "off-topic", "unclear"];
export declare const SITE_QUESTION_ANSWER_RESOLUTION_ENUM: readonly ["no", "partially", "yes"];
export declare const SITE_QUESTION_ANSWER_SOURCE_TYPE_ENUM: readonly ["page", "record"];
export declare const SITE_QUESTION_TYPE_ENUM: readonly ["exploring", "how-to", "troubleshooting", "reference", "unknown"];
export declare const SITE_REDIRECT_ORDER_BY_ENUM: readonly ["createdAt", "updatedAt", "source"];
export declare const SITE_REDIRECT_SOURCE_PATH_MAX_LENGTH = 512;
export declare const SITE_REDIRECT_SOURCE_PATH_PATTERN = "^\\/(?!\\*)(?!.*\\*.+)(?:[A-Za-z0-9\\-._~+]|%[0-9A-Fa-f]{2})+(?:\\/(?:[A-Za-z0-9\\-._~+]|%[0-9A-Fa-f]{2})+)*(?:\\/\\*|\\*)?$";
export declare const SITE_SCAN_STATUS_ENUM: readonly ["pending", "running", "done", "failed"];
export declare const SITE_SECTION_DESCRIPTION_MAX_LENGTH = 256;
export declare const SITE_SECTION_DESCRIPTION_MIN_LENGTH = 0;
export declare const SITE_SECTION_GROUP_TITLE_MAX_LENGTH = 100;
export declare const SITE_SECTION_GROUP_TITLE_MIN_LENGTH = 1;
export declare const SITE_SECTION_PATH_MAX_LENGTH = 100;
export declare const SITE_SECTION_PATH_MIN_LENGTH = 1;
export declare const SITE_SECTION_TITLE_MAX_LENGTH = 128;
export declare const SITE_SECTION_TITLE_MIN_LENGTH = 2;
export declare const SITE_SETTINGS_FINDING_CHANGE_REQUESTS_ENUM: readonly ["always", "auto-fixable", "never"];
export declare const SITE_SETTINGS_SCAN_TOPICS_ENUM: readonly ["auto", "never"];
export declare const SITE_SOCIAL_ACCOUNT_HANDLE_MAX_LENGTH = 128;
export declare const SITE_SOCIAL_ACCOUNT_HANDLE_MIN_LENGTH = 1;
export declare const SITE_SOCIAL_ACCOUNT_PLATFORM_ENUM: readonly ["twitter", "instagram", "facebook", "linkedin", "github", "discord", "slack", "youtube", "tiktok", "reddit", "bluesky", "mastodon", "threads", "medium"];
export declare const SITE_SPACE_PATH_MAX_LENGTH = 100;
export declare const SITE_SPACE_PATH_MIN_LENGTH = 1;
export declare const SITE_TITLE_MAX_LENGTH = 128;
export declare const SITE_TITLE_MIN_LENGTH = 2;
export declare const SITE_TRIAGE_FILTER_CONNECTIONS_PATTERN = "^connection:.+$";
export declare const SITE_TRIAGE_FILTER_QUESTIONS_ENUM: readonly ["questions"];
export declare const SITE_TYPE_ENUM: readonly ["basic", "premium", "ultimate", "sponsored", "legacy-basic", "legacy-premium"];
export declare const SITE_VISIBILITY_ENUM: readonly ["public", "unlisted", "share-link", "visitor-auth"];
export declare const SPACE_EDIT_MODE_ENUM: readonly ["live", "locked"];
export declare const SPACE_TITLE_MAX_LENGTH = 50;
export declare const STORAGE_FILE_KEY_MAX_LENGTH = 512;
export declare const STORAGE_FILE_KEY_MIN_LENGTH = 1;
export declare const STORAGE_UPLOAD_KIND_ENUM: readonly ["customization_font", "import_file", "organization_file"];
export declare const SiteAdsStatus: Readonly<{
    readonly Pending: "pending";
    readonly InReview: "in-review";
    readonly Live: "live";
    readonly Rejected: "rejected";
    readonly Disabled: "disabled";
}>;
export type SiteAdsStatus = (typeof SiteAdsStatus)[keyof typeof SiteAdsStatus];
export declare const SiteAdsTopic: Readonly<{
    readonly Webdev: "webdev";
    readonly Crypto: "crypto";
}>;
export type SiteAdsTopic = (typeof SiteAdsTopic)[keyof typeof SiteAdsTopic];
export declare const SiteChannelRole: Readonly<{
    readonly Collaborator: "collaborator";
    readonly Support: "support";
}>;
export type SiteChannelRole = (typeof SiteChannelRole)[keyof typeof SiteChannelRole];
export declare const SiteChannelStatus: Readonly<{
    readonly Active: "active";
    readonly Pending: "pending";
}>;
export type SiteChannelStatus = (typeof SiteChannelStatus)[keyof typeof SiteChannelStatus];
export declare const SiteConfigurableChannelType: Readonly<{
    readonly BuiltinSlack: "builtin:slack";
    readonly BuiltinDiscord: "builtin:discord";
    readonly BuiltinGithub: "builtin:github";
    readonly BuiltinLinear: "builtin:linear";
}>;
export type SiteConfigurableChannelType = (typeof SiteConfigurableChannelType)[keyof typeof SiteConfigurableChannelType];
export declare const SiteCoreChannelType: Readonly<{
    readonly Site: "site";
    readonly Embed: "embed";
    readonly Api: "api";
}>;
export type SiteCoreChannelType = (typeof SiteCoreChannelType)[keyof typeof SiteCoreChannelType];
export declare const SiteCustomizationFeature: Readonly<{
    readonly HeaderLogo: "header-logo";
    readonly HeaderPrimaryLink: "header-primary-link";
    readonly ThemePreset: "theme-preset";
    readonly PremiumFonts: "premium-fonts";
    readonly CustomIcons: "custom-icons";
    readonly FooterLogo: "footer-logo";
    readonly FooterLinks: "footer-links";
    readonly FooterCopyright: "footer-copyright";
    readonly SemanticColors: "semantic-colors";
}>;
export type SiteCustomizationFeature = (typeof SiteCustomizationFeature)[keyof typeof SiteCustomizationFeature];
export declare const SiteExternalLinksTarget: Readonly<{
    readonly Self: "self";
    readonly Blank: "blank";
}>;
export type SiteExternalLinksTarget = (typeof SiteExternalLinksTarget)[keyof typeof SiteExternalLinksTarget];
export declare const SiteFeatureKey: Readonly<{
    readonly SitesAdaptiveContent: "sites-adaptive-content";
    readonly SitesAdvancedCustomization: "sites-advanced-customization";
    readonly SitesAdvancedInsights: "sites-advanced-insights";
    readonly SitesAds: "sites-ads";
    readonly SitesAiSearch: "sites-ai-search";
    readonly SitesAiAssistant: "sites-ai-assistant";
    readonly SitesAiInsights: "sites-ai-insights";
    readonly SitesFixBrokenLinks: "sites-fix-broken-links";
    readonly SitesConnections: "sites-connections";
    readonly SitesContentGaps: "sites-content-gaps";
    readonly SitesChannels: "sites-channels";
    readonly SitesEmbed: "sites-embed";
    readonly SitesApiPlayground: "sites-api-playground";
    readonly SitesBasicCustomization: "sites-basic-customization";
    readonly SitesBrokenLinks: "sites-broken-links";
    readonly SitesCustomDomain: "sites-custom-domain";
    readonly SitesCustomFonts: "sites-custom-fonts";
    readonly SitesCustomSubdirectory: "sites-custom-subdirectory";
    readonly SitesFullTextSearch: "sites-full-text-search";
    readonly SitesMultivariantSite: "sites-multivariant-site";
    readonly SitesNoCustomDomain: "sites-no-custom-domain";
    readonly SitesPageFeedback: "sites-page-feedback";
    readonly SitesPageTrafficInsights: "sites-page-traffic-insights";
    readonly SitesPdfExport: "sites-pdf-export";
    readonly SitesPreviewDeployments: "sites-preview-deployments";
    readonly SitesPublicVisibility: "sites-public-visibility";
    readonly SitesRedirects: "sites-redirects";
    readonly SitesSearchInsights: "sites-search-insights";
    readonly SitesSections: "sites-sections";
    readonly SitesSeo: "sites-seo";
    readonly SitesShareLinks: "sites-share-links";
    readonly SitesUnlistedVisibility: "sites-unlisted-visibility";
    readonly SitesUserContribution: "sites-user-contribution";
    readonly SitesVisitorAuthentication: "sites-visitor-authentication";
    readonly SitesVisitors: "sites-visitors";
}>;
export type SiteFeatureKey = (typeof SiteFeatureKey)[keyof typeof SiteFeatureKey];
export declare const SiteFindingOrderBy: Readonly<{
    readonly UpdatedAt: "updatedAt";
    readonly Severity: "severity";
    readonly Sources: "sources";
}>;
export type SiteFindingOrderBy = (typeof SiteFindingOrderBy)[keyof typeof SiteFindingOrderBy];
export declare const SiteFindingSeverity: Readonly<{
    readonly Low: "low";
    readonly Medium: "medium";
    readonly High: "high";
}>;
export type SiteFindingSeverity = (typeof SiteFindingSeverity)[keyof typeof SiteFindingSeverity];
export declare const SiteFindingStatus: Readonly<{
    readonly Candidate: "candidate";
    readonly Open: "open";
    readonly Done: "done";
    readonly Canceled: "canceled";
}>;
export type SiteFindingStatus = (typeof SiteFindingStatus)[keyof typeof SiteFindingStatus];
export declare const SiteFindingType: Readonly<{
    readonly ContentOutdated: "content-outdated";
    readonly ContentIncorrect: "content-incorrect";
    readonly ContentGap: "content-gap";
    readonly BrokenLink: "broken-link";
    readonly OutboundLinkError: "outbound-link-error";
    readonly Other: "other";
}>;
export type SiteFindingType = (typeof SiteFindingType)[keyof typeof SiteFindingType];
export declare const SiteInsightsAdPlacement: Readonly<{
    readonly Aside: "aside";
}>;
export type SiteInsightsAdPlacement = (typeof SiteInsightsAdPlacement)[keyof typeof SiteInsightsAdPlacement];
export declare const SiteInsightsDisplayContext: Readonly<{
    readonly Site: "site";
    readonly Server: "server";
    readonly Embed: "embed";
    readonly Mcp: "mcp";
}>;
export type SiteInsightsDisplayContext = (typeof SiteInsightsDisplayContext)[keyof typeof SiteInsightsDisplayContext];
export declare const SiteInsightsEventType: Readonly<{
    readonly PageView: "page_view";
    readonly PageMarkdownRequest: "page_markdown_request";
    readonly SearchOpen: "search_open";
    readonly SearchTypeQuery: "search_type_query";
    readonly SearchOpenResult: "search_open_result";
    readonly PagePostFeedback: "page_post_feedback";
    readonly PagePostFeedbackComment: "page_post_feedback_comment";
    readonly AgentFeedback: "agent_feedback";
    readonly AskQuestion: "ask_question";
    readonly AskView: "ask_view";
    readonly AskRateResponse: "ask_rate_response";
    readonly LinkClick: "link_click";
    readonly ApiClientOpen: "api_client_open";
    readonly ApiClientRequest: "api_client_request";
    readonly AdClick: "ad_click";
    readonly AdDisplay: "ad_display";
    readonly TrademarkClick: "trademark_click";
    readonly LlmsRequest: "llms_request";
    readonly McpRequest: "mcp_request";
    readonly RssRequest: "rss_request";
}>;
export type SiteInsightsEventType = (typeof SiteInsightsEventType)[keyof typeof SiteInsightsEventType];
export declare const SiteInsightsLLMSVariant: Readonly<{
    readonly Standard: "standard";
    readonly Full: "full";
}>;
export type SiteInsightsLLMSVariant = (typeof SiteInsightsLLMSVariant)[keyof typeof SiteInsightsLLMSVariant];
export declare const SiteInsightsLinkPosition: Readonly<{
    readonly Announcement: "announcement";
    readonly Header: "header";
    readonly Footer: "footer";
    readonly Sidebar: "sidebar";
    readonly Content: "content";
}>;
export type SiteInsightsLinkPosition = (typeof SiteInsightsLinkPosition)[keyof typeof SiteInsightsLinkPosition];
export declare const SiteInsightsMarkdownSource: Readonly<{
    readonly PageAction: "page-action";
}>;
export type SiteInsightsMarkdownSource = (typeof SiteInsightsMarkdownSource)[keyof typeof SiteInsightsMarkdownSource];
export declare const SiteInsightsPageNotFoundType: Readonly<{
    readonly Conditional: "conditional";
}>;
export type SiteInsightsPageNotFoundType = (typeof SiteInsightsPageNotFoundType)[keyof typeof SiteInsightsPageNotFoundType];
export declare const SiteInsightsQueryOperator: Readonly<{
    readonly In: "in";
    readonly NotIn: "notIn";
    readonly GreaterThan: "greaterThan";
    readonly GreaterThanOrEqual: "greaterThanOrEqual";
    readonly LessThan: "lessThan";
    readonly LessThanOrEqual: "lessThanOrEqual";
}>;
export type SiteInsightsQueryOperator = (typeof SiteInsightsQueryOperator)[keyof typeof SiteInsightsQueryOperator];
export declare const SiteInsightsQueryRangePreset: Readonly<{
    readonly LastYear: "lastYear";
    readonly Last3Months: "last3Months";
    readonly Last30Days: "last30Days";
    readonly Last7Days: "last7Days";
    readonly Last24Hours: "last24Hours";
}>;
export type SiteInsightsQueryRangePreset = (typeof SiteInsightsQueryRangePreset)[keyof typeof SiteInsightsQueryRangePreset];
export declare const SiteInsightsTrademarkPlacement: Readonly<{
    readonly Sidebar: "sidebar";
    readonly Ad: "ad";
    readonly Footer: "footer";
    readonly Pdf: "pdf";
    readonly Embed: "embed";
}>;
export type SiteInsightsTrademarkPlacement = (typeof SiteInsightsTrademarkPlacement)[keyof typeof SiteInsightsTrademarkPlacement];
export declare const SiteInsightsVisitorBot: Readonly<{
    readonly Unknown: "unknown";
    readonly Googlebot: "googlebot";
    readonly Bingbot: "bingbot";
    readonly Duckduckbot: "duckduckbot";
    readonly Facebookbot: "facebookbot";
    readonly Applebot: "applebot";
    readonly Chatgpt: "chatgpt";
    readonly Openai: "openai";
    readonly Claude: "claude";
    readonly Anthropic: "anthropic";
    readonly Gemini: "gemini";
    readonly Perplexity: "perplexity";
    readonly Cohere: "cohere";
    readonly Mistral: "mistral";
    readonly Deepseek: "deepseek";
    readonly Meta: "meta";
    readonly Bytespider: "bytespider";
    readonly Ccbot: "ccbot";
    readonly Amazonbot: "amazonbot";
    readonly Youbot: "youbot";
    readonly Cursor: "cursor";
    readonly Vscode: "vscode";
    readonly ClaudeCode: "claude-code";
    readonly Codex: "codex";
    readonly Opencode: "opencode";
    readonly Gptbot: "gptbot";
    readonly Claudebot: "claudebot";
    readonly MetaFetcher: "meta-fetcher";
    readonly Grok: "grok";
    readonly GithubCopilot: "github-copilot";
    readonly MetaWebindexer: "meta-webindexer";
    readonly MetaAds: "meta-ads";
    readonly Duckassist: "duckassist";
    readonly AmznSearchbot: "amzn-searchbot";
    readonly AmznUser: "amzn-user";
}>;
export type SiteInsightsVisitorBot = (typeof SiteInsightsVisitorBot)[keyof typeof SiteInsightsVisitorBot];
export declare const SiteInsightsVisitorBrowser: Readonly<{
    readonly Chrome: "chrome";
    readonly Firefox: "firefox";
    readonly Safari: "safari";
    readonly Edge: "edge";
    readonly Ie: "ie";
    readonly Opera: "opera";
    readonly Unknown: "unknown";
}>;
export type SiteInsightsVisitorBrowser = (typeof SiteInsightsVisitorBrowser)[keyof typeof SiteInsightsVisitorBrowser];
export declare const SiteInsightsVisitorDevice: Readonly<{
    readonly Desktop: "desktop";
    readonly Tablet: "tablet";
    readonly Mobile: "mobile";
    readonly Unknown: "unknown";
}>;
export type SiteInsightsVisitorDevice = (typeof SiteInsightsVisitorDevice)[keyof typeof SiteInsightsVisitorDevice];
export declare const SiteInsightsVisitorOS: Readonly<{
    readonly Windows: "windows";
    readonly Macos: "macos";
    readonly Linux: "linux";
    readonly Android: "android";
    readonly Ios: "ios";
    readonly Unknown: "unknown";
}>;
export type SiteInsightsVisitorOS = (typeof SiteInsightsVisitorOS)[keyof typeof SiteInsightsVisitorOS];
export declare const SiteMcpServerTransport: Readonly<{
    readonly Sse: "sse";
    readonly Http: "http";
}>;
export type SiteMcpServerTransport = (typeof SiteMcpServerTransport)[keyof typeof SiteMcpServerTransport];
export declare const SiteOnboardingAudience: Readonly<{
    readonly Public: "public";
    readonly Mixed: "mixed";
    readonly Protected: "protected";
    readonly Internal: "internal";
}>;
export type SiteOnboardingAudience = (typeof SiteOnboardingAudience)[keyof typeof SiteOnboardingAudience];
export declare const SiteOnboardingInterest: Readonly<{
    readonly AdaptiveContent: "adaptive-content";
    readonly ApiDocs: "api-docs";
    readonly ProactiveAgent: "proactive-agent";
}>;
export type SiteOnboardingInterest = (typeof SiteOnboardingInterest)[keyof typeof SiteOnboardingInterest];
export declare const SiteOnboardingSource: Readonly<{
    readonly MarkdownInGit: "markdown-in-git";
    readonly Import: "import";
    readonly Template: "template";
}>;
export type SiteOnboardingSource = (typeof SiteOnboardingSource)[keyof typeof SiteOnboardingSource];
export declare const SiteQuestionAnswerHelpfulness: Readonly<{
    readonly Low: "low";
    readonly Medium: "medium";
    readonly High: "high";
}>;
export type SiteQuestionAnswerHelpfulness = (typeof SiteQuestionAnswerHelpfulness)[keyof typeof SiteQuestionAnswerHelpfulness];
export declare const SiteQuestionAnswerRelevance: Readonly<{
    readonly Relevant: "relevant";
    readonly Spam: "spam";
    readonly OffTopic: "off-topic";
    readonly Unclear: "unclear";
}>;
export type SiteQuestionAnswerRelevance = (typeof SiteQuestionAnswerRelevance)[keyof typeof SiteQuestionAnswerRelevance];
export declare const SiteQuestionAnswerResolution: Readonly<{
    readonly No: "no";
    readonly Partially: "partially";
    readonly Yes: "yes";
}>;
export type SiteQuestionAnswerResolution = (typeof SiteQuestionAnswerResolution)[keyof typeof SiteQuestionAnswerResolution];
export declare const SiteQuestionAnswerSourceType: Readonly<{
    readonly Page: "page";
    readonly Record: "record";
}>;
export type SiteQuestionAnswerSourceType = (typeof SiteQuestionAnswerSourceType)[keyof typeof SiteQuestionAnswerSourceType];
export declare const SiteQuestionType: Readonly<{
    readonly Exploring: "exploring";
    readonly HowTo: "how-to";
    readonly Troubleshooting: "troubleshooting";
    readonly Reference: "reference";
    readonly Unknown: "unknown";
}>;
export type SiteQuestionType = (typeof SiteQuestionType)[keyof typeof SiteQuestionType];
export declare const SiteRedirectOrderBy: Readonly<{
    readonly CreatedAt: "createdAt";
    readonly UpdatedAt: "updatedAt";
    readonly Source: "source";
}>;
export type SiteRedirectOrderBy = (typeof SiteRedirectOrderBy)[keyof typeof SiteRedirectOrderBy];
export declare const SiteScanStatus: Readonly<{
    readonly Pending: "pending";
    readonly Running: "running";
    readonly Done: "done";
    readonly Failed: "failed";
}>;
export type SiteScanStatus = (typeof SiteScanStatus)[keyof typeof SiteScanStatus];
export declare const SiteSettingsFindingChangeRequests: Readonly<{
    readonly Always: "always";
    readonly AutoFixable: "auto-fixable";
    readonly Never: "never";
}>;
export type SiteSettingsFindingChangeRequests = (typeof SiteSettingsFindingChangeRequests)[keyof typeof SiteSettingsFindingChangeRequests];
export declare const SiteSettingsScanTopics: Readonly<{
    readonly Auto: "auto";
    readonly Never: "never";
}>;
export type SiteSettingsScanTopics = (typeof SiteSettingsScanTopics)[keyof typeof SiteSettingsScanTopics];
export declare const SiteSocialAccountPlatform: Readonly<{
    readonly Twitter: "twitter";
    readonly Instagram: "instagram";
    readonly Facebook: "facebook";
    readonly Linkedin: "linkedin";
    readonly Github: "github";
    readonly Discord: "discord";
    readonly Slack: "slack";
    readonly Youtube: "youtube";
    readonly Tiktok: "tiktok";
    readonly Reddit: "reddit";
    readonly Bluesky: "bluesky";
    readonly Mastodon: "mastodon";
    readonly Threads: "threads";
    readonly Medium: "medium";
}>;
export type SiteSocialAccountPlatform = (typeof SiteSocialAccountPlatform)[keyof typeof SiteSocialAccountPlatform];
export declare const SiteTriageFilterQuestions: Readonly<{
    readonly Questions: "questions";
}>;
export type SiteTriageFilterQuestions = (typeof SiteTriageFilterQuestions)[keyof typeof SiteTriageFilterQuestions];
export declare const SiteType: Readonly<{
    readonly Basic: "basic";
    readonly Premium: "premium";
    readonly Ultimate: "ultimate";
    readonly Sponsored: "sponsored";
    readonly LegacyBasic: "legacy-basic";
    readonly LegacyPremium: "legacy-premium";
}>;
export type SiteType = (typeof SiteType)[keyof typeof SiteType];
export declare const SiteVisibility: Readonly<{
    readonly Public: "public";
    readonly Unlisted: "unlisted";
    readonly ShareLink: "share-link";
    readonly VisitorAuth: "visitor-auth";
}>;
export type SiteVisibility = (typeof SiteVisibility)[keyof typeof SiteVisibility];
export declare const SpaceEditMode: Readonly<{
    readonly Live: "live";
    readonly Locked: "locked";
}>;
export type SpaceEditMode = (typeof SpaceEditMode)[keyof typeof SpaceEditMode];
export declare const StorageUploadKind: Readonly<{
    readonly CustomizationFont: "customization_font";
    readonly ImportFile: "import_file";
    readonly OrganizationFile: "organization_file";
}>;
export type StorageUploadKind = (typeof StorageUploadKind)[keyof typeof StorageUploadKind];
export declare const TEAM_MEMBER_ROLE_ENUM: readonly ["owner", "member"];
export declare const TEXT_ALIGNMENT_ENUM: readonly ["start", "center", "end"];
export declare const TRANSLATION_LANGUAGE_ENUM: readonly ["en", "fr", "de", "es", "it", "pt", "pt-br", "ru", "ja", "zh", "zh-tw", "yue", "ko", "ar", "hi", "nl", "pl", "tr", "sv", "no", "da", "fi", "el", "cs", "hu", "ro", "th", "vi", "id", "ms", "he", "uk", "sk", "bg", "hr", "lt", "lv", "et", "sl"];
export declare const TRANSLATION_STATUS_ENUM: readonly ["pending", "running", "completed"];
export declare const TeamMemberRole: Readonly<{
    readonly Owner: "owner";
    readonly Member: "member";
}>;
export type TeamMemberRole = (typeof TeamMemberRole)[keyof typeof TeamMemberRole];
export declare const TextAlignment: Readonly<{
    readonly Start: "start";
    readonly Center: "center";
    readonly End: "end";
}>;
export type TextAlignment = (typeof TextAlignment)[keyof typeof TextAlignment];
export declare const TranslationLanguage: Readonly<{
    readonly En: "en";
    readonly Fr: "fr";
    readonly De: "de";
    readonly Es: "es";
    readonly It: "it";
    readonly Pt: "pt";
    readonly PtBr: "pt-br";
    readonly Ru: "ru";
    readonly Ja: "ja";
    readonly Zh: "zh";
    readonly ZhTw: "zh-tw";
    readonly Yue: "yue";
    readonly Ko: "ko";
    readonly Ar: "ar";
    readonly Hi: "hi";
    readonly Nl: "nl";
    readonly Pl: "pl";
    readonly Tr: "tr";
    readonly Sv: "sv";
    readonly No: "no";
    readonly Da: "da";
    readonly Fi: "fi";
    readonly El: "el";
    readonly Cs: "cs";
    readonly Hu: "hu";
    readonly Ro: "ro";
    readonly Th: "th";
    readonly Vi: "vi";
    readonly Id: "id";
    readonly Ms: "ms";
    readonly He: "he";
    readonly Uk: "uk";
    readonly Sk: "sk";
    readonly Bg: "bg";
    readonly Hr: "hr";
    readonly Lt: "lt";
    readonly Lv: "lv";
    readonly Et: "et";
    readonly Sl: "sl";
}>;
export type TranslationLanguage = (typeof TranslationLanguage)[keyof typeof TranslationLanguage];
export declare const TranslationStatus: Readonly<{
    readonly Pending: "pending";
    readonly Running: "running";
    readonly Completed: "completed";
}>;
export type TranslationStatus = (typeof TranslationStatus)[keyof typeof TranslationStatus];
export declare const URL_MAX_LENGTH = 2048;
export declare const VERTICAL_ALIGNMENT_ENUM: readonly ["top", "middle", "bottom"];
export declare const VerticalAlignment: Readonly<{
    readonly Top: "top";
    readonly Middle: "middle";
    readonly Bottom: "bottom";
}>;
export type VerticalAlignment = (typeof VerticalAlignment)[keyof typeof VerticalAlignment];
export declare const YOUTUBE_CHANNEL_ID_PATTERN = "^UC[A-Za-z0-9_-]{22}$";
export declare const YOUTUBE_CHANNEL_NAME_PATTERN = "^@[A-Za-z0-9._-]{3,100}$";
