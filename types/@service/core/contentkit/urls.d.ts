/**
 * Which URLs the preview may follow. Script output is untrusted: a `javascript:` or `data:` link in markdown or
 * a `link` element must never run, so only http(s), mailto and relative references pass.
 */
export declare function isSafeHref(href: string): boolean;
/** Whether a URL is absolute http(s), as `@ui.url.open` and images accept. */
export declare function isHttpUrl(href: string): boolean;
/**
 * A URL as ContentKit takes it for a select's `options.url` and a link's `target.url`: a string, or the API
 * package's ContentKitURL (`{ host, pathname, query }`, query values may be `$state` bindings). Integrations build
 * the object form from their own public endpoint (`{ host: url.host, pathname: `${url.pathname}/channels` }`).
 */
export interface ContentKitUrlParts {
    host: string;
    pathname: string;
    query?: Record<string, string | {
        $state: string;
    }>;
}
export declare function isUrlParts(value: unknown): value is ContentKitUrlParts;
/** The URL as a string: the object form becomes `https://<host><pathname>?<query>`, bindings read from `state`. */
export declare function urlString(value: string | ContentKitUrlParts, state?: Record<string, unknown>): string;
