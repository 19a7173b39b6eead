import { useSyncExternalStore } from 'react';
import { defaultPreferences, type Preferences } from '../../lib/preferences';
import { getPreferences, subscribePreferences } from './store';

/** Server-rendered HTML and hydration use the defaults; the stored values follow at once. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, () => defaultPreferences);
}
