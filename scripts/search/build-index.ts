import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

export interface SearchIndexReport {
  pages: number;
  /** Bytes a reader of each language can download: its index, metadata and fragments. */
  languages: { language: string; pages: number; bytes: number }[];
}

// Pagefind's ready-made interfaces; the site has its own dialog.
const unusedFiles = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

interface EntryFile {
  languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
}

async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size;
}

/** Sizes per language, from the hashes `pagefind-entry.json` lists for each. */
export async function languageSizes(output: string): Promise<SearchIndexReport['languages']> {
  const entry = JSON.parse(await readFile(path.join(output, 'pagefind-entry.json'), 'utf8')) as EntryFile;
  const sizes: SearchIndexReport['languages'] = [];
  for (const [language, { hash, wasm, page_count: pages }] of Object.entries(entry.languages)) {
    let bytes = await sizeOf(path.join(output, `pagefind.${hash}.pf_meta`));
    bytes += await sizeOf(path.join(output, `wasm.${wasm ?? 'unknown'}.pagefind`));
    // Index chunks and fragments are shared folders; count those whose name carries the language.
    for (const folder of ['index', 'fragment']) {
      for (const name of await readdir(path.join(output, folder))) {
        if (name.startsWith(`${language}_`)) bytes += await sizeOf(path.join(output, folder, name));
      }
    }
    sizes.push({ language, pages, bytes });
  }
  return sizes;
}

/** Indexes the page bodies of `dist` (one index per `<html lang>`) into `dist/pagefind`. */
export async function buildSearchIndex(dist: string): Promise<SearchIndexReport> {
  const output = path.join(dist, 'pagefind');
  await rm(output, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Search index: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: dist });
    if (added.errors.length > 0) throw new Error(`Search index: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`);
    for (const name of await readdir(output)) {
      if (unusedFiles.test(name)) await rm(path.join(output, name));
    }
    return { pages: added.page_count, languages: await languageSizes(output) };
  } finally {
    await pagefind.close();
  }
}
