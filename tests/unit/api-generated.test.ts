import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The generator builds a TypeScript program of every package, for a minute or more on a busy
// machine: in a child process, so that this worker stays free to answer the test runner.
describe('the committed API reference data', () => {
  it('is what `npm run api` generates from the installed packages', { timeout: 300_000 }, async () => {
    const run = promisify(execFile)('npx', ['vite-node', 'scripts/generate-api.ts', '--check'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const output = await run.catch((error: { stdout?: string; stderr?: string }) => error);
    expect(output.stderr ?? '').not.toMatch(/stale/);
    expect(output.stdout).toMatch(/src\/content\/api is up to date \(\d{3,} pages\)/);
  });
});
