import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en.json';
import { productOrder } from '../../src/lib/product-registry';
import { paletteHues } from '../../src/lib/theme/palette-choices';

const keys = new Set(Object.keys(en));
const namespaces = new Set([...keys].map((key) => key.split('.')[0]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' || entry.name === 'content' ? [] : sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

describe('translation keys used in code', () => {
  it('all exist in en.json', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(join(process.cwd(), 'src'))) {
      const text = readFileSync(file, 'utf8');
      // Every key is namespaced (`appBar.menu`), so any such literal in a known namespace is one.
      for (const match of text.matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z][\w.-]*)['"`]/g)) {
        const candidate = match[1]!;
        const namespace = candidate.split('.')[0]!;
        if (!namespaces.has(namespace) || candidate.includes('${')) continue;
        // File names such as 'code.tsx' share the shape; keys never end in a file extension.
        if (/\.(tsx?|jsx?|css|json|astro|mdx?|txt|js)$/.test(candidate)) continue;
        checked += 1;
        if (!keys.has(candidate)) missing.push(`${file.replace(process.cwd(), '')}: ${candidate}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('are all namespaced, so the scan above sees them', () => {
    expect([...keys].filter((key) => !key.includes('.'))).toEqual([]);
  });

  it('cover the keys built from data', () => {
    for (const product of productOrder) expect(keys.has(`product.${product}.summary`), product).toBe(true);
    for (const hue of Object.keys(paletteHues)) expect(keys.has(`color.${hue}`), hue).toBe(true);
  });
});
