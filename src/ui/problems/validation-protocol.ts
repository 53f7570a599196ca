import type { Diagnostic } from '../../core/diagnostics';

/** A validation job for the manifest worker. Assets travel as bytes so image rules can read their headers. */
export interface ValidationRequest {
  id: number;
  text: string;
  files: Record<string, Uint8Array | null>;
  env: Record<string, string>;
  /** The manifest's `envs` entry in effect (Workspace.manifestEnvironment). */
  manifestEnvironment?: string;
  /** The loaded script's component ids (undefined until it loads): a `componentId` it lacks is then an error. */
  componentIds?: string[];
}

export interface ValidationResponse {
  id: number;
  diagnostics: Diagnostic[];
  /** How long `validate` took inside the worker. */
  durationMs: number;
  /** Set when the validator itself failed (a bug, never the user's input). */
  crash?: string;
}
