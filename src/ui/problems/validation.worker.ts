/// <reference lib="webworker" />
// Validates the manifest off the main thread: typing never waits for the validator.
import { validate } from '../../core/manifest/index';
import { manifestValueOf, parseManifestText } from '../../core/manifest/parse';
import type { ValidationRequest, ValidationResponse } from './validation-protocol';

/** The folder's files as last sent: a request carries them only when they changed. */
let files: Record<string, Uint8Array | null> = {};

self.onmessage = (event: MessageEvent<ValidationRequest>) => {
  const { id, text, env, manifestEnvironment, componentIds } = event.data;
  if (event.data.files) files = event.data.files;
  const started = performance.now();
  let response: ValidationResponse;
  try {
    // Parsed here once, for the rules and for the page, which takes the value instead of parsing the text itself.
    const parsed = parseManifestText(text);
    const result = validate(text, {
      parsed,
      env,
      manifestEnvironment,
      componentIds,
      files: {
        has: (path) => path in files,
        read: (path) => files[path] ?? undefined,
      },
    });
    response = { id, diagnostics: result.diagnostics, value: manifestValueOf(parsed), durationMs: performance.now() - started };
  } catch (error) {
    response = { id, diagnostics: [], value: undefined, durationMs: performance.now() - started, crash: String(error) };
  }
  try {
    (self as unknown as Worker).postMessage(response);
  } catch {
    // A value the structured clone cannot copy (none is known: YAML gives plain data): the page parses it itself.
    (self as unknown as Worker).postMessage({ ...response, value: undefined, valueNotSent: true });
  }
};
