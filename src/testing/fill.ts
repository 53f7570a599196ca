import { selectValue } from '../core/contentkit/select';
import type { FoundField } from '../core/test-export/tree';

const quote = (names: string[]) => (names.length ? names.map((name) => `"${name}"`).join(', ') : 'none');

/** The radio of a group a `fill(label, value)` picks: by its value or its label. */
export function pickRadio(radios: FoundField[], value: unknown, label: string): FoundField {
  const found = radios.find((radio) => radio.element.value === value || radio.element.label === value);
  if (!found) {
    const choices = radios.map((radio) => String(radio.element.label ?? radio.element.value));
    throw new Error(`fill("${label}", ${JSON.stringify(value)}): no such choice. Choices: ${quote(choices)}.`);
  }
  return found;
}

/** What `fill` stores for `value` in `field`, as the Preview's control would store it. */
export function storedValue(field: FoundField, value: unknown, label: string, current: unknown): unknown {
  switch (field.kind) {
    case 'select': {
      const options = Array.isArray(field.element.options) ? (field.element.options as { id: string; label: string }[]) : undefined;
      if (!options) return value;
      // With `acceptInput`, text that is no option is a value of its own (the platform's select takes its filter text).
      const pick = (one: unknown) => {
        const picked = selectValue(String(one), options, field.element.acceptInput === true);
        if ('problem' in picked) throw new Error(`fill("${label}", ${JSON.stringify(one)}): ${picked.problem}`);
        return picked.value;
      };
      return Array.isArray(value) ? value.map(pick) : pick(value);
    }
    case 'checkbox': {
      // As the Preview's checkbox: with a `value`, checkboxes sharing a state key collect their values in a list.
      if (typeof value !== 'boolean') throw new Error(`fill("${label}", ${JSON.stringify(value)}): a checkbox takes true or false.`);
      if (field.element.value === undefined) return value;
      const list = Array.isArray(current) ? current.filter((item) => item !== field.element.value) : [];
      return value ? [...list, field.element.value] : list;
    }
    case 'radio':
      return field.element.value ?? value;
    default:
      return value;
  }
}
