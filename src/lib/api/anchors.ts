import { pascalToKebab } from './targets';

/**
 * The anchor on this site's API pages that a link of the libraries' own docs means:
 * `#input-base-classes-MuiInputBase-input` and `#Drawer-css-MuiDrawer-paper` -> `#classes-…`,
 * `#input-base-prop-disabled` -> `#props-disabled`. Anchors of another shape are dropped, since
 * this site's pages do not have them.
 */
export function apiAnchor(hash: string | undefined): string {
  if (!hash) return '';
  const classMatch = /-(?:classes|css)-Mui[A-Za-z0-9]+-([A-Za-z0-9-]+)$/.exec(hash);
  if (classMatch) return `#classes-${classMatch[1]}`;
  const propMatch = /(?:^#|-)props?-([A-Za-z0-9]+)$/.exec(hash);
  if (propMatch) return `#props-${propMatch[1]}`;
  return '';
}

/**
 * The ids mui.com gives a prop or a class of a component's API page, which links from
 * elsewhere use: `#data-grid-prop-checkboxSelection` (today) and `#DataGrid-prop-…` (older
 * pages); `#drawer-classes-MuiDrawer-paper` and `#Drawer-css-MuiDrawer-paper`.
 */
export function apiAnchorAliases(component: string, entry: { prop: string } | { className: string }): string[] {
  const kebab = pascalToKebab(component);
  if ('prop' in entry) return [`${kebab}-prop-${entry.prop}`, `${component}-prop-${entry.prop}`];
  return [`${kebab}-classes-${entry.className}`, `${component}-css-${entry.className}`];
}
