import type { NavEntry } from './types';
import { chartsNav } from './x/charts';
import { introductionNav, migrationNav } from './x/common';
import { dataGridNav } from './x/data-grid';
import { datePickersNav } from './x/date-pickers';
import { treeViewNav } from './x/tree-view';

/** The drawer of the /x/ area: MUI X v8, one file per product area under ./x/. Titles in English and Chinese. */
export const muiXNav: NavEntry[] = [
  ...introductionNav,
  dataGridNav,
  datePickersNav,
  chartsNav,
  treeViewNav,
  migrationNav,
];
