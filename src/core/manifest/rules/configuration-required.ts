import { label } from '../context.ts';
import { didYouMean } from '../did-you-mean.ts';
import { replaceFix } from '../fixes.ts';
import { configurationEntries, type Rule } from './rule.ts';

/** Every name in a configuration's `required` list names one of its `properties`. */
export const configurationRequired: Rule = {
  name: 'configuration-required',
  check(context) {
    for (const entry of configurationEntries(context.root)) {
      if (!Array.isArray(entry.required)) continue;
      const names = Object.keys(entry.properties);
      entry.required.forEach((name, index) => {
        if (typeof name !== 'string' || Object.hasOwn(entry.properties, name)) return;
        const pointer = `${entry.pointer}/required/${index}`;
        const suggestion = didYouMean(name, names);
        context.report({
          severity: 'error',
          code: 'unknown-required-property',
          pointer,
          message: `${label(pointer)} names "${name}", which is not in ${label(`${entry.pointer}/properties`)}${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
          fixes: suggestion ? replaceFix(context.locator, pointer, 'value', suggestion) : undefined,
        });
      });
    }
  },
};
