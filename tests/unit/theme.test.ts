import { describe, expect, it } from 'vitest';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import dayjs from 'dayjs';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { createDocsTheme } from '../../src/lib/theme/create-docs-theme';
import { checkboxInputProps } from '../../src/lib/theme/checkbox';

describe('createDocsTheme', () => {
  const theme = createDocsTheme();

  it('carries the constants of the documentation theme', () => {
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(theme.transitions.duration).toMatchObject({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
  });

  it('has light and dark colour schemes switched by data-mode', () => {
    expect(Object.keys(theme.colorSchemes)).toEqual(['light', 'dark']);
    expect(theme.colorSchemes.dark?.palette.background.default).toBe('#0b0e11');
    expect(theme.palette.primary.main).toBe('#0a66c2');
    expect(theme.vars?.palette.primary.main).toBe('var(--mui-palette-primary-main, #0a66c2)');
  });

  it('applies direction, spacing, density and chosen colours', () => {
    const custom = createDocsTheme({
      direction: 'rtl',
      spacing: 6,
      dense: true,
      paletteColors: { primary: { main: '#2e7d32' } },
    });
    expect(custom.direction).toBe('rtl');
    expect(custom.spacing(2)).toBe('calc(2 * var(--mui-spacing, 6px))');
    expect(custom.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(custom.colorSchemes.light?.palette.primary.main).toBe('#2e7d32');
    expect(custom.colorSchemes.dark?.palette.primary.main).toBe('#2e7d32');
  });

  it('localises component strings for en, zh and pt', () => {
    const pagination = (locale: 'en' | 'zh' | 'pt') =>
      createDocsTheme({ locale }).components?.MuiTablePagination?.defaultProps?.labelRowsPerPage;
    // English is the components' own default, so the English locale sets nothing.
    expect(pagination('en')).toBeUndefined();
    expect(pagination('zh')).toBe('每页行数:');
    expect(pagination('pt')).toBe('Linhas por página:');
    const grid = createDocsTheme({ locale: 'zh' }).components?.MuiDataGrid?.defaultProps?.localeText;
    expect(grid?.noRowsLabel).toBe('没有数据。');
    const pickers = createDocsTheme({ locale: 'zh' }).components?.MuiLocalizationProvider?.defaultProps?.localeText;
    expect(pickers?.cancelButtonLabel).toBe('取消');
  });

  it('gives pickers the Day.js locale of the page: month and weekday names, first day of the week', () => {
    const calendar = (locale: 'en' | 'zh') =>
      renderToString(
        createElement(
          ThemeProvider,
          { theme: createDocsTheme({ locale }) },
          createElement(
            LocalizationProvider,
            { dateAdapter: AdapterDayjs },
            createElement(DateCalendar, { defaultValue: dayjs('2026-04-17') }),
          ),
        ),
      );
    const zh = calendar('zh');
    expect(zh).toContain('四月 2026');
    // The Chinese week starts on Monday: 一 heads the first column.
    expect(/role="columnheader"[^>]*aria-label="([^"]+)"/.exec(zh)?.[1]).toBe('星期一');
    expect(calendar('en')).toContain('April 2026');
    expect(/role="columnheader"[^>]*aria-label="([^"]+)"/.exec(calendar('en'))?.[1]).toBe('Sunday');
  });

  it('throws when a colour has no main or a non-string main', () => {
    expect(() => createDocsTheme({ paletteColors: { primary: {} as { main: string } } })).toThrowError(
      'Theme error: the primary colour has no "main" value.',
    );
    expect(() => createDocsTheme({ paletteColors: { secondary: { main: 42 as unknown as string } } })).toThrowError(
      'Theme error: the secondary colour\'s "main" must be a string, not number.',
    );
  });

  it('rejects a request for vars as unsupported', () => {
    expect(() => createDocsTheme({}, { vars: {} } as never)).toThrowError(/`vars` is not supported/);
  });
});

describe('the checkbox input of the docs theme', () => {
  it('keeps the input props a component passes, and sets the native indeterminate property', () => {
    const props = checkboxInputProps({ indeterminate: true, inputProps: { 'aria-label': 'Select all rows' } });
    expect(props['aria-label']).toBe('Select all rows');
    const input = { indeterminate: false } as HTMLInputElement;
    props.ref(input);
    expect(input.indeterminate).toBe(true);
    checkboxInputProps({ indeterminate: false }).ref(input);
    expect(input.indeterminate).toBe(false);
    expect(() => props.ref(null)).not.toThrow();
  });

  it('is the default of every Checkbox of the docs theme, dense or not', () => {
    for (const dense of [false, true]) {
      const input = createDocsTheme({ dense }).components?.MuiCheckbox?.defaultProps?.slotProps?.input;
      expect(input).toBe(checkboxInputProps);
    }
  });
});
