import { describe, expect, it } from 'vitest';
import { topicApiPages } from '../../src/lib/topic-api-pages';
import { apiPages } from '../../src/lib/written-pages';

const pagesOf = (pathname: string) => topicApiPages(pathname, apiPages).pages;

describe('topicApiPages', () => {
  it('finds the API pages named after the topic, the exact name first', () => {
    expect(topicApiPages('/x/react-date-pickers/time-clock', apiPages).byTopic).toBe(true);
    expect(pagesOf('/x/react-date-pickers/time-clock')).toEqual(['/x/api/date-pickers/time-clock']);
    expect(pagesOf('/material-ui/components/autocomplete')[0]).toBe('/material-ui/api/autocomplete');
    expect(pagesOf('/x/react-data-grid/filtering/quick-filter')).toEqual([
      '/x/api/data-grid/quick-filter',
      '/x/api/data-grid/quick-filter-clear',
      '/x/api/data-grid/quick-filter-control',
      '/x/api/data-grid/quick-filter-trigger',
      '/x/api/data-grid/grid-toolbar-quick-filter',
    ]);
  });

  it('reads inflected page names: filtering, switches, lines', () => {
    expect(pagesOf('/x/react-data-grid/filtering')).toContain('/x/api/data-grid/grid-filter-panel');
    expect(pagesOf('/material-ui/components/switches')).toContain('/material-ui/api/switch');
    expect(pagesOf('/x/react-charts/lines')).toContain('/x/api/charts/line-chart');
  });

  it('falls back to the segment above when the last one names no API', () => {
    expect(pagesOf('/x/react-tree-view/rich-tree-view/selection')).toContain('/x/api/tree-view/rich-tree-view');
    expect(pagesOf('/x/react-data-grid/filtering/customization')).toContain('/x/api/data-grid/grid-filter-form');
  });

  it("falls back to the product's own components, and always gives the product's API index", () => {
    expect(topicApiPages('/x/react-data-grid/cell-selection', apiPages)).toEqual({
      pages: ['/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid-pro', '/x/api/data-grid/data-grid-premium'],
      byTopic: false,
      index: '/x/api/data-grid',
    });
    expect(topicApiPages('/x/react-date-pickers/validation', apiPages).pages).toEqual([
      '/x/api/date-pickers/date-picker',
    ]);
    expect(topicApiPages('/material-ui/customization/palette', apiPages)).toEqual({
      pages: [],
      byTopic: false,
      index: '/material-ui/api',
    });
  });

  it('stays within the product, and gives nothing to a product without an API reference', () => {
    for (const page of pagesOf('/x/react-charts/tooltip')) expect(page).toMatch(/^\/x\/api\/charts\//);
    expect(topicApiPages('/system/spacing', apiPages)).toEqual({ pages: [], byTopic: false });
    expect(topicApiPages('/x/whats-new', apiPages)).toEqual({ pages: [], byTopic: false });
  });

  it('keeps to the limit', () => {
    expect(topicApiPages('/x/react-charts/axis', apiPages, 3).pages).toHaveLength(3);
  });
});
