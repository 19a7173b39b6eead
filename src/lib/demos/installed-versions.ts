import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const cache = new Map<string, string | undefined>();

/** The installed version of a package, read from node_modules at build time. */
export function installedVersion(name: string): string | undefined {
  if (!cache.has(name)) {
    try {
      const manifest = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as {
        version?: string;
      };
      cache.set(name, manifest.version);
    } catch {
      cache.set(name, undefined);
    }
  }
  return cache.get(name);
}

/** Installed versions of the given packages; unknown ones are left out. */
export function installedVersions(names: Iterable<string>): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of names) {
    const version = installedVersion(name);
    if (version) versions[name] = version;
  }
  return versions;
}
