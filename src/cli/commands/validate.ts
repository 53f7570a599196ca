import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Diagnostic } from '../../core/diagnostics.ts';
import {
  localPathRefs,
  type ManifestFiles,
  normalizeLocalPath,
  manifestValueOf,
  parseDotenv,
  parseManifestText,
  validate,
} from '../../core/manifest/index.ts';
import { noManifestMessage, pickManifestFile } from '../../core/workspace/manifest-file.ts';
import { type CliIO, EXIT, UsageError } from '../io.ts';

/** Help of `kitbench validate`. */
export const VALIDATE_HELP = `Usage: kitbench validate <manifest.yaml | folder> [--format text|json] [--root DIR] [--env-file FILE]

Validates an integration's manifest: YAML syntax, the manifest schema and the semantic rules
(local paths exist, preview images are 2:1, block ids are unique, secrets resolve, ...).
Given a folder, validates its service-manifest.yaml, or else its gitbook-manifest.yaml (the name the
platform's CLI uses); when a folder has both, service-manifest.yaml is used and the other is named as ignored.

Options:
  --format text|json  output format (default: text)
  --root DIR          folder that script, icon and previewImages are resolved against
                      (default: the manifest's folder)
  --env-file FILE     dotenv file that \${{ env.NAME }} secrets must resolve against
  -h, --help          show this help

Exit codes: 0 valid (warnings allowed), 1 invalid, 2 usage error or unreadable file.
`;

interface ValidateArgs {
  file: string;
  format: 'text' | 'json';
  root?: string;
  envFile?: string;
}

function parse(argv: string[]): ValidateArgs | 'help' {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? 'missing the manifest file' : `expected one manifest file, got ${positionals.length}`);
  }
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
  return { file: positionals[0], format, root: values.root, envFile: values['env-file'] };
}

const OPTIONS = {
  format: { type: 'string' },
  root: { type: 'string' },
  'env-file': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `kitbench validate`: exit 0 when valid, 1 when not, 2 on usage errors and unreadable files. */
export async function runValidate(argv: string[], io: CliIO): Promise<number> {
  let args: ValidateArgs | 'help';
  try {
    args = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`kitbench validate: ${error.message}\n\n${VALIDATE_HELP}`);
    return EXIT.usage;
  }
  if (args === 'help') {
    io.stdout(VALIDATE_HELP);
    return EXIT.ok;
  }
  let manifestPath = resolve(io.cwd, args.file);
  let shown = args.file;
  if (isFolder(manifestPath)) {
    // A folder: its manifest, by either name (src/core/workspace/manifest-file.ts); what is ignored goes to stderr.
    const pick = pickManifestFile((name) => existsSync(join(manifestPath, name)));
    if (!pick.file) {
      io.stderr(`kitbench validate: ${noManifestMessage(manifestPath, 'Pass the manifest file itself, or the folder that holds it.')}\n`);
      return EXIT.usage;
    }
    if (pick.note) io.stderr(`kitbench validate: ${pick.note}\n`);
    manifestPath = join(manifestPath, pick.file);
    shown = join(args.file, pick.file);
  }
  const bytes = await readOrReport(io, manifestPath, shown);
  if (!bytes) return EXIT.usage;
  let env: Record<string, string> | undefined;
  if (args.envFile !== undefined) {
    const envBytes = await readOrReport(io, resolve(io.cwd, args.envFile), args.envFile);
    if (!envBytes) return EXIT.usage;
    env = parseDotenv(new TextDecoder().decode(envBytes));
  }

  let result: { valid: boolean; diagnostics: Diagnostic[] };
  const text = decodeUtf8(bytes);
  if (text === undefined) {
    const at = { line: 1, column: 1, offset: 0 };
    result = {
      valid: false,
      diagnostics: [
        { severity: 'error', code: 'binary', message: 'the file is not UTF-8 text', pointer: '', range: { start: at, end: at } },
      ],
    };
  } else {
    const root = args.root === undefined ? dirname(manifestPath) : resolve(io.cwd, args.root);
    // parsed once: the local paths come from the same parse the validator reads
    const parsed = parseManifestText(text);
    const files = await readLocalFiles(io, root, manifestValueOf(parsed));
    result = validate(text, { files, env, checkEnv: env !== undefined, parsed });
  }
  const { valid, diagnostics } = result;
  io.stdout(args.format === 'json' ? formatJson(shown, valid, diagnostics) : formatText(shown, valid, diagnostics));
  return valid ? EXIT.ok : EXIT.failed;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

async function readOrReport(io: CliIO, path: string, shown: string): Promise<Uint8Array | undefined> {
  try {
    return await io.readFile(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    io.stderr(`kitbench validate: cannot read "${shown}": ${reason}\n`);
    return undefined;
  }
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Reads the files the manifest names up front, so the (synchronous) core can ask about them. */
async function readLocalFiles(io: CliIO, root: string, value: unknown): Promise<ManifestFiles> {
  const contents = new Map<string, Uint8Array>();
  for (const ref of localPathRefs(value)) {
    const normalized = normalizeLocalPath(ref.path);
    if (!normalized.ok || contents.has(normalized.path)) continue;
    try {
      contents.set(normalized.path, await io.readFile(join(root, normalized.path)));
    } catch {
      // absent: the validator reports it where the manifest names it
    }
  }
  return { has: (path) => contents.has(path), read: (path) => contents.get(path) };
}

function formatText(file: string, valid: boolean, diagnostics: Diagnostic[]): string {
  const lines = diagnostics.map(
    (d) => `${file}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.code} ${d.message}`,
  );
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const counts = [plural(errors, 'error'), plural(warnings, 'warning')];
  lines.push(valid ? `${file} is valid${warnings ? ` (${counts[1]})` : ''}` : `${file} is invalid: ${counts.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function formatJson(file: string, valid: boolean, diagnostics: Diagnostic[]): string {
  const shaped = diagnostics.map((d) => ({
    severity: d.severity,
    code: d.code,
    message: d.message,
    pointer: d.pointer,
    line: d.range.start.line,
    column: d.range.start.column,
  }));
  return `${JSON.stringify({ file, valid, diagnostics: shaped }, null, 2)}\n`;
}
