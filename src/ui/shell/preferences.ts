import { useSyncExternalStore } from 'react';

/** Light, dark, or whatever the system says. */
export type Theme = 'light' | 'dark' | 'system';

/** The look-and-feel choices kept across visits. */
export interface Preferences {
  theme: Theme;
  /** Long lines wrap in both editors (Alt+Z); on by default, so no line is cut off beside the tool panels. */
  wordWrap: boolean;
}

const STORAGE_KEY = 'kitbench:preferences';
const darkQuery = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : undefined;
const listeners = new Set<() => void>();

function load(): Preferences {
  const fallback: Preferences = { theme: 'system', wordWrap: true };
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Preferences>;
    return {
      theme: saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'system',
      wordWrap: saved.wordWrap !== false,
    };
  } catch {
    return fallback;
  }
}

let current: Preferences = typeof localStorage !== 'undefined' ? load() : { theme: 'system', wordWrap: true };

/** Puts the chosen theme on the page (theme.css reads `data-theme`; `system` leaves it to the media query). */
export function applyTheme(theme: Theme = current.theme): void {
  const root = document.documentElement;
  if (theme === 'system') {
    delete root.dataset.theme;
    root.style.colorScheme = '';
  } else {
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }
}

/** Changes and remembers some preferences. */
export function setPreferences(patch: Partial<Preferences>): void {
  current = { ...current, ...patch };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or refused: the choice holds for this visit.
  }
  if (patch.theme) applyTheme(current.theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  darkQuery?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    darkQuery?.removeEventListener('change', listener);
  };
}

/** The preferences, live. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

/** Whether the page is dark now: the chosen theme, or the system's when the choice is `system`. */
export function useIsDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (current.theme === 'system' ? (darkQuery?.matches ?? false) : current.theme === 'dark'),
    () => false,
  );
}
