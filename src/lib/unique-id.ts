const counters = new Map<string, number>();

/** A page-unique id such as `install-3`, stable from one build to the next. */
export function uniqueId(prefix: string): string {
  const next = (counters.get(prefix) ?? 0) + 1;
  counters.set(prefix, next);
  return `${prefix}-${next}`;
}
