// Makes sure the browser tests have a Chromium: $CHROMIUM_PATH, else /usr/bin/chromium, else
// (as root) Debian's `chromium` package is installed. Browser downloads are not used.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(candidate)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${candidate}, but no file is there.`);
  process.exit(1);
}

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log('Chromium not found: installing Debian\'s "chromium" package (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit', env });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}

console.error(
  [
    'The browser tests need Chromium and none was found.',
    'Install it with:  sudo apt-get install chromium   (Debian/Ubuntu)',
    'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
