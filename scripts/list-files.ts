import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` (at any depth) whose name ends with `extension`; none if no dir. */
export function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path, extension) : entry.name.endsWith(extension) ? [path] : [];
  });
}
