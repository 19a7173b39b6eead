// Type-checks the demos of each date library other than Day.js in a program of their own.
// Importing a pickers adapter widens the pickers' date type for the whole program it is in
// (module augmentation), so a Luxon demo beside the Day.js demos would turn every Day.js
// `onChange` into a type error. Each folder of src/demos/date-pickers/date-libraries/ has its
// own tsconfig.json (editors use it too), and the root tsconfig.json leaves the folders out.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = 'src/demos/date-pickers/date-libraries';
const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
let failed = 0;
for (const folder of folders) {
  const project = join(root, folder.name, 'tsconfig.json');
  const demos = readdirSync(join(root, folder.name), { recursive: true, encoding: 'utf8' });
  if (!demos.some((file) => file.endsWith('.tsx'))) continue;
  if (!existsSync(project)) {
    console.error(`${join(root, folder.name)} has no tsconfig.json: its demos would go unchecked.`);
    failed++;
    continue;
  }
  try {
    execFileSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  } catch {
    console.error(`Type errors in the ${folder.name} demos (${project}).`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
