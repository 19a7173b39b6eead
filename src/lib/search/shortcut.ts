export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Ctrl+K, or ⌘K on Apple platforms (either is accepted everywhere). */
export function isSearchShortcut(event: KeyLike): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

/**
 * A letter or digit typed with no modifier, outside anything that takes keys itself (a field,
 * a demo, a tree...): it opens the search with itself as the query.
 */
export function isTypeToSearch(event: KeyLike, targetTakesKeys: boolean): boolean {
  if (targetTakesKeys || event.ctrlKey || event.metaKey || event.altKey) return false;
  return /^[\p{L}\p{N}]$/u.test(event.key);
}
