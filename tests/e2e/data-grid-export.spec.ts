import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console';
import { worksheetRows } from './xlsx';

// The export demos produce real files: the test downloads them as a reader would and reads
// their first rows.

async function openExcelDemo(page: Page) {
  await page.goto('/x/react-data-grid/export');
  const section = page.locator('[data-demo="data-grid/export/ExcelExport"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-demo-ready', '');
  await expect(section.getByRole('gridcell', { name: 'Trail running shoe' }).first()).toBeVisible();
  return section;
}

test('Excel export downloads a real .xlsx whose first rows are the headers and the first sale', async ({ page }) => {
  const problems = watchConsole(page);
  const section = await openExcelDemo(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('outdoor-sales-2025.xlsx');
  const rows = worksheetRows(await readFile((await download.path())!));
  expect(rows[0]).toEqual(['Date', 'Region', 'Product', 'Channel', 'Units', 'Revenue']);
  // The date is an Excel serial number; the rest are the first sale's values.
  expect(rows[1]?.slice(1)).toEqual(['North America', 'Trail running shoe', 'Online', '20', '2700']);
  expect(rows).toHaveLength(25);
  expect(problems).toEqual([]);
});

test('CSV export downloads the same rows as text', async ({ page }) => {
  const section = await openExcelDemo(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('outdoor-sales-2025.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(lines[0]).toBe('Date,Region,Product,Channel,Units,Revenue');
  expect(lines[1]).toContain(',North America,Trail running shoe,Online,20,');
});
