// Reports what the Chinese side lacks: chrome strings missing from zh.json (or left over
// there), navigation entries without a Chinese title, and pages without a Chinese body.
// Exits 1 when a string or a title is missing; untranslated pages are listed for planning.
import { existsSync } from 'node:fs';
import { listFiles } from './list-files';
import { join, relative } from 'node:path';
import en from '../src/locales/en.json';
import zh from '../src/locales/zh.json';
import { entriesWithoutChineseTitle } from '../src/navigation/build';
import { generalNav } from '../src/navigation/general';
import { muiXNav } from '../src/navigation/mui-x';

const enKeys = Object.keys(en);
const zhKeys = new Set(Object.keys(zh));
const missingKeys = enKeys.filter((key) => !zhKeys.has(key));
const extraKeys = [...zhKeys].filter((key) => !(key in en));
const untitled = [...entriesWithoutChineseTitle(muiXNav), ...entriesWithoutChineseTitle(generalNav)];

const contentRoot = join(process.cwd(), 'src/content/docs');
const englishPages = listFiles(join(contentRoot, 'en'), '.mdx').map((file) => relative(join(contentRoot, 'en'), file));
const untranslated = englishPages.filter((page) => !existsSync(join(contentRoot, 'zh', page)));

const section = (title: string, items: string[]) => {
  console.log(`\n${title}: ${items.length}`);
  for (const item of items) console.log(`  ${item}`);
};
section('Keys missing from src/locales/zh.json', missingKeys);
section('Keys in zh.json that en.json does not have', extraKeys);
section('Navigation entries without a Chinese title (zh)', untitled.map((entry) => `${entry.pathname} ("${entry.title ?? ''}")`));
section(
  `Pages without a Chinese translation (${englishPages.length - untranslated.length}/${englishPages.length} translated)`,
  untranslated.map((page) => `src/content/docs/zh/${page}`),
);

if (missingKeys.length > 0 || untitled.length > 0) process.exitCode = 1;
