import { enUS, ptBR, zhCN } from '@mui/material/locale';
import { enUS as gridEnUS, ptBR as gridPtBR, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { enUS as pickersEnUS, ptBR as pickersPtBR, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';

/**
 * The component strings (pagination, rating, autocomplete, alert, breadcrumbs, and the Data
 * Grid and pickers texts) wired to the theme, by site language. Material UI ships many more
 * locales (see the localization guide); these are the ones the site can show.
 */
export const componentLocales = {
  en: [enUS, gridEnUS, pickersEnUS],
  zh: [zhCN, gridZhCN, pickersZhCN],
  pt: [ptBR, gridPtBR, pickersPtBR],
} as const;

export type ComponentLocale = keyof typeof componentLocales;

export function isComponentLocale(value: string): value is ComponentLocale {
  return value in componentLocales;
}
