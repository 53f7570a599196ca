import { useSyncExternalStore } from 'react';

const query = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : undefined;

function subscribe(listener: () => void) {
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** Follows the system's light or dark preference, live. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribe, () => query?.matches ?? false, () => false);
}
