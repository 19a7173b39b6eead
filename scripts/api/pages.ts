import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const apiRoot = join(process.cwd(), 'src/content/api');

/**
 * Whether the generated API data has the page at `pathname`: `/x/api/<product>/<page>`,
 * `/material-ui/api/<page>`, or a product's index (`/x/api/<product>`, also written
 * `/x/api/<product>/index`), which exists as soon as one page of the product does.
 */
export function hasApiPage(pathname: string): boolean {
  const match = /^\/(?:x\/api\/([a-z-]+)|material-ui\/api)(?:\/([a-z0-9-]+))?$/.exec(pathname);
  if (!match) return false;
  const folder = join(apiRoot, match[1] ?? 'material-ui');
  const slug = match[2];
  if (!slug || slug === 'index') return existsSync(folder) && readdirSync(folder).length > 0;
  return existsSync(join(folder, `${slug}.json`));
}
