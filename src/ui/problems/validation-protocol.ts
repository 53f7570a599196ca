import type { Diagnostic } from '../../core/diagnostics';

/** A validation job for the manifest worker. Assets travel as bytes so image rules can read their headers. */
export interface ValidationRequest {
  id: number;
  text: string;
  /**
   * The folder's files, sent only when they changed since the last request: the worker keeps them. A keystroke in the
   * manifest does not copy the images' bytes to the worker again.
   */
  files?: Record<string, Uint8Array | null>;
  env: Record<string, string>;
  /** The manifest's `envs` entry in effect (Workspace.manifestEnvironment). */
  manifestEnvironment?: string;
  /** The loaded script's component ids (undefined until it loads): a `componentId` it lacks is then an error. */
  componentIds?: string[];
}

export interface ValidationResponse {
  id: number;
  diagnostics: Diagnostic[];
  /** The manifest's value as the worker read it (`manifestValueOf`: undefined while the YAML is broken). */
  value: unknown;
  /** Set when `value` could not be sent: the page reads the text itself. */
  valueNotSent?: true;
  /** How long `validate` took inside the worker. */
  durationMs: number;
  /** Set when the validator itself failed (a bug, never the user's input). */
  crash?: string;
}
