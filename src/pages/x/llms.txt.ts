import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { xTree } from '../../navigation';
import { parseDocId } from '../../lib/routes';
import { renderLlmsTxt, type LlmsPage } from '../../lib/llms-txt';

/** /x/llms.txt: every written MUI X page with its URL and description, grouped like the drawer. */
export const GET: APIRoute = async ({ site }) => {
  const entries = await getCollection('docs', (entry) => entry.id.startsWith('en/x/'));
  const pages = new Map<string, LlmsPage>(entries.map((entry) => [parseDocId(entry.id).pathname, entry.data]));
  const body = renderLlmsTxt({
    title: 'MUI X',
    summary:
      'Documentation of MUI X, advanced React components built on Material UI: Data Grid, Date and Time Pickers, Charts and Tree View.',
    roots: xTree.roots,
    pages,
    // The site URL with its base path, so that each page URL is absolute and complete.
    site: new URL(import.meta.env.BASE_URL, site ?? 'http://localhost'),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
