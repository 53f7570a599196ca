/**
 * The comparison of the two runtimes' answers, with a diff a person reads: one line per difference, named by the
 * case, the step and the path inside the observation (`step 3 · press "Reset" · state.step`).
 */

/** One difference between the reference's value and kitbench's at `path`. */
export interface Difference {
  path: string;
  reference: unknown;
  kitbench: unknown;
}

const MISSING = Symbol('missing');

function show(value: unknown): string {
  if (value === MISSING) return '(missing)';
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function kindOf(value: unknown): string {
  if (value === MISSING) return 'missing';
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/** Every place where `kitbench` differs from `reference` (deep, JSON-like values; key order ignored). */
export function differences(reference: unknown, kitbench: unknown, path = ''): Difference[] {
  const here = path || '(root)';
  if (Object.is(reference, kitbench)) return [];
  const kind = kindOf(reference);
  if (kind !== kindOf(kitbench)) return [{ path: here, reference, kitbench }];
  if (kind === 'array') {
    const a = reference as unknown[];
    const b = kitbench as unknown[];
    const out: Difference[] = [];
    for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
      out.push(...differences(index < a.length ? a[index] : MISSING, index < b.length ? b[index] : MISSING, `${path}[${index}]`));
    }
    return out;
  }
  if (kind === 'object') {
    const a = reference as Record<string, unknown>;
    const b = kitbench as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) =>
      differences(key in a ? a[key] : MISSING, key in b ? b[key] : MISSING, path ? `${path}.${key}` : key),
    );
  }
  return [{ path: here, reference, kitbench }];
}

/**
 * The differences as lines: `path: reference <value> ≠ kitbench <value>`; `sides` names the two sides compared
 * when they are others (kitbench's worker engine and workerd).
 */
export function formatDifferences(title: string, found: Difference[], sides: [string, string] = ['reference', 'kitbench']): string {
  if (found.length === 0) return `${title}: the same`;
  const lines = found.map((difference) => `  ${difference.path}: ${sides[0]} ${show(difference.reference)} ≠ ${sides[1]} ${show(difference.kitbench)}`);
  return `${title}: ${found.length} difference${found.length === 1 ? '' : 's'}\n${lines.join('\n')}`;
}
