// The reference site's demo count per page, as a committed snapshot of the page outlines
// (../shared/reference/page-outlines.md, outside this repository and absent from a clean clone).
// `npm run content:coverage -- --refresh-reference` rewrites the snapshot from the outlines.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseOutlineDemoCounts } from '../../src/lib/coverage';

const SNAPSHOT = join(import.meta.dirname, 'reference-demos.json');
const OUTLINES = join(process.cwd(), '../shared/reference/page-outlines.md');

function refresh(): Record<string, number> {
  if (!existsSync(OUTLINES)) throw new Error(`Cannot refresh the reference demo counts: ${OUTLINES} does not exist.`);
  const counts = parseOutlineDemoCounts(readFileSync(OUTLINES, 'utf8'));
  const sorted = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(SNAPSHOT, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(sorted).length} reference demo counts to ${SNAPSHOT}`);
  return sorted;
}

export const referenceDemoCounts: Readonly<Record<string, number>> = process.argv.includes('--refresh-reference')
  ? refresh()
  : (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, number>);
