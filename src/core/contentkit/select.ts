/**
 * What a `select` stores for what the user picked or typed. With `acceptInput`, the text typed in the select's
 * filter may be chosen as a value of its own, as the platform's select offers it: a typed label or id of an option
 * stores that option's id, any other text is stored as it is.
 */
import type { SelectOption } from './elements';

/** The stored value for `input`, or why it cannot be chosen (no such option, and the select takes no free text). */
export function selectValue(input: string, options: readonly SelectOption[], acceptInput: boolean): { value: string } | { problem: string } {
  const option = options.find((candidate) => candidate.id === input) ?? options.find((candidate) => candidate.label === input);
  if (option) return { value: option.id };
  const typed = input.trim();
  if (acceptInput && typed !== '') return { value: typed };
  return { problem: `no such option. Options: ${options.length ? options.map((o) => `"${o.label}"`).join(', ') : 'none'}.` };
}

/** What a select shows for a stored value: the option's label, or the free text itself. */
export function selectLabel(value: unknown, options: readonly SelectOption[]): string {
  const id = String(value);
  return options.find((option) => option.id === id)?.label ?? id;
}
