/**
 * Credentials in HTML (and XML) attributes. A page carries its tokens in a tag's `content` or `value`, named by the
 * tag's `name` (`<meta name="csrf-token" content="…">`, `<input type="hidden" name="authenticity_token" value="…">`),
 * or in an attribute named like a secret itself (`<div data-api-key="…">`). Names are read by the rules JSON keys
 * are (secret-scan.ts `nameKind`): a secret's name redacts the value, a credential's name (`key`, `code`) a random
 * one only. Tags are read with two linear regular expressions, not a parser: an attribute value holding `>` ends
 * its tag early (what follows is still scanned as text by the formats).
 */
import { looksRandom, nameKind, REDACTED, type SecretMatch } from './secret-scan';

export const HTML_SECRET_FIELD = 'secret-named HTML field';
export const HTML_RANDOM_FIELD = 'high-entropy value in a credential HTML field';

/** A start tag: its name, then the text of its attributes (no `<` or `>` in it). */
const TAG = /<[A-Za-z][\w:.-]*(\s[^<>]*)>/g;
/** One attribute: name, then a double-quoted, single-quoted or bare value (offsets with the `d` flag). */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/dg;
/** The attributes that name a field, in the order they are looked at. */
const NAMING = ['name', 'id', 'property', 'itemprop'];
/** The attributes that hold a named field's value. */
const VALUES = ['content', 'value'];

interface Attribute {
  value: string;
  start: number;
  end: number;
}

/** Why a value under a name is a credential, or undefined. */
function whyOf(name: string, value: string): string | undefined {
  if (value === '' || value === REDACTED) return undefined;
  const kind = nameKind(name);
  if (kind === 'secret') return HTML_SECRET_FIELD;
  return kind === 'credential' && looksRandom(value) ? HTML_RANDOM_FIELD : undefined;
}

/** Every attribute value in `text` that a secret-named field or attribute holds, in order. */
export function findSecretAttributes(text: string): SecretMatch[] {
  if (!text.includes('<') || !text.includes('=')) return [];
  const found: SecretMatch[] = [];
  for (const tag of text.matchAll(TAG)) {
    const offset = (tag.index ?? 0) + tag[0].indexOf(tag[1]);
    const attributes = new Map<string, Attribute>();
    for (const attribute of tag[1].matchAll(ATTRIBUTE)) {
      const group = [2, 3, 4].find((index) => attribute[index] !== undefined);
      const span = group === undefined ? undefined : attribute.indices?.[group];
      if (!span) continue;
      const name = attribute[1].toLowerCase();
      const value = attribute[group as number];
      if (!attributes.has(name)) attributes.set(name, { value, start: offset + span[0], end: offset + span[1] });
      // An attribute named like a secret holds one itself (`data-csrf-token`, `data-api-key`).
      if (NAMING.includes(name) || VALUES.includes(name)) continue;
      const why = nameKind(name) === 'secret' ? whyOf(name, value) : undefined;
      if (why) found.push({ start: offset + span[0], end: offset + span[1], label: why });
    }
    const naming = NAMING.map((name) => attributes.get(name)).find(Boolean);
    const held = VALUES.map((name) => attributes.get(name)).find(Boolean);
    const why = naming && held ? whyOf(naming.value, held.value) : undefined;
    if (why && held) found.push({ start: held.start, end: held.end, label: why });
  }
  return found.sort((a, b) => a.start - b.start);
}
