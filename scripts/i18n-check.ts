// Reports what each language besides English lacks: chrome strings missing from its
// src/locales/<code>.json (or left over there), navigation entries without a Chinese title, and
// pages without a body in that language. Exits 1 when a string or a title is missing;
// untranslated pages are listed for planning.
import { existsSync, readFileSync } from 'node:fs';
import { listFiles } from './list-files';
import { join, relative } from 'node:path';
import en from '../src/locales/en.json';
import { DEFAULT_LANGUAGE, getLanguageEntry, otherLanguages } from '../src/lib/languages';
import { entriesWithoutChineseTitle } from '../src/navigation/build';
import { generalNav } from '../src/navigation/general';
import { muiXNav } from '../src/navigation/mui-x';

const contentRoot = join(process.cwd(), 'src/content/docs');
const englishPages = listFiles(join(contentRoot, DEFAULT_LANGUAGE), '.mdx').map((file) =>
  relative(join(contentRoot, DEFAULT_LANGUAGE), file),
);
const enKeys = Object.keys(en);

const reports = otherLanguages(DEFAULT_LANGUAGE).map((code) => {
  const strings = JSON.parse(readFileSync(join(process.cwd(), 'src/locales', `${code}.json`), 'utf8')) as Record<
    string,
    string
  >;
  const keys = new Set(Object.keys(strings));
  return {
    code,
    name: getLanguageEntry(code).englishName,
    missingKeys: enKeys.filter((key) => !keys.has(key)),
    extraKeys: [...keys].filter((key) => !(key in en)),
    untranslated: englishPages.filter((page) => !existsSync(join(contentRoot, code, page))),
  };
});
// The navigation data has one title field per language besides English; today only `zh`.
const untitled = [...entriesWithoutChineseTitle(muiXNav), ...entriesWithoutChineseTitle(generalNav)];

const section = (title: string, items: string[]) => {
  console.log(`\n${title}: ${items.length}`);
  for (const item of items) console.log(`  ${item}`);
};
for (const { code, missingKeys, extraKeys } of reports) {
  section(`Keys missing from src/locales/${code}.json`, missingKeys);
  section(`Keys in ${code}.json that en.json does not have`, extraKeys);
}
section(
  'Navigation entries without a Chinese title (zh)',
  untitled.map((entry) => `${entry.pathname} ("${entry.title ?? ''}")`),
);
for (const { code, name, untranslated } of reports) {
  section(
    `Pages without a ${name} translation (${englishPages.length - untranslated.length}/${englishPages.length} translated)`,
    untranslated.map((page) => `src/content/docs/${code}/${page}`),
  );
}

if (reports.some((report) => report.missingKeys.length > 0) || untitled.length > 0) process.exitCode = 1;
