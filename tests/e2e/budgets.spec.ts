import { expect, test } from '@playwright/test';
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
