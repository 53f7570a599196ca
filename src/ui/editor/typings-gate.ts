/**
 * When the script editor may type-check (issue 26 §3): only once every group of declarations the open folder needs
 * is in place. Monaco's TypeScript worker checks a model as soon as it exists; checked against half the declarations
 * (the API package's chunk still loading, the folder's text imports and package names not yet set, or set a tick
 * after the model was created) it flags the platform's own imports, then clears them: a false alarm a user sees.
 * Until the gate opens the editor checks syntax only; typing never waits for it. Pure, so it is tested without Monaco.
 */

/** The groups of extra libraries the script editor sets (typescript-setup.ts). */
export type LibGroup = 'runtime' | 'platform' | 'folder';

export const LIB_GROUPS: readonly LibGroup[] = ['runtime', 'platform', 'folder'];

export interface TypingsGate {
  /** The group's declarations are set: the gate opens once every group is. */
  ready(group: LibGroup): void;
  /** The group's declarations are about to change (another folder opens): the gate closes until ready again. */
  hold(group: LibGroup): void;
  /** Whether type checking is on. */
  readonly open: boolean;
}

/** A gate calling `onChange(open)` each time it opens or closes (never twice in a row with the same value). */
export function createTypingsGate(onChange: (open: boolean) => void): TypingsGate {
  const ready = new Set<LibGroup>();
  let open = false;
  const update = () => {
    const next = LIB_GROUPS.every((group) => ready.has(group));
    if (next === open) return;
    open = next;
    onChange(open);
  };
  return {
    ready(group) {
      ready.add(group);
      update();
    },
    hold(group) {
      ready.delete(group);
      update();
    },
    get open() {
      return open;
    },
  };
}
