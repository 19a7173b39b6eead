import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isAtOrUnder } from '../../src/lib/paths';
import { apiProducts } from '../../src/lib/product-registry';

const apiRoot = join(process.cwd(), 'src/content/api');

/**
 * Whether the generated API data has the page at `pathname`: a page under a product's API
 * index (`/x/api/charts/bar-chart`, `/material-ui/api/button`), or the index itself (also
 * written `<index>/index`), which exists as soon as one page of the product does.
 */
export function hasApiPage(pathname: string): boolean {
  const product = apiProducts.find((entry) => isAtOrUnder(pathname, entry.api.pathname));
  if (!product) return false;
  const folder = join(apiRoot, product.api.folder);
  const slug = pathname.slice(product.api.pathname.length + 1);
  if (!slug || slug === 'index') return existsSync(folder) && readdirSync(folder).length > 0;
  return /^[a-z0-9-]+$/.test(slug) && existsSync(join(folder, `${slug}.json`));
}
