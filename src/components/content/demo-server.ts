import { readFileSync } from 'node:fs';
import type { ComponentType } from 'react';
import { setLoadedDemo } from '../../islands/demos/registry';
import { demoModuleUrl, type DemoModuleUrls } from '../../lib/demos/demo-modules';

// Server only: this list of every demo stays out of the browser's bundles.
const loaders = import.meta.glob<{ default: ComponentType }>([
  '/src/demos/**/*.tsx',
  '!/src/demos/**/*.tailwind.tsx',
  '!/src/demos/**/*.css.tsx',
]);

export function demoExists(id: string): boolean {
  return `/src/demos/${id}.tsx` in loaders;
}

/** Loads a demo on the server, so that its island renders without suspending. */
export async function preloadDemo(id: string): Promise<void> {
  const load = loaders[`/src/demos/${id}.tsx`];
  if (!load) throw new Error(`No demo module for ${id}.`);
  setLoadedDemo(id, (await load()).default);
}

let urls: DemoModuleUrls | undefined;

/** The URL the browser imports a demo's module from. */
export function demoUrl(id: string): string {
  const dev = import.meta.env.DEV;
  if (!dev && !urls) urls = JSON.parse(readFileSync(__DEMO_MODULES_FILE__, 'utf8')) as DemoModuleUrls;
  return demoModuleUrl(id, { dev, base: import.meta.env.BASE_URL, urls });
}

// Per page render (Astro gives every component of a page the same Request): which demo shows
// each local module's source.
const moduleShowers = new WeakMap<Request, Map<string, string>>();

/**
 * Called as a demo starts rendering, in page order: undefined when this demo shows the module
 * (the first on the page to import it), else the anchor of the demo that does. A page whose
 * seven demos share a fake server then carries its source once, not seven times.
 */
export function demoShowingModule(request: Request, modulePath: string, anchor: string): string | undefined {
  const showers = moduleShowers.get(request) ?? new Map<string, string>();
  moduleShowers.set(request, showers);
  const shower = showers.get(modulePath);
  if (shower === undefined) showers.set(modulePath, anchor);
  return shower;
}
