/**
 * "Mock this response" (issue 22): turns a request the script made into a handler in the workspace's mocks file.
 * The file is edited as text (core/mocks/edit.ts); the workspace store saves it, and under `kitbench dev` writes it
 * back to the folder. Either way the script reloads and the block renders with the mock.
 */
import { type MockEdit, type MockResponse, upsertMockHandler } from '../../core/mocks/edit';
import { findMocksFile, MOCKS_FILE } from '../../core/mocks/file';
import { mocksFileProblem } from '../../core/mocks/size';
import type { NetworkEntry } from '../../sandbox/network-log';
import { getActiveWorkspace, updateWorkspace } from '../workspace/store';

/** The active workspace's mocks file path (the one to create when it has none). */
export function mocksFileOf(sources: Record<string, string>): string {
  return findMocksFile(Object.keys(sources)) ?? MOCKS_FILE;
}

/** A response body as the author starts editing it: the response's own (JSON pretty-printed), or `{}`. */
export function initialBody(entry: NetworkEntry): string {
  const body = entry.response?.body;
  if (!body) return '{\n  \n}';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The response's content type, when the response was not JSON (JSON is the default). */
export function contentTypeOf(entry: NetworkEntry): string | undefined {
  const headers = entry.response?.headers ?? {};
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'content-type');
  return name ? headers[name] : undefined;
}

/** Where a JSON text stops parsing (1-based), or undefined when it parses. */
export function jsonProblem(text: string): { message: string; line: number; column: number } | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.length;
    const before = text.slice(0, offset).split('\n');
    return { message, line: before.length, column: before[before.length - 1].length + 1 };
  }
}

/** Adds (or replaces) the handler in the active workspace's mocks file, if the file stays small enough to open; the edit says what happened. */
export function saveMock(mock: MockResponse): MockEdit & { file: string } {
  const workspace = getActiveWorkspace();
  const file = mocksFileOf(workspace.sources);
  const edit = upsertMockHandler(workspace.sources[file], mock);
  if (!edit.ok) return { ...edit, file };
  // A file past what kitbench dev opens would be left out of the playground on the next start: never write one.
  const problem = mocksFileProblem(file, edit.text);
  if (problem) return { ok: false, error: `Not written: ${problem} Remove handlers from it or make this body smaller.`, snippet: '', file };
  updateWorkspace((current) => ({ sources: { ...current.sources, [file]: edit.text } }));
  return { ...edit, file };
}
