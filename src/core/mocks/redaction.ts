/**
 * What record mode reports for each value it redacts, and the author's choices to keep one: a choice names the
 * request (host, method, path) and the place in it, never the value, so it can be stored anywhere without holding
 * the secret it lets through.
 */

/** One redacted (or kept) value: where it was and why it counts as a credential. */
export interface Redaction {
  /** Where, as the Review shows it: `response body › data.profile_note`, `query parameter api_key`. */
  where: string;
  /** Why: `JWT`, `GitHub token`, `secret-named field`, `high-entropy value in a credential field`. */
  why: string;
  /**
   * The place a keep choice names (array indices as `[]`, so one choice covers every item of a list); absent for
   * what a mock never holds (headers, cookies, a URL's user and password), which is dropped, not kept.
   */
  place?: string;
  /** The author chose to keep this value: it is in the recording as it came. */
  kept?: boolean;
}

/** The author's choice to keep the value at one place of one request's recordings. */
export interface KeepRule {
  /** The URL's host (with its port). */
  host: string;
  /** The request's method, upper case. */
  method: string;
  /** The URL's path, every segment that held a credential written `:redacted` (so it never holds one). */
  path: string;
  /** `Redaction.place`. */
  place: string;
}

/** The request a recording's places belong to. */
export interface KeepScope {
  host: string;
  method: string;
  path: string;
}

/** Whether `rule` names the same request and place. */
export const sameKeep = (a: KeepRule, b: KeepRule): boolean => a.host === b.host && a.method === b.method && a.path === b.path && a.place === b.place;

/** A test of places against the author's rules for one request. */
export function keepCheck(scope: KeepScope, rules: readonly KeepRule[]): (place: string) => boolean {
  const places = new Set(rules.filter((rule) => rule.host === scope.host && rule.method === scope.method && rule.path === scope.path).map((rule) => rule.place));
  return (place) => places.has(place);
}

/** A place as a keep choice names it: indices of lists left out (`items[3].token` → `items[].token`). */
export const placeOf = (where: string): string => where.replace(/\[\d+\]/g, '[]');

/** Whether a value read from storage or the network is a well-formed list of keep rules. */
export function isKeepRules(value: unknown): value is KeepRule[] {
  return (
    Array.isArray(value) &&
    value.every(
      (rule) =>
        rule !== null &&
        typeof rule === 'object' &&
        ['host', 'method', 'path', 'place'].every((key) => typeof (rule as Record<string, unknown>)[key] === 'string'),
    )
  );
}
