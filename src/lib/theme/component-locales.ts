import { enUS, ptBR, zhCN } from '@mui/material/locale';
import { enUS as gridEnUS, ptBR as gridPtBR, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { enUS as pickersEnUS, ptBR as pickersPtBR, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/pt-br';

/**
 * The Day.js locale of the pickers' month and weekday names, formats and first day of the week.
 * A demo's own LocalizationProvider takes it from the theme unless it sets `adapterLocale`, which
 * demos of other date libraries do (a Day.js locale name means nothing to them).
 */
const pickersDayjsLocale = (adapterLocale: string, dateFormats?: Record<string, string>) => ({
  components: { MuiLocalizationProvider: { defaultProps: { adapterLocale, ...(dateFormats && { dateFormats }) } } },
});

/**
 * The component strings (pagination, rating, autocomplete, alert, breadcrumbs, and the Data
 * Grid and pickers texts) wired to the theme, by site language. Material UI ships many more
 * locales (see the localization guide); these are the ones the site can show.
 */
export const componentLocales = {
  en: [enUS, gridEnUS, pickersEnUS],
  // The month buttons show Chinese short names (1月) but are named with the full ones (一月):
  // showing the full names keeps the visible text in the name.
  zh: [zhCN, gridZhCN, pickersZhCN, pickersDayjsLocale('zh-cn', { monthShort: 'MMMM' })],
  pt: [ptBR, gridPtBR, pickersPtBR, pickersDayjsLocale('pt-br')],
} as const;

export type ComponentLocale = keyof typeof componentLocales;

export function isComponentLocale(value: string): value is ComponentLocale {
  return value in componentLocales;
}
