/**
 * Where the browser loads each demo's module from. The build emits every demo as its own
 * chunk and writes this map (demo id to chunk URL); the page hands each demo island its URL.
 * The browser therefore never downloads a list of every demo on the site, only the demos of
 * the page it shows.
 */
export type DemoModuleUrls = Record<string, string>;

const DEMO_FILE = /\.tsx$/;
/** Styling variants are sources to read, not demos to run. */
const VARIANT_FILE = /\.(tailwind|css)\.tsx$/;

/** The demo id of a file path relative to src/demos, or undefined for a file that is not a demo. */
export function demoIdOfFile(relativePath: string): string | undefined {
  const path = relativePath.replaceAll('\\', '/');
  if (!DEMO_FILE.test(path) || VARIANT_FILE.test(path)) return undefined;
  return path.replace(DEMO_FILE, '');
}

/**
 * The URL a demo island imports. In development Vite serves the source file itself; in a
 * build it is the demo's chunk, read from the map the client build wrote.
 */
export function demoModuleUrl(
  id: string,
  { dev, base, urls }: { dev: boolean; base: string; urls: DemoModuleUrls | undefined },
): string {
  const withBase = (path: string) => `${base.replace(/\/$/, '')}/${path}`;
  if (dev) return withBase(`src/demos/${id}.tsx`);
  const url = urls?.[id];
  if (!url) {
    throw new Error(
      urls
        ? `The client build emitted no chunk for the demo ${id} (src/demos/${id}.tsx).`
        : 'The map of demo chunks is missing: the client build did not run the docs-demo-modules integration.',
    );
  }
  return withBase(url);
}
