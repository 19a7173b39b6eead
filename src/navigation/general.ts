import { componentsNav } from './material-ui/components';
import { customizationNav } from './material-ui/customization';
import { discoverMoreNav } from './material-ui/discover-more';
import { gettingStartedNav } from './material-ui/getting-started';
import { guidesNav } from './material-ui/guides';
import { systemNav } from './material-ui/system';
import type { NavEntry } from './types';

/** The drawer of the general library (Material UI, System), one file per section under ./material-ui/. */
export const generalNav: NavEntry[] = [
  gettingStartedNav,
  componentsNav,
  // The index of the generated /material-ui/api/* pages; those pages are reached from it and from
  // each component page's API tab, not listed in the drawer.
  { pathname: '/material-ui/api', title: 'Component API', zh: '组件 API' },
  ...systemNav,
  customizationNav,
  guidesNav,
  discoverMoreNav,
  // Pages outside the drawer.
  { pathname: '/versions', zh: '版本', hidden: true },
  { pathname: '/production-error', title: 'Production error', zh: '生产环境错误', hidden: true },
];
