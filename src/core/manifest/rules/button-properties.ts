import { asRecord, label } from '../context.ts';
import { insertKeyFix } from '../fixes.ts';
import { escapeSegment } from '../locate.ts';
import { configurationEntries, type Rule } from './rule.ts';

/**
 * A `button` property without `button_text` is a warning: the installation form can still show it (with its title),
 * but the author most likely forgot the label. A missing `callback_url` is the schema's error (a button cannot start
 * an OAuth connection without it), so editors using the published schema flag it too.
 */
export const buttonProperties: Rule = {
  name: 'button-properties',
  check(context) {
    for (const entry of configurationEntries(context.root)) {
      for (const [name, value] of Object.entries(entry.properties)) {
        const property = asRecord(value);
        if (property?.type !== 'button' || 'button_text' in property) continue;
        const pointer = `${entry.pointer}/properties/${escapeSegment(name)}`;
        context.report({
          severity: 'warning',
          code: 'button-text',
          pointer,
          anchor: 'key',
          message: `${label(pointer)} is a button without button_text: the installation form has no label for it. Add button_text (e.g. "Connect").`,
          fixes: insertKeyFix(context.parsed.text, context.locator, pointer, 'button_text'),
        });
      }
    }
  },
};
