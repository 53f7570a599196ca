/**
 * When the script editor may type-check (issue 26 §3): only once every group of declarations the open folder needs
 * is in place. Monaco's TypeScript worker checks a model as soon as it exists; checked against half the declarations
 * (the API package's chunk still loading, the folder's text imports and package names not yet set, or set a tick
 * after the model was created) it flags the platform's own imports, then clears them: a false alarm a user sees.
 * So too the folder's compiler settings (its tsconfig.json): checked with the previous folder's (`strict`) a moment
 * before its own are in, a folder would flash errors its author's `tsc` never gives.
 * Until the gate opens the editor checks syntax only; typing never waits for it. Pure, so it is tested without Monaco.
 */

/**
 * The groups of extra libraries the script editor sets (typescript-setup.ts); `packages` are the declarations of the
 * folder's installed packages under `kitbench dev` (package-typings.ts; empty elsewhere), `environment` the worker
 * runtime's globals when the folder's settings name them (environment-typings.ts; empty otherwise).
 */
export type LibGroup = 'runtime' | 'platform' | 'folder' | 'packages' | 'environment';

/** What the gate waits for: every group of extra libraries, and `settings`, the folder's compiler options. */
export type GatePart = LibGroup | 'settings';

export const GATE_PARTS: readonly GatePart[] = ['runtime', 'platform', 'folder', 'packages', 'environment', 'settings'];

export interface TypingsGate {
  /** The part (a group's declarations, the settings) is set: the gate opens once every part is. */
  ready(part: GatePart): void;
  /** The part is about to change (another folder opens): the gate closes until ready again. */
  hold(part: GatePart): void;
  /** Whether type checking is on. */
  readonly open: boolean;
}

/** A gate calling `onChange(open)` each time it opens or closes (never twice in a row with the same value). */
export function createTypingsGate(onChange: (open: boolean) => void): TypingsGate {
  const ready = new Set<GatePart>();
  let open = false;
  const update = () => {
    const next = GATE_PARTS.every((part) => ready.has(part));
    if (next === open) return;
    open = next;
    onChange(open);
  };
  return {
    ready(part) {
      ready.add(part);
      update();
    },
    hold(part) {
      ready.delete(part);
      update();
    },
    get open() {
      return open;
    },
  };
}
