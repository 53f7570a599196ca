import { useIsDark } from '../shell/preferences';

/** Whether the app is dark now: the theme chosen in the app bar, or the system's preference under `System`. */
export function usePrefersDark(): boolean {
  return useIsDark();
}
