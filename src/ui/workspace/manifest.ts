import { manifestValueOf, type ParsedManifest, parseManifestText } from '../../core/manifest/parse';

/**
 * The manifest parsed once per text for the whole page: the Preview, Installation, Listing and the runtime all
 * read the same text after each keystroke, and a 3,000-line manifest costs tens of milliseconds to parse.
 * Results are shared: treat them as read-only.
 */
const recent = new Map<string, ParsedManifest>();
const KEEP = 2;

export function parsedManifest(text: string): ParsedManifest {
  let parsed = recent.get(text);
  if (!parsed) {
    parsed = parseManifestText(text);
    recent.set(text, parsed);
    if (recent.size > KEEP) recent.delete(recent.keys().next().value as string);
  }
  return parsed;
}

/** The manifest's value, or undefined while the YAML is broken (what `parseManifest` answers, shared). */
export function manifestValue(text: string): unknown {
  return manifestValueOf(parsedManifest(text));
}
