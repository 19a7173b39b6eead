import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pagefindOptions, type Pagefind } from '../../src/lib/search/pagefind-hits';

/**
 * Pagefind's own browser script, run in Node against a built index: the same WebAssembly and
 * scoring the dialog uses, without a browser. Its requests for index files are read from disk.
 * Pagefind picks the index by `<html lang>`, which Node does not have: `language` stands for it.
 */
export async function loadNodePagefind(dist: string, language: string): Promise<Pagefind> {
  const folder = path.resolve(dist, 'pagefind');
  const script = path.join(folder, 'pagefind.js');
  const previousFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input), pathToFileURL(`${folder}/`));
    if (url.protocol !== 'file:') return previousFetch(input);
    const body = await readFile(fileURLToPath(url));
    const type = url.pathname.endsWith('.pagefind') ? 'application/wasm' : 'application/octet-stream';
    return new Response(body, { headers: { 'Content-Type': type } });
  };
  // A query string gives each language its own copy of the module, as each page has its own.
  const pagefind = (await import(`${pathToFileURL(script).href}?lang=${language}`)) as Pagefind;
  await pagefind.options(pagefindOptions('/'));
  // Pagefind reads the language once, as `init` starts; a stand-in document answers for it.
  const html = { getAttribute: (name: string) => (name === 'lang' ? language : null) };
  const global = globalThis as { document?: unknown };
  global.document = { querySelector: () => html };
  const ready = pagefind.init();
  delete global.document;
  await ready;
  return pagefind;
}
