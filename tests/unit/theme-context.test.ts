import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useDocsTheme } from '../../src/islands/theme/context';
import DocsThemeProvider from '../../src/islands/theme/DocsThemeProvider';
import { renderScopeOf } from '../../src/islands/theme/emotion-cache';

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

describe('server-rendered islands of one page', () => {
  const renderIsland = (renderScope: number | undefined) =>
    renderToString(createElement(DocsThemeProvider, { renderScope, children: createElement(ShowsMode) }));
  const variableBlocks = (html: string) => html.match(/data-emotion="mui-global /g)?.length ?? 0;

  it('share a render scope per request, and a new one for the next request', () => {
    const first = {};
    const second = {};
    expect(renderScopeOf(first)).toBe(renderScopeOf(first));
    expect(renderScopeOf(second)).not.toBe(renderScopeOf(first));
  });

  it('write the theme variables once per page, and again on the next page', () => {
    const page = renderScopeOf({});
    expect(variableBlocks(renderIsland(page))).toBe(1);
    expect(variableBlocks(renderIsland(page))).toBe(0);
    expect(variableBlocks(renderIsland(renderScopeOf({})))).toBe(1);
  });

  it('write them every time without a scope', () => {
    expect(variableBlocks(renderIsland(undefined))).toBe(1);
    expect(variableBlocks(renderIsland(undefined))).toBe(1);
  });
});
