/** Asks the manifest editor (whichever chunk holds it) to move its cursor to a line, without importing it. */
export function revealInManifest(line: number, column = 1): void {
  window.dispatchEvent(new CustomEvent('kitbench:reveal', { detail: { file: 'manifest', line, column } }));
}
