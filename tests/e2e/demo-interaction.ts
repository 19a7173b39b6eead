import { expect, type Locator, type Page } from '@playwright/test';

/** An interaction that cannot happen fails in seconds, naming its element, not at the test's limit. */
const ACTION = { timeout: 15_000 };

export type Interaction = 'edit' | 'sort' | 'page' | 'select' | 'open' | 'type' | 'pick';

/**
 * Runs the first interaction a demo offers and checks that it answered: on a Data Grid, edit a
 * cell, sort by a column, go to the next page or select a row; on pickers, open one, change a
 * field's section from the keyboard or pick a day or time of a calendar or clock shown inline.
 * Returns what it did, undefined for a demo with none of these.
 */
export async function interactWithDemo(page: Page, demo: Locator): Promise<Interaction | undefined> {
  const grid = demo.locator('.MuiDataGrid-root').first();
  if ((await grid.count()) === 0) return interactWithPickers(page, demo);

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

async function interactWithPickers(page: Page, demo: Locator): Promise<Interaction | undefined> {
  const opener = demo
    .getByRole('button', { name: /^Choose/ })
    .and(demo.locator(':enabled:visible'))
    .first();
  if ((await opener.count()) > 0) {
    await opener.click(ACTION);
    const popup = page.locator('.MuiPickerPopper-root, .MuiDialog-root');
    await expect(popup.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    return 'open';
  }

  // ArrowUp changes any section (month, hour, meridiem...), filled or empty.
  const section = demo
    .getByRole('spinbutton')
    .and(demo.locator(':visible:not([aria-disabled="true"]):not([aria-readonly="true"])'))
    .first();
  if ((await section.count()) > 0) {
    const before = await section.getAttribute('aria-valuetext');
    await section.focus(ACTION);
    await page.keyboard.press('ArrowUp');
    await expect(section).not.toHaveAttribute('aria-valuetext', before ?? '');
    return 'type';
  }

  const choice = demo
    .locator(
      '[role="gridcell"]:not([disabled]):not([aria-selected="true"]), [role="option"]:not([aria-disabled="true"]):not([aria-selected="true"])',
    )
    .and(demo.locator(':visible'))
    .first();
  if ((await choice.count()) > 0) {
    // A clock's numbers sit under the mask that takes its pointer events: click the spot.
    await choice.click({ ...ACTION, force: true });
    await expect(
      demo.locator('[role="gridcell"][aria-selected="true"], [role="option"][aria-selected="true"]').first(),
    ).toBeVisible();
    return 'pick';
  }
  return undefined;
}
