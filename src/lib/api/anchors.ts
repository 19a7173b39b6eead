/**
 * The anchor on this site's API pages that a link of the libraries' own docs means:
 * `#input-base-classes-MuiInputBase-input` -> `#classes-input`, `#input-base-prop-disabled`
 * -> `#props-disabled`. Anchors of another shape are dropped, since this site's pages do
 * not have them.
 */
export function apiAnchor(hash: string | undefined): string {
  if (!hash) return '';
  const classMatch = /-classes-Mui[A-Za-z0-9]+-([A-Za-z0-9]+)$/.exec(hash);
  if (classMatch) return `#classes-${classMatch[1]}`;
  const propMatch = /(?:^#|-)props?-([A-Za-z0-9]+)$/.exec(hash);
  if (propMatch) return `#props-${propMatch[1]}`;
  return '';
}
