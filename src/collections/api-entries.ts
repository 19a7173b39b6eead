import { getCollection, type CollectionEntry } from 'astro:content';

export type ApiEntry = CollectionEntry<'api'>;

let cached: Promise<ApiEntry[]> | undefined;

/** Every API page's data, loaded once per build. */
export function getApiEntries(): Promise<ApiEntry[]> {
  cached ??= getCollection('api').then((entries) => entries.sort((a, b) => a.id.localeCompare(b.id, 'en')));
  return cached;
}

/** The API page of a type name, by product, for [[TypeName]] references in descriptions. */
export async function getApiPathByName(): Promise<Map<string, string>> {
  const entries = await getApiEntries();
  return new Map(entries.map((entry) => [entry.data.name, entry.data.pathname]));
}
