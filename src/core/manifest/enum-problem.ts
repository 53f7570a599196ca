// The message and quick fixes of a value outside its allowed list (schema enums, a property's default).
import type { QuickFix } from '../diagnostics.ts';
import { didYouMean, nearestFirst } from './did-you-mean.ts';
import { replaceFixes } from './fixes.ts';
import type { SourceLocator } from './locate.ts';

/** Lists up to this long are spelt out in the message; longer ones name the nearest few (the hover has them all). */
export const SPELT_OUT = 5;
const NEAREST = 3;

/** A short message (nearest values first) and one quick fix per allowed value, best guess first. */
export function enumProblem(
  locator: SourceLocator,
  pointer: string,
  lead: string,
  value: unknown,
  allowed: readonly string[],
  /** The value to offer first whatever the spelling distance (a known equivalent). */
  preferred?: string,
): { message: string; fixes: QuickFix[] } {
  const typed = typeof value === 'string' ? value : undefined;
  const nearest = typed === undefined ? [...allowed] : nearestFirst(typed, allowed);
  const ranked = preferred && allowed.includes(preferred) ? [preferred, ...nearest.filter((v) => v !== preferred)] : nearest;
  // a preferred value is explained by the caller, not guessed at
  const suggestion = preferred || typed === undefined ? undefined : didYouMean(typed, allowed);
  const list =
    allowed.length <= SPELT_OUT ? allowed.join(', ') : `${ranked.slice(0, NEAREST).join(', ')}, … (${allowed.length} in all)`;
  return {
    message: `${lead} ${list}${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
    fixes: replaceFixes(locator, pointer, 'value', ranked),
  };
}
