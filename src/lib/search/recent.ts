/** A page the reader opened from search. */
export interface RecentSearch {
  url: string;
  title: string;
}

export const RECENT_LIMIT = 6;

/** The recent list after opening `entry`: it moves to the front, without duplicates. */
export function addRecent(list: readonly RecentSearch[], entry: RecentSearch, limit = RECENT_LIMIT): RecentSearch[] {
  return [entry, ...list.filter((item) => item.url !== entry.url)].slice(0, limit);
}

/** Reads a stored list, dropping anything malformed. */
export function parseRecent(stored: string | null): RecentSearch[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is RecentSearch => typeof item?.url === 'string' && typeof item?.title === 'string')
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}
