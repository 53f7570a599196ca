/**
 * Adaptive content on the site's pages: sections shown only to visitors whose claims match, and inline expressions
 * that print a claim (`{{ visitor.claims.name }}`). The claims are those of the signed-in visitor's token. Where a
 * claim is missing, the page says which one, so that the author sees why a section stays hidden.
 *
 * In the page's Markdown a section is fenced as `:::adaptive plan = enterprise` … `:::` (kitbench's own notation for
 * the condition an author sets on a block in the editor).
 */
import type { VisitorClaims } from './visitor-token';

/** A run of the page: plain Markdown, or a section with a condition on one claim. */
export type PageSegment =
  | { kind: 'markdown'; markdown: string }
  | {
      kind: 'adaptive';
      /** The claim's path below `visitor.claims` (`plan`, `org.role`). */
      claim: string;
      /** The value the claim must have. */
      equals: string;
      markdown: string;
      /** Whether the visitor sees it. */
      shown: boolean;
      /** Why not, in the visitor's terms: signed out, the claim missing, or another value. */
      reason?: 'signed-out' | 'missing-claim' | 'other-value';
      /** The value the visitor's claim has, when it has one. */
      actual?: unknown;
    };

const OPEN = /^:::adaptive\s+([\w.-]+)\s*={1,2}\s*"?([^"\n]*?)"?\s*$/;

/** A claim's value by its dotted path, or undefined. */
export function claimAt(claims: VisitorClaims | undefined, path: string): unknown {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const matches = (value: unknown, expected: string) =>
  Array.isArray(value) ? value.map(String).includes(expected) : value !== undefined && value !== null && String(value) === expected;

/** Splits a page into its plain and adaptive runs, deciding each section for `claims` (undefined: not signed in). */
export function adaptPage(markdown: string, claims: VisitorClaims | undefined): PageSegment[] {
  const segments: PageSegment[] = [];
  let plain: string[] = [];
  let open: { claim: string; equals: string; lines: string[] } | undefined;
  const flush = () => {
    if (plain.length) segments.push({ kind: 'markdown', markdown: plain.join('\n') });
    plain = [];
  };
  for (const line of markdown.split('\n')) {
    const start = open ? undefined : OPEN.exec(line.trim());
    if (start) {
      flush();
      open = { claim: start[1], equals: start[2], lines: [] };
    } else if (open && line.trim() === ':::') {
      const actual = claimAt(claims, open.claim);
      const shown = matches(actual, open.equals);
      const reason = shown ? undefined : claims === undefined ? 'signed-out' : actual === undefined ? 'missing-claim' : 'other-value';
      segments.push({ kind: 'adaptive', claim: open.claim, equals: open.equals, markdown: open.lines.join('\n'), shown, reason, ...(actual !== undefined ? { actual } : {}) });
      open = undefined;
    } else if (open) open.lines.push(line);
    else plain.push(line);
  }
  if (open) plain.push(`:::adaptive ${open.claim} = ${open.equals}`, ...open.lines);
  flush();
  return segments;
}

const EXPRESSION = /\{\{\s*visitor\.claims\.([\w.-]+)\s*\}\}/g;

/**
 * Prints the claims an expression names; a missing one prints as `—` and is listed, so the page can say which
 * claim the token lacks.
 */
export function fillExpressions(markdown: string, claims: VisitorClaims | undefined): { markdown: string; missing: string[] } {
  const missing: string[] = [];
  const filled = markdown.replace(EXPRESSION, (_match, path: string) => {
    const value = claimAt(claims, path);
    if (value === undefined || value === null || typeof value === 'object') {
      if (!missing.includes(path)) missing.push(path);
      return '—';
    }
    return String(value);
  });
  return { markdown: filled, missing };
}

/** Every claim a page reads (its sections' conditions and its expressions), for the visitor panel. */
export function claimsRead(markdown: string): string[] {
  const names = new Set<string>();
  for (const line of markdown.split('\n')) {
    const start = OPEN.exec(line.trim());
    if (start) names.add(start[1]);
  }
  for (const match of markdown.matchAll(EXPRESSION)) names.add(match[1]);
  return [...names];
}
