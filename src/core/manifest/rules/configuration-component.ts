import { asRecord, label } from '../context.ts';
import { didYouMean } from '../did-you-mean.ts';
import { replaceFix } from '../fixes.ts';
import { escapeSegment } from '../locate.ts';
import type { Rule } from './rule.ts';

/** One `componentId` the manifest names: a configuration screen or a content source's configuration. */
export interface ComponentReference {
  /** Pointer of the `componentId` value. */
  pointer: string;
  componentId: string;
}

/** Every `componentId` the manifest names, read defensively. */
export function componentReferences(root: Record<string, unknown>): ComponentReference[] {
  const found: ComponentReference[] = [];
  for (const [level, value] of Object.entries(asRecord(root.configurations) ?? {})) {
    const componentId = asRecord(value)?.componentId;
    if (typeof componentId === 'string') found.push({ pointer: `/configurations/${escapeSegment(level)}/componentId`, componentId });
  }
  const sources = Array.isArray(root.contentSources) ? root.contentSources : [];
  sources.forEach((source, index) => {
    const componentId = asRecord(asRecord(source)?.configuration)?.componentId;
    if (typeof componentId === 'string') found.push({ pointer: `/contentSources/${index}/configuration/componentId`, componentId });
  });
  return found;
}

/**
 * Configurations rendered by a component (`componentId`, as the platform allows):
 * - beside `properties`, the component wins and the platform's CLI drops the form (a warning: nothing fails, but the
 *   properties are dead text);
 * - once the script has loaded (`options.componentIds` given), an id it does not declare is an error with a
 *   "did you mean" fix: the configuration screen would have nothing to show.
 */
export const configurationComponent: Rule = {
  name: 'configuration-component',
  check(context) {
    for (const [level, value] of Object.entries(asRecord(context.root.configurations) ?? {})) {
      const configuration = asRecord(value);
      if (!configuration || typeof configuration.componentId !== 'string' || !('properties' in configuration)) continue;
      const pointer = `/configurations/${escapeSegment(level)}/properties`;
      context.report({
        severity: 'warning',
        code: 'component-and-properties',
        pointer,
        anchor: 'key',
        message: `${label(`/configurations/${escapeSegment(level)}`)} has a componentId, so the platform shows that component and ignores these properties`,
      });
    }
    const known = context.options.componentIds;
    if (!known) return;
    for (const { pointer, componentId } of componentReferences(context.root)) {
      if (known.includes(componentId)) continue;
      const suggestion = didYouMean(componentId, known);
      const declared = known.length ? `it declares ${known.join(', ')}` : 'it declares no components';
      context.report({
        severity: 'error',
        code: 'unknown-component',
        pointer,
        message: `${label(pointer)} names "${componentId}", which the script does not declare (${declared})${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
        fixes: suggestion ? replaceFix(context.locator, pointer, 'value', suggestion) : undefined,
      });
    }
  },
};
