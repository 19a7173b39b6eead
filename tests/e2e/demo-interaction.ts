import { expect, type Locator, type Page } from '@playwright/test';

/** An interaction that cannot happen fails in seconds, naming its element, not at the test's limit. */
const ACTION = { timeout: 15_000 };

export type Interaction = 'edit' | 'sort' | 'page' | 'select';

/**
 * Runs the first interaction a demo offers, in this order: edit a cell, sort by a column,
 * go to the next page, select a row. Checks the grid answered, and returns what it did
 * (undefined for a demo without a Data Grid or without any of these).
 */
export async function interactWithDemo(page: Page, demo: Locator): Promise<Interaction | undefined> {
  const grid = demo.locator('.MuiDataGrid-root').first();
  if ((await grid.count()) === 0) return undefined;

  const editable = grid.locator('.MuiDataGrid-cell--editable:visible').first();
  if ((await editable.count()) > 0) {
    await editable.dblclick(ACTION);
    await expect(grid.locator('.MuiDataGrid-cell--editing, .MuiDataGrid-row--editing').first()).toBeVisible();
    await page.keyboard.press('Escape');
    return 'edit';
  }

  // From the keyboard, as a click on a narrow header can land on its sort icon instead.
  const sortable = grid.locator('.MuiDataGrid-columnHeader--sortable:visible').first();
  if ((await sortable.count()) > 0) {
    const before = await sortable.getAttribute('aria-sort');
    await sortable.focus(ACTION);
    await page.keyboard.press('Enter');
    await expect(sortable).not.toHaveAttribute('aria-sort', before ?? 'none');
    return 'sort';
  }

  const next = grid.getByRole('button', { name: /next page/i });
  if ((await next.count()) > 0 && (await next.isEnabled())) {
    const range = grid.locator('.MuiTablePagination-displayedRows');
    const before = await range.textContent();
    await next.click(ACTION);
    await expect(range).not.toHaveText(before ?? '');
    return 'page';
  }

  const checkbox = grid.locator('.MuiDataGrid-row input[type="checkbox"]:visible').first();
  if ((await checkbox.count()) > 0) {
    await checkbox.check(ACTION);
    await expect(grid.locator('.MuiDataGrid-row.Mui-selected').first()).toBeVisible();
    return 'select';
  }
  return undefined;
}
