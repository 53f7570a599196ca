/** A key event's parts that matter for shortcuts (React's and the DOM's events both fit). */
export interface KeyChord {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * Whether a key event is the quick insert chord: Control+/ everywhere, Cmd+/ on macOS. `code` covers keyboard
 * layouts where "/" needs Shift (the key then reports another character).
 */
export function isQuickInsertChord(event: KeyChord): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && (event.key === '/' || event.code === 'Slash');
}
