// npm run api: writes the API reference data into src/content/api/<product>/<page>.json,
// removing files of pages that no longer exist, and lists what it could not document.
// `--check` writes nothing: it lists the files that differ from what it would write and fails
// if there are any (the unit test runs it).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generateApiData } from './api/generate';

const outDir = join(process.cwd(), 'src/content/api');
const started = Date.now();
const { files, skipped } = await generateApiData();

const existing = (function list(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? list(join(dir, entry.name)) : [relative(outDir, join(dir, entry.name))],
    );
  } catch {
    return [];
  }
})(outDir);

if (process.argv.includes('--check')) {
  const extra = existing.filter((file) => !files.has(file)).map((file) => `${file} (no longer generated)`);
  const stale = [...files]
    .filter(([file, text]) => !existsSync(join(outDir, file)) || readFileSync(join(outDir, file), 'utf8') !== text)
    .map(([file]) => `${file} (${existsSync(join(outDir, file)) ? 'differs' : 'missing'})`);
  const problems = [...extra, ...stale];
  if (problems.length > 0) {
    console.error(`src/content/api is stale: run npm run api and commit the result.\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`src/content/api is up to date (${files.size} pages).`);
  process.exit(0);
}

for (const file of existing) if (!files.has(file)) rmSync(join(outDir, file));
for (const [file, text] of files) {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), text);
}
console.log(`Wrote ${files.size} API pages to src/content/api in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (skipped.length > 0) {
  console.log(`Not documented (${skipped.length}):`);
  for (const { name, reason } of skipped) console.log(`  ${name}: ${reason}`);
}
