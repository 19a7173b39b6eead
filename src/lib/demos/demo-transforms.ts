import ts from 'typescript';
import { version as prettierVersion } from 'prettier';
import { cachedTransform, noStore } from '../build-cache/transform-cache';
import { CODE_CACHE_FOLDER, diskStore } from '../build-cache/disk-store';
import { toJavaScript } from './javascript';
import { extractPreview } from './folders';
import { resolveSandboxDependencies } from './sandbox-dependencies';
import { SANDBOX_ENTRY_IMPORTS } from './sandbox-project';
import { installedVersion } from './installed-versions';
import javascriptSource from './javascript.ts?raw';

/**
 * The transforms of a demo's source, each run once per source whatever the number of pages
 * (English, Chinese) that show it.
 */

/** toJavaScript, also kept on disk between builds: the TypeScript compiler and Prettier are slow. */
export const cachedJavaScript = cachedTransform({
  context: ['javascript', ts.version, prettierVersion, javascriptSource],
  compute: toJavaScript,
  isOutput: (value): value is string => typeof value === 'string',
  store: diskStore(CODE_CACHE_FOLDER),
});

// These two take microseconds: not worth a file read, and the dependencies follow whatever
// versions are installed, which a key would have to list.
export const cachedPreview = cachedTransform({
  context: ['preview'],
  compute: (source: string) => extractPreview(source),
  isOutput: (value): value is string | undefined => value === undefined || typeof value === 'string',
  store: noStore,
});

export const cachedSandboxDependencies = cachedTransform({
  context: ['sandbox-dependencies'],
  compute: (source: string) => resolveSandboxDependencies(source, installedVersion, SANDBOX_ENTRY_IMPORTS),
  isOutput: (value): value is Record<string, string> => typeof value === 'object' && value !== null,
  store: noStore,
});
