import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useDocsTheme } from '../../src/islands/theme/context';
import DocsThemeProvider from '../../src/islands/theme/DocsThemeProvider';

function ShowsMode() {
  const { preferences } = useDocsTheme();
  return createElement('span', null, preferences.paletteMode);
}

describe('useDocsTheme', () => {
  it('throws outside its provider', () => {
    expect(() => renderToString(createElement(ShowsMode))).toThrowError('Forgot to wrap component in ThemeProvider');
  });

  it('gives the preferences inside it, server-rendered with the defaults and CSS variables', () => {
    const html = renderToString(createElement(DocsThemeProvider, null, createElement(ShowsMode)));
    expect(html).toContain('<span>system</span>');
    expect(html).toContain('--mui-palette-primary-main');
    expect(html).toContain('[data-mode="dark"]');
  });
});
