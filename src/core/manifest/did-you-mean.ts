// "Did you mean" suggestions for misspelt keys and enum values.

/** The closest candidate within a typo's distance of `input`, or undefined. */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  if (input.length > 200) return undefined;
  const lowered = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(input.length / 3)) + 1;
  for (const candidate of candidates) {
    if (candidate.toLowerCase() === lowered) return candidate;
    const distance = editDistance(lowered, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Every candidate, best guess first: the did-you-mean match, then the others by edit distance. When nothing is
 * within a typo's distance the candidates that contain the input (or that it contains) lead, the rest keep their
 * given order: the spec lists the safest value first (`private`), better than ranking unrelated strings by noise.
 */
export function nearestFirst(input: string, candidates: readonly string[]): string[] {
  const best = didYouMean(input, candidates);
  const lowered = input.toLowerCase().slice(0, 200);
  if (best !== undefined) {
    const scored = candidates.map((candidate, index) => ({
      candidate,
      index,
      distance: candidate === best ? -1 : editDistance(lowered, candidate.toLowerCase(), Number.POSITIVE_INFINITY),
    }));
    return scored.sort((a, b) => a.distance - b.distance || a.index - b.index).map((s) => s.candidate);
  }
  const related = (candidate: string) => {
    const other = candidate.toLowerCase();
    return lowered.length >= 3 && (other.includes(lowered) || lowered.includes(other));
  };
  return [...candidates.filter(related), ...candidates.filter((candidate) => !related(candidate))];
}

/** Damerau-Levenshtein (optimal string alignment) distance, giving up past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= limit) return limit;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}
