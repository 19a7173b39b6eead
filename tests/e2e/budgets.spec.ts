import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  budgets,
  templates,
  textTemplates,
  TEXT_PAGE_JS_WITHOUT_INPUT,
  type Template,
} from '../../scripts/bench/budgets';
import { jsFetchedWithoutInput } from '../../scripts/bench/fetched-js';
import { pageWeight } from '../../scripts/bench/page-weight';
import { COMPILE_HINT } from '../../src/lib/deploy/compile-hints';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('every template stays within its byte budget (gzipped, read from dist/)', () => {
  const over: string[] = [];
  for (const [template, page] of Object.entries(templates) as [Template, string][]) {
    const weight = pageWeight('dist', page);
    const budget = budgets[template];
    for (const kind of ['js', 'css', 'html'] as const) {
      const bytes = kind === 'js' ? weight.js.total : weight[kind];
      if (bytes > budget[kind]) over.push(`${template} ${kind}: ${kb(bytes)} > ${kb(budget[kind])}`);
    }
  }
  expect(over).toEqual([]);
});

for (const template of textTemplates) {
  test(`${template}: at most ${TEXT_PAGE_JS_WITHOUT_INPUT / 1024} KB of JavaScript fetched without input, no React`, async ({
    page,
    baseURL,
  }) => {
    const fetched = await jsFetchedWithoutInput(page, `${baseURL}${templates[template]}`);
    expect(fetched.files.filter((file) => /\/(client|VersionSwitcher|Feedback)\.[\w-]+\.js$/.test(file))).toEqual([]);
    expect(fetched.bytes, fetched.files.join(', ')).toBeLessThanOrEqual(TEXT_PAGE_JS_WITHOUT_INPUT);
  });
}

test('a demo page counts its demos’ own chunks', () => {
  const weight = pageWeight('dist', templates['data grid (demos)']);
  expect(weight.files.visible.some((file) => /DataGrid|FullFeatured/i.test(file))).toBe(true);
});

test('every template loads one script file: the page script imports nothing it must wait for', () => {
  // A static import is a second request the browser makes only after reading the page script,
  // while it is busy parsing the page; DOMContentLoaded and the load event wait for it.
  const loaded = Object.fromEntries(
    (Object.entries(templates) as [Template, string][]).map(([template, page]) => [
      template,
      pageWeight('dist', page).files.load.map((file) => path.basename(file)),
    ]),
  );
  const pageScriptOnly = Object.fromEntries(
    Object.keys(loaded).map((template) => [template, [expect.stringMatching(/^page\.[\w-]+\.js$/)]]),
  );
  expect(loaded).toEqual(pageScriptOnly);
});

test('React’s renderer and the Data Grid are compiled off the main thread; nothing a page loads first is', () => {
  const code = (file: string) => readFileSync(path.join('dist', file), 'utf8');
  const hinted = (files: string[]) => files.filter((file) => code(file).startsWith(COMPILE_HINT));
  const hintedAtLoad = (Object.values(templates) as string[]).flatMap((page) =>
    hinted(pageWeight('dist', page).files.load),
  );
  expect(hintedAtLoad).toEqual([]);

  // Most of what the Data Grid page runs after load is those two: its demo calls nearly all of it.
  const { files } = pageWeight('dist', templates['data grid (demos)']);
  const later = [...files.idle, ...files.visible];
  const bytes = (list: string[]) => list.reduce((sum, file) => sum + code(file).length, 0);
  expect(bytes(hinted(later)) / bytes(later)).toBeGreaterThan(0.5);
});
