import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateApiData } from '../../scripts/api/generate';

const apiRoot = join(process.cwd(), 'src/content/api');

function committedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? committedFiles(join(dir, entry.name)) : [relative(apiRoot, join(dir, entry.name))],
  );
}

describe('the committed API reference data', () => {
  it('is what `npm run api` generates from the installed packages', { timeout: 240_000 }, async () => {
    const { files } = await generateApiData();
    const committed = committedFiles(apiRoot).sort();
    expect(committed, 'run npm run api and commit the result').toEqual([...files.keys()].sort());
    const stale = committed.filter((file) => readFileSync(join(apiRoot, file), 'utf8') !== files.get(file));
    expect(stale, 'run npm run api and commit the result').toEqual([]);
    expect(files.size).toBeGreaterThan(300);
  });
});
