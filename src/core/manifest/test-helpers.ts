// Shared by the manifest tests: positions by search, fixture text, applying quick fixes.
import { readFileSync } from 'node:fs';
import type { Diagnostic, QuickFix } from '../diagnostics.ts';
import { type ManifestFiles, type ValidateOptions, validate } from './validate.ts';

/** The smallest valid manifest. */
export const MINIMAL = readFileSync(new URL('./fixtures/minimal.yaml', import.meta.url), 'utf8');

/** The example integration's manifest (what a user sees first). */
export const EXAMPLE = readFileSync(new URL('../../examples/counter/service-manifest.yaml', import.meta.url), 'utf8');

/** 1-based line and column of the `occurrence`-th match of `needle` in `text`. */
export function positionOf(text: string, needle: string, occurrence = 1): { line: number; column: number } {
  let offset = -1;
  for (let i = 0; i < occurrence; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset === -1) throw new Error(`"${needle}" not found ${occurrence} times`);
  }
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** The diagnostics with `code`, with their start as line/column. */
export function findings(text: string, code: string, options?: ValidateOptions) {
  return validate(text, options)
    .diagnostics.filter((d) => d.code === code)
    .map((d) => ({ ...d, at: { line: d.range.start.line, column: d.range.start.column } }));
}

/** The one diagnostic with `code`; fails when there is none or more than one. */
export function only(text: string, code: string, options?: ValidateOptions): Diagnostic & { at: { line: number; column: number } } {
  const found = findings(text, code, options);
  if (found.length !== 1) {
    const all = validate(text, options).diagnostics.map((d) => `${d.code}: ${d.message}`);
    throw new Error(`expected one "${code}" diagnostic, got ${found.length}: ${JSON.stringify(all)}`);
  }
  return found[0];
}

/** Applies a quick fix's edits (from the end backwards, so offsets stay valid). */
export function applyFix(text: string, fix: QuickFix): string {
  return [...fix.edits].sort((a, b) => b.start - a.start).reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), text);
}

/** The minimal manifest with `extra` YAML appended. */
export function withExtra(extra: string): string {
  return `${MINIMAL}${extra}`;
}

/** An integration folder holding exactly `files`. */
export function folder(files: Record<string, Uint8Array>): ManifestFiles {
  return { has: (path) => Object.hasOwn(files, path), read: (path) => files[path] };
}

/** The first 33 bytes of a PNG of the given size: signature and IHDR, enough for `imageSize`. */
export function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
