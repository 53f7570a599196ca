/// <reference lib="webworker" />
// Validates the manifest off the main thread: typing never waits for the validator.
import { validate } from '../../core/manifest/index';
import type { ValidationRequest, ValidationResponse } from './validation-protocol';

self.onmessage = (event: MessageEvent<ValidationRequest>) => {
  const { id, text, files, env, manifestEnvironment, componentIds } = event.data;
  const started = performance.now();
  let response: ValidationResponse;
  try {
    const result = validate(text, {
      env,
      manifestEnvironment,
      componentIds,
      files: {
        has: (path) => path in files,
        read: (path) => files[path] ?? undefined,
      },
    });
    response = { id, diagnostics: result.diagnostics, durationMs: performance.now() - started };
  } catch (error) {
    response = { id, diagnostics: [], durationMs: performance.now() - started, crash: String(error) };
  }
  (self as unknown as Worker).postMessage(response);
};
