import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CacheStore } from './transform-cache';

/** Where the build keeps its code transforms (generated JavaScript, highlighted HTML). */
export const CODE_CACHE_FOLDER = 'node_modules/.cache/mui-docs-code';

/**
 * A cache store of one file per key under `folder`. Writes go to a temporary file renamed into
 * place, so a reader never sees half an entry; any file system error reads as a miss.
 */
export function diskStore(folder: string): CacheStore {
  const fileOf = (key: string) => path.join(folder, key.slice(0, 2), `${key}.json`);
  return {
    async read(key) {
      try {
        return await readFile(fileOf(key), 'utf8');
      } catch {
        return undefined;
      }
    },
    async write(key, text) {
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, text);
        await rename(temporary, file);
      } catch {
        // Not written: the next build computes it again.
      }
    },
  };
}
