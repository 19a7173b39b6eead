import { getCollection } from 'astro:content';
import { apiEntriesUsedOn, componentUsage, demoNames, pagesUsing } from '../lib/api/usage';
import { DEFAULT_LANGUAGE } from '../lib/languages';
import { parseDocId } from '../lib/routes';
import { getApiEntries, type ApiEntry } from './api-entries';

let cached: Promise<Map<string, string[]>> | undefined;

/** Component name -> the English pages whose demos use it, worked out once per build. */
function getComponentUsage(): Promise<Map<string, string[]>> {
  cached ??= getCollection('docs').then((entries) => {
    const pageDemos = new Map(
      entries
        .map((entry) => ({ ...parseDocId(entry.id), body: entry.body ?? '' }))
        .filter((page) => page.lang === DEFAULT_LANGUAGE)
        .map((page) => [page.pathname, demoNames(page.body)] as const),
    );
    const sources = import.meta.glob<string>('/src/demos/**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const demoSources = new Map(
      Object.entries(sources).map(([file, source]) => [file.slice('/src/demos/'.length, -'.tsx'.length), source]),
    );
    return componentUsage(pageDemos, demoSources);
  });
  return cached;
}

/** The pages whose demos use an API page's component; none for an interface. */
export async function getPagesUsing(entry: ApiEntry): Promise<readonly string[]> {
  return pagesUsing(await getComponentUsage(), entry.data);
}

/** The API pages of the components a page's demos use. */
export async function getApiEntriesUsedOn(pathname: string): Promise<ApiEntry[]> {
  const [usage, entries] = await Promise.all([getComponentUsage(), getApiEntries()]);
  return apiEntriesUsedOn(usage, entries, pathname);
}
