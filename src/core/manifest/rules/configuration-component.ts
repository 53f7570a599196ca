import { asRecord, label } from '../context.ts';
import { escapeSegment } from '../locate.ts';
import type { Rule } from './rule.ts';

/**
 * Configurations declared as a component (`componentId: config`, no `properties`), by pointer, with the id.
 * Other platforms render such a configuration screen with a component; this platform's spec builds the installation
 * form from `properties`, so the schema rejects it, and this rule says why in one place.
 */
export function componentConfigurations(root: Record<string, unknown>): Map<string, string> {
  const found = new Map<string, string>();
  const configurations = asRecord(root.configurations);
  if (!configurations) return found;
  for (const [level, value] of Object.entries(configurations)) {
    const configuration = asRecord(value);
    if (!configuration || !('componentId' in configuration) || 'properties' in configuration) continue;
    found.set(`/configurations/${escapeSegment(level)}`, String(configuration.componentId));
  }
  return found;
}

/** One targeted error, with a fix, for a configuration declared as a component instead of `properties`. */
export const configurationComponent: Rule = {
  name: 'configuration-component',
  check(context) {
    for (const [pointer, componentId] of componentConfigurations(context.root)) {
      const keyPointer = `${pointer}/componentId`;
      const pair = context.locator.locate(keyPointer)?.pair;
      const start = (pair?.key as { range?: number[] } | null)?.range?.[0];
      const end = (pair?.value as { range?: number[] } | null)?.range?.[1];
      context.report({
        severity: 'error',
        code: 'configuration-component',
        pointer: keyPointer,
        anchor: 'key',
        message:
          `${label(pointer)} is declared as a component (componentId: ${componentId}); this platform has no configuration ` +
          'components: its installation form is built from "properties". Declare each setting under properties instead.',
        fixes:
          start === undefined || end === undefined
            ? undefined
            : [{ title: 'Replace componentId with properties', edits: [{ start, end, text: 'properties: {}' }] }],
      });
    }
  },
};
