import { describe, expect, it } from 'vitest';
import { buildApiRoutes } from '../../src/lib/api/routes';

const entry = (product: string, pathname: string) => ({ id: pathname, data: { product, pathname } });
const entries = [
  entry('charts', '/x/api/charts/bar-chart'),
  entry('data-grid', '/x/api/data-grid/data-grid'),
  entry('material-ui', '/material-ui/api/button'),
];

describe('buildApiRoutes', () => {
  it('routes the products under a root: their indexes then their pages, in each language', () => {
    const routes = buildApiRoutes(entries, '/x/api', ['en', 'zh']);
    expect(routes.map(({ params, props }) => [params.lang, params.slug, props.product, props.entry?.id])).toEqual([
      [undefined, 'data-grid', 'data-grid', undefined],
      [undefined, 'charts', 'charts', undefined],
      [undefined, 'charts/bar-chart', 'charts', '/x/api/charts/bar-chart'],
      [undefined, 'data-grid/data-grid', 'data-grid', '/x/api/data-grid/data-grid'],
      ['zh', 'data-grid', 'data-grid', undefined],
      ['zh', 'charts', 'charts', undefined],
      ['zh', 'charts/bar-chart', 'charts', '/x/api/charts/bar-chart'],
      ['zh', 'data-grid/data-grid', 'data-grid', '/x/api/data-grid/data-grid'],
    ]);
    expect(routes.map((route) => route.props.lang)).toEqual(['en', 'en', 'en', 'en', 'zh', 'zh', 'zh', 'zh']);
  });

  it('gives a root that is a product’s index the empty rest parameter for that index', () => {
    const routes = buildApiRoutes(entries, '/material-ui/api', ['en']);
    expect(routes.map(({ params, props }) => [params.slug, props.product, props.entry?.id])).toEqual([
      [undefined, 'material-ui', undefined],
      ['button', 'material-ui', '/material-ui/api/button'],
    ]);
  });

  it('makes no index for a product without data', () => {
    expect(buildApiRoutes([], '/x/api', ['en'])).toEqual([]);
  });
});
