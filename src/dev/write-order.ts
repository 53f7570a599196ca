/**
 * The order of one tab's writes to one file, as the tab meant it. A tab numbers each write it sends (`seq`, rising
 * with the text it takes: src/ui/dev/writeback.ts), and writes sent at once may arrive in any order: a write whose
 * answer was held, and the newer text sent as the tab closes, each as its own request. The server applies a write
 * only when it is newer than the last one it applied from that tab for that file; an older one arriving late is
 * answered as superseded (its text never replaces the newer one on disk). Writes from different tabs are applied as
 * they arrive, as before. No Node imports: the page's tests play the server with it too.
 */
export interface WriteOrder {
  /** Whether a write numbered `seq` from `client` to `path` is newer than the last applied (then it is taken as such). */
  accept(client: string, path: string, seq: number | undefined): boolean;
}

/** At most this many (tab, file) pairs are remembered; the oldest go first (a tab long gone). */
const MAX_PAIRS = 10_000;

export function createWriteOrder(): WriteOrder {
  const last = new Map<string, number>();
  return {
    accept(client, path, seq) {
      // A write without a number (an older page, or another tool) is applied as it comes.
      if (seq === undefined || !client) return true;
      const key = `${client}\0${path}`;
      const applied = last.get(key);
      if (applied !== undefined && seq <= applied) return false;
      last.delete(key);
      last.set(key, seq);
      if (last.size > MAX_PAIRS) last.delete(last.keys().next().value as string);
      return true;
    },
  };
}

/** The `seq` query parameter, or undefined when there is none (or it is not a whole number). */
export function seqOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}
