import { asRecord, type CheckContext } from '../context.ts';
import { escapeSegment } from '../locate.ts';

/** A semantic check the schema cannot express. Rules read schema-invalid data defensively and never throw. */
export interface Rule {
  /** Stable name, for tests and for turning a rule off. */
  name: string;
  check(context: CheckContext): void;
}

/** One `configurations.<level>` mapping with its pointer. */
export interface ConfigurationEntry {
  level: string;
  pointer: string;
  properties: Record<string, unknown>;
  required: unknown;
}

/** The configuration levels present in a manifest (whatever their names: unknown levels are the schema's job). */
export function configurationEntries(root: Record<string, unknown>): ConfigurationEntry[] {
  const configurations = asRecord(root.configurations);
  if (!configurations) return [];
  const entries: ConfigurationEntry[] = [];
  for (const [level, value] of Object.entries(configurations)) {
    const configuration = asRecord(value);
    if (!configuration) continue;
    entries.push({
      level,
      pointer: `/configurations/${escapeSegment(level)}`,
      properties: asRecord(configuration.properties) ?? {},
      required: configuration.required,
    });
  }
  return entries;
}
