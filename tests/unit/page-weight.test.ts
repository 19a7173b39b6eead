import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { pageWeight } from '../../scripts/bench/page-weight';

const root = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
const dist = path.relative(process.cwd(), root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const pageScript = 'export const page = "the page script, loaded by every page";';
const islandScript = 'import { page } from "./page.js"; export const island = page + " and an island";';
write('_astro/page.js', pageScript);
write('_astro/Island.js', islandScript);
write('_astro/Lazy.js', 'import("./Later.js");');
write('_astro/Later.js', 'export const later = "loaded on use, not counted";');
write('_astro/Touched.js', 'export const touched = "hydrated on the first touch";');
write('_astro/Seen.js', 'export const seen = "hydrated in view, after load and idle";');
write('_astro/Demo.js', 'export const demo = "hydrated near the view, one demo at a time";');
write('_astro/Toolbar.js', 'export const toolbar = "a demo toolbar, hydrated when reached for";');
write(
  'demo/index.html',
  `<html><head><script type="module" src="/_astro/page.js"></script></head><body>
  <astro-island component-url="/_astro/Island.js" client="visible"></astro-island>
  <astro-island component-url="/_astro/Lazy.js" client="idle"></astro-island>
  <astro-island component-url="/_astro/Touched.js" client="interaction"></astro-island>
  <astro-island component-url="/_astro/Seen.js" client="visible-after-idle"></astro-island>
  <astro-island component-url="/_astro/Demo.js" client="demo" opts="{&quot;name&quot;:&quot;DemoIsland&quot;,&quot;value&quot;:true}"></astro-island>
  <astro-island component-url="/_astro/Toolbar.js" client="demo" opts="{&quot;name&quot;:&quot;DemoToolbar&quot;,&quot;value&quot;:&quot;toolbar&quot;}"></astro-island></body></html>`,
);

describe('pageWeight', () => {
  test('counts a file once, in the earliest phase, however it is reached', () => {
    // A relative dist folder, as the bench passes it: the HTML's URL and the island's import
    // must resolve to the same file.
    const weight = pageWeight(dist, '/demo/');
    expect(weight.files).toEqual({
      load: ['_astro/page.js'],
      idle: ['_astro/Lazy.js'],
      visible: ['_astro/Island.js', '_astro/Seen.js', '_astro/Demo.js'],
      interaction: ['_astro/Touched.js', '_astro/Toolbar.js'],
    });
    expect(weight.js.load).toBe(gzipSync(pageScript, { level: 9 }).length);
    expect(weight.js.total).toBe(weight.js.load + weight.js.idle + weight.js.visible + weight.js.interaction);
  });
});
