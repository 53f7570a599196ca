/**
 * react-hook-form reads dots and brackets in a field name as a path; property names may hold them. Encode them so
 * every property is one flat form key.
 */
export function fieldKey(name: string): string {
  return `p_${name.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`)}`;
}
