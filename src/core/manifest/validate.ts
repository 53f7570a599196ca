// validate(text) -> diagnostics: YAML errors, then the schema, then the semantic rules. Never throws.
import { compareDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { asRecord, type CheckContext, toDiagnostic } from './context.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { SourceLocator } from './locate.ts';
import { type ParsedManifest, parseManifestText } from './parse.ts';
import { RULES } from './rules/index.ts';
import { checkAgainstSchema } from './schema-check.ts';
import type { Manifest } from './types.ts';
import { yamlDiagnostics } from './yaml-errors.ts';

/** The folder the manifest sits in, by relative POSIX path (`assets/icon.png`). */
export interface ManifestFiles {
  has(path: string): boolean;
  read(path: string): Uint8Array | undefined;
}

/** What the validator may know beyond the text. */
export interface ValidateOptions {
  /** The integration folder: when given, local paths must exist and preview images are measured. */
  files?: ManifestFiles;
  /** Environment variables `${{ env.NAME }}` resolves against; when given, missing ones are reported. */
  env?: Record<string, string>;
  /** Missing variables are errors (CI) rather than warnings (the playground). */
  checkEnv?: boolean;
  /** The manifest's `envs` entry whose secrets are in effect (the platform CLI's `--env`); default `default`. */
  manifestEnvironment?: string;
  /** The loaded script's component ids: when given, a `componentId` the script does not declare is an error. */
  componentIds?: readonly string[];
  /** The same text already parsed (`parseManifestText`), read and not changed: it is not parsed again. */
  parsed?: ParsedManifest;
}

/** Diagnostics of one manifest; `valid` is false iff one has severity `error`. */
export interface ValidationResult {
  valid: boolean;
  diagnostics: Diagnostic[];
  /** The manifest's value when it parses to a mapping, even an invalid one (read it defensively). */
  manifest?: Manifest;
}

/** More problems than this are summarized: nobody reads them, and mapping them costs time on hostile input. */
export const MAX_DIAGNOSTICS = 200;

/** Validates `service-manifest.yaml` text; never throws. */
export function validate(text: string, options: ValidateOptions = {}): ValidationResult {
  try {
    return run(text, options);
  } catch (error) {
    // a bug of ours must still not take the editor or the CLI down with it
    const message = error instanceof Error ? error.message : String(error);
    const at = { line: 1, column: 1, offset: 0 };
    return {
      valid: false,
      diagnostics: [
        { severity: 'error', code: 'internal', message: `the validator failed: ${message}`, pointer: '', range: { start: at, end: at } },
      ],
    };
  }
}

/** The required keys with starting values, appended after whatever comments an empty manifest holds. */
function requiredSkeleton(text: string): string {
  const lead = text === '' || text.endsWith('\n') ? '' : '\n';
  return `${lead}name: ""\ntitle: ""\ndescription: ""\norganization: ""\nvisibility: private\nscopes: []\n`;
}

function run(text: string, options: ValidateOptions): ValidationResult {
  const parsed = options.parsed?.text === text ? options.parsed : parseManifestText(text);
  const locator = new SourceLocator(text, parsed.doc, parsed.lineCounter);
  const yaml = yamlDiagnostics(parsed, locator, MAX_DIAGNOSTICS);
  const diagnostics = yaml.diagnostics;
  if (parsed.doc && !parsed.failure) diagnostics.push(...duplicateKeys(parsed.doc, locator, MAX_DIAGNOSTICS));
  const root = asRecord(parsed.value);
  // findings past the limit are counted, not built: they still decide `valid`
  const dropped = { count: 0, errors: 0 };
  if (!yaml.fatal) {
    if (text.trim() === '' || parsed.value === null || parsed.value === undefined) {
      diagnostics.push({
        severity: 'error',
        code: 'empty',
        message: 'the manifest is empty: it needs name, title, description, organization, visibility and scopes',
        pointer: '',
        range: locator.range(0, 0),
        fixes: [{ title: 'Add the required keys', edits: [{ start: text.length, end: text.length, text: requiredSkeleton(text) }] }],
      });
    } else {
      const findings: Diagnostic[] = [];
      const context: CheckContext = {
        parsed,
        locator,
        options,
        root: root ?? {},
        report: (finding) => {
          if (findings.length < MAX_DIAGNOSTICS) findings.push(toDiagnostic(locator, finding));
          else {
            dropped.count++;
            if (finding.severity === 'error') dropped.errors++;
          }
        },
      };
      const unreported = checkAgainstSchema(parsed.value, context, MAX_DIAGNOSTICS);
      dropped.count += unreported.count;
      dropped.errors += unreported.errors;
      if (root) for (const rule of RULES) rule.check(context);
      diagnostics.push(...findings);
    }
  }
  diagnostics.sort(compareDiagnostics);
  const valid = dropped.errors === 0 && !diagnostics.some((diagnostic) => diagnostic.severity === 'error');
  const hidden = Math.max(0, diagnostics.length - MAX_DIAGNOSTICS) + dropped.count;
  if (hidden > 0) {
    if (diagnostics.length > MAX_DIAGNOSTICS) diagnostics.length = MAX_DIAGNOSTICS;
    diagnostics.push({
      severity: 'info',
      code: 'too-many-problems',
      message: `${hidden} more problems not shown`,
      pointer: '',
      range: diagnostics[diagnostics.length - 1].range,
    });
  }
  return {
    valid,
    diagnostics,
    manifest: yaml.fatal ? undefined : (root as Manifest | undefined),
  };
}
