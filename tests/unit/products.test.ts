import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultProductKey, productRegistry } from '../../src/data/products';
import { apiIndexPathname, apiPathname } from '../../src/lib/api/targets';
import { isAtOrUnder } from '../../src/lib/paths';
import { getProductKey } from '../../src/lib/product';
import {
  apiProducts,
  productOrder,
  productsWithCard,
  xAreas,
  type ProductCardPlace,
} from '../../src/lib/product-registry';
import { familyOf } from '../../src/lib/search/rank';

const entries: readonly {
  key: string;
  partOf?: string;
  paths: readonly string[];
  overview: string;
  olderVersions: readonly { href: string }[];
}[] = productRegistry;
const allPaths = entries.flatMap((entry) => entry.paths);
const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the product registry', () => {
  it('has unique keys, path prefixes, API folders and API pathnames', () => {
    expect(duplicates(productOrder)).toEqual([]);
    expect(duplicates(allPaths)).toEqual([]);
    expect(duplicates(apiProducts.map((entry) => entry.api.folder))).toEqual([]);
    expect(duplicates(apiProducts.map((entry) => entry.api.pathname))).toEqual([]);
  });

  it('writes every prefix as a normalised absolute path', () => {
    for (const path of [...allPaths, ...apiProducts.map((entry) => entry.api.pathname)]) {
      expect(path, path).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    }
  });

  it('keeps areas inside the product they are part of, without overlapping each other', () => {
    for (const area of xAreas) {
      const parent = entries.find((entry) => entry.key === area.partOf);
      expect(parent, area.key).toBeDefined();
      for (const path of [...area.paths, area.api.pathname]) {
        expect(
          parent!.paths.some((prefix) => isAtOrUnder(path, prefix)),
          path,
        ).toBe(true);
      }
    }
    const areaPaths = xAreas.flatMap((area) => area.paths.map((path) => [area.key, path] as const));
    for (const [key, path] of areaPaths) {
      // An area's prefix also covers dash-extended names, so no other area may start with it.
      const clashes = areaPaths.filter(([other, otherPath]) => other !== key && otherPath.startsWith(path));
      expect(clashes, path).toEqual([]);
    }
  });

  it('gives every API reference its packages and a data folder that exists', () => {
    for (const entry of apiProducts) expect(entry.api.packages.length, entry.key).toBeGreaterThan(0);
    const folders = readdirSync(join(process.cwd(), 'src/content/api')).sort();
    expect(apiProducts.map((entry) => entry.api.folder).sort()).toEqual(folders);
  });

  it('puts each overview page among its product’s pages', () => {
    for (const entry of productRegistry) expect(getProductKey(entry.overview), entry.overview).toBe(entry.key);
  });

  it('links older versions on their own hosts', () => {
    for (const entry of entries) {
      for (const version of entry.olderVersions) expect(version.href).toMatch(/^https:\/\/v\d+\.\{host\}\//);
    }
  });

  it('names a default product and a card for every card place', () => {
    expect(productOrder).toContain(defaultProductKey);
    for (const place of ['home', 'x-home', 'not-found'] satisfies ProductCardPlace[]) {
      expect(productsWithCard(place).length, place).toBeGreaterThan(0);
    }
  });

  it('agrees with the families search ranks by', () => {
    for (const a of productRegistry) {
      for (const b of productRegistry) {
        expect(familyOf(a.key) === familyOf(b.key), `${a.key} ${b.key}`).toBe(a.family === b.family);
      }
    }
  });
});

describe('what derives from it', () => {
  it('the product of a path: its area, the product owning it, or the default', () => {
    expect(getProductKey('/x/api/charts/bar-chart')).toBe('x-charts');
    expect(getProductKey('/zh/x/migration/migration-data-grid-v7')).toBe('x-data-grid');
    expect(getProductKey('/x/introduction')).toBe('x');
    expect(getProductKey('/x/api/data-grid-group')).toBe('x');
    expect(getProductKey('/system/basics')).toBe('system');
    expect(getProductKey('/material-ui/api/button')).toBe('material-ui');
    expect(getProductKey('/')).toBe('material-ui');
    expect(getProductKey('/systems')).toBe('material-ui');
  });

  it('the cards of the landing and 404 pages', () => {
    expect(productsWithCard('home')).toEqual(['x', 'material-ui', 'system']);
    expect(productsWithCard('x-home')).toEqual(['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view']);
    expect(productsWithCard('not-found')).toEqual([
      'x',
      'x-data-grid',
      'x-date-pickers',
      'x-charts',
      'x-tree-view',
      'material-ui',
    ]);
  });

  it('the pathnames of API pages', () => {
    expect(apiIndexPathname('material-ui')).toBe('/material-ui/api');
    expect(apiPathname('material-ui', 'button')).toBe('/material-ui/api/button');
    expect(apiIndexPathname('tree-view')).toBe('/x/api/tree-view');
    expect(apiPathname('charts', 'bar-chart')).toBe('/x/api/charts/bar-chart');
    expect(() => apiIndexPathname('nope')).toThrowError(/src\/data\/products\.ts/);
  });
});
