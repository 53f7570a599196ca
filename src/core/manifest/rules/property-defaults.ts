import { asRecord, label } from '../context.ts';
import { enumProblem } from '../enum-problem.ts';
import { escapeSegment } from '../locate.ts';
import { configurationEntries, type Rule } from './rule.ts';

/** A string property's `default` is one of its `enum` values (its type is the schema's job). */
export const propertyDefaults: Rule = {
  name: 'property-defaults',
  check(context) {
    for (const entry of configurationEntries(context.root)) {
      for (const [name, value] of Object.entries(entry.properties)) {
        const property = asRecord(value);
        if (property?.type !== 'string' || !Array.isArray(property.enum)) continue;
        if (!('default' in property) || typeof property.default !== 'string') continue;
        const allowed = property.enum.filter((item): item is string => typeof item === 'string');
        if (allowed.includes(property.default)) continue;
        const pointer = `${entry.pointer}/properties/${escapeSegment(name)}/default`;
        const lead = `${label(pointer)} must be one of its enum values`;
        context.report({
          severity: 'error',
          code: 'default-not-in-enum',
          pointer,
          ...enumProblem(context.locator, pointer, lead, property.default, allowed),
        });
      }
    }
  },
};
