// Type-checks every code block a page marks as ```tsx after (a migration guide's new API)
// against the installed packages, and requires every TypeScript block of a migration guide to
// say whether it shows the old API (before) or the new one (after). An older guide's new API
// that a later major changed again is `superseded`: not compiled, and the prose after it must
// link the migration guide that changed it. Each block is a module of
// its own, written to node_modules/.cache/docs-code-blocks/ so that it resolves the project's
// packages; errors are reported at the page's line.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeRole, fencedBlocks, isTypeScript, proseAfter } from '../src/lib/code-blocks';
import { listFiles } from './list-files';

const pages = 'src/content/docs';
const folder = 'node_modules/.cache/docs-code-blocks';
const problems: string[] = [];
const origins = new Map<string, { page: string; line: number }>();

rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
for (const page of listFiles(pages, '.mdx')) {
  const text = readFileSync(page, 'utf8');
  const migrationGuide = page.includes('/migration/');
  for (const block of fencedBlocks(text).filter(isTypeScript)) {
    const role = codeRole(block.meta);
    if (!role && migrationGuide) {
      problems.push(
        `${page}:${block.line - 1}: a migration guide's code block says "before" (old API) or "after" (new API): \`\`\`${block.lang} before`,
      );
    }
    if (role === 'superseded' && !(migrationGuide && proseAfter(text, block).includes('](/x/migration/'))) {
      problems.push(
        `${page}:${block.line - 1}: a superseded block belongs to a migration guide and the prose after it links the guide that changed it again ([…](/x/migration/…))`,
      );
    }
    if (role !== 'after') continue;
    const file = `${page
      .replace(/^src\/content\/docs\//, '')
      .replace(/\.mdx?$/, '')
      .replaceAll('/', '--')}--${block.line}.${block.lang === 'ts' ? 'ts' : 'tsx'}`;
    writeFileSync(path.join(folder, file), `${block.code}\n\nexport {};\n`);
    origins.set(file, { page, line: block.line });
  }
}

if (origins.size > 0) {
  writeFileSync(
    path.join(folder, 'tsconfig.json'),
    JSON.stringify({
      extends: '../../../tsconfig.json',
      // A snippet shows the call it is about; names it declares for context may go unused.
      compilerOptions: { noUnusedLocals: false, noUnusedParameters: false },
      include: ['*.ts', '*.tsx'],
      exclude: [],
    }),
  );
  try {
    execFileSync('npx', ['tsc', '--noEmit', '--pretty', 'false', '-p', path.join(folder, 'tsconfig.json')], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? error);
    for (const line of output.split('\n')) {
      const match = /docs-code-blocks\/([^(]+)\((\d+),(\d+)\): (.*)$/.exec(line);
      const origin = match?.[1] ? origins.get(match[1]) : undefined;
      if (match && origin)
        problems.push(`${origin.page}:${origin.line + Number(match[2]) - 1}:${match[3]}: ${match[4]}`);
      else if (line.trim()) problems.push(line);
    }
  }
}

if (problems.length > 0) {
  console.error(`Code blocks of the pages:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Code blocks: ${origins.size} "after" blocks type-check.`);
