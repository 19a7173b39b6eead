import { expect, test } from '@playwright/test';
import path from 'node:path';
import { budgets, templates, type Template } from '../../scripts/bench/budgets';
import { pageWeight } from '../../scripts/bench/page-weight';

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

test('a demo page counts its demos’ own chunks', () => {
  const weight = pageWeight('dist', templates['data grid (demos)']);
  expect(weight.files.visible.some((file) => /DataGrid|FullFeatured/i.test(file))).toBe(true);
});

test('every template loads one script file: the page script imports nothing it must wait for', () => {
  // A static import is a second request the browser makes only after reading the page script,
  // while it is busy parsing the page; DOMContentLoaded and the load event wait for it.
  const loaded = Object.fromEntries(
    (Object.entries(templates) as [Template, string][]).map(([template, page]) => [template, pageWeight('dist', page).files.load.map((file) => path.basename(file))]),
  );
  const pageScriptOnly = Object.fromEntries(Object.keys(loaded).map((template) => [template, [expect.stringMatching(/^page\.[\w-]+\.js$/)]]));
  expect(loaded).toEqual(pageScriptOnly);
});
