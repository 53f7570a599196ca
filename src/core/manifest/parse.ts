// Parsing with source positions, hardened against hostile input. Cheap enough for panels that only need the data.
import { type Document, LineCounter, parseDocument } from 'yaml';
import { checkLimits, type LimitFailure } from './limits.ts';

/** Aliases expanded past this count mean a "billion laughs" document: we stop and report it. */
export const MAX_ALIAS_COUNT = 1000;

/** The outcome of parsing: the document with positions, and its plain value when it could be built. */
export interface ParsedManifest {
  text: string;
  doc: Document.Parsed | undefined;
  lineCounter: LineCounter;
  /** The plain JS value; undefined when the document could not be built (see `failure`). */
  value: unknown;
  /** Why no value could be built: the input is binary, too large, nested too deeply, or an alias bomb. */
  failure?: LimitFailure | { code: 'yaml-alias-limit'; message: string; offset: number };
}

/** Parses manifest text; never throws. */
export function parseManifestText(text: string): ParsedManifest {
  const lineCounter = new LineCounter();
  const refused = checkLimits(text);
  if (refused) return { text, doc: undefined, lineCounter: countLines(text), value: undefined, failure: refused };
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false, keepSourceTokens: false, uniqueKeys: false });
  } catch (error) {
    return { text, doc: undefined, lineCounter: countLines(text), value: undefined, failure: tooDeep(error) };
  }
  try {
    const value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return { text, doc, lineCounter, value };
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      return {
        text,
        doc,
        lineCounter,
        value: undefined,
        failure: {
          code: 'yaml-alias-limit',
          message: `the document expands more than ${MAX_ALIAS_COUNT} aliases (an alias bomb?)`,
          offset: 0,
        },
      };
    }
    return { text, doc, lineCounter, value: undefined, failure: tooDeep(error) };
  }
}

function tooDeep(error: unknown): LimitFailure {
  const message =
    error instanceof RangeError
      ? 'the document is nested too deeply to read'
      : `the document could not be read: ${error instanceof Error ? error.message : String(error)}`;
  return { code: 'yaml-too-deep', message, offset: 0 };
}

function countLines(text: string): LineCounter {
  const counter = new LineCounter();
  counter.addNewLine(0);
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) counter.addNewLine(i + 1);
  return counter;
}

/** The manifest's plain value, or undefined when the text is not YAML; for panels that only need data. */
export function parseManifest(text: string): unknown {
  return manifestValueOf(parseManifestText(text));
}

/** The value of a parse, or undefined when the YAML is broken, refused, or empty. */
export function manifestValueOf(parsed: ParsedManifest): unknown {
  if (!parsed.doc || parsed.failure) return undefined;
  if (parsed.doc.errors.length > 0) return undefined;
  return parsed.value ?? undefined;
}
