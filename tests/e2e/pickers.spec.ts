import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from './console';

// Pickers as a reader uses them: from the keyboard alone, and in the reader's own timezone.

const demo = (page: Page, id: string) => page.locator(`[data-demo="${id}"]`);

/** Brings a demo into view and waits until it runs. */
async function ready(section: Locator) {
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-demo-ready', '');
}

/** The text of a field as the form would submit it (the hidden input behind the sections). */
const fieldValue = (field: Locator) => field.locator('input').first().inputValue();

test('a reader picks a date from the keyboard alone: types it, then changes it in the calendar', async ({ page }) => {
  const problems = watchConsole(page, { warnings: true });
  await page.goto('/x/react-date-pickers/accessibility');
  const booking = demo(page, 'date-pickers/accessibility/AccessibleBookingDate');
  await ready(booking);
  const field = booking.getByRole('group', { name: /Tour date/ });
  const month = field.getByRole('spinbutton', { name: /Month/ });

  // The skip link, then Tab through the page's content until the field's first section.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  for (
    let presses = 0;
    presses < 200 && !(await month.evaluate((node) => node === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(month).toBeFocused();

  // Typing fills month, day and year in turn.
  await page.keyboard.type('08142026');
  await expect.poll(() => fieldValue(booking)).toBe('08/14/2026');

  // Tab to the calendar button, open it, move a week on and choose that day.
  await page.keyboard.press('Tab');
  await expect(booking.getByRole('button', { name: /^Choose date/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('gridcell', { name: '14', selected: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('gridcell', { name: '21' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect.poll(() => fieldValue(booking)).toBe('08/21/2026');

  expect(problems).toEqual([]);
});

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a UTC value shows in the reader’s zone, and a daylight-saving jump is skipped', async ({ page }) => {
    const problems = watchConsole(page, { warnings: true });
    await page.goto('/x/react-date-pickers/timezone');

    // Stored as 2026-09-14T08:00Z: 17:00 in Tokyo (UTC+9, no daylight saving).
    const stored = demo(page, 'date-pickers/timezone/TimezoneStoreUtcShowSystem');
    await ready(stored);
    const appointment = stored.getByRole('group', { name: /Clinic appointment \(Asia\/Tokyo\)/ });
    await expect(appointment).toBeVisible();
    expect(await fieldValue(stored)).toBe('09/14/2026 05:00 PM');

    // New York, 2026-03-08: 01:45 EST plus 30 minutes is 03:15 EDT, not 02:15.
    const train = demo(page, 'date-pickers/timezone/TimezoneDaylightSaving');
    await ready(train);
    const add = train.getByRole('button', { name: 'Add 30 minutes' });
    await add.click();
    await expect(train.getByText('UTC 06:45, New York 01:45 (UTC-05:00)')).toBeVisible();
    await add.click();
    await expect(train.getByText('UTC 07:15, New York 03:15 (UTC-04:00)')).toBeVisible();
    expect(await fieldValue(train)).toBe('03/08/2026 03:15 AM');
    expect(problems).toEqual([]);
  });
});

test.describe('in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the same UTC value shows at the Pacific time of its date', async ({ page }) => {
    await page.goto('/x/react-date-pickers/timezone');
    const stored = demo(page, 'date-pickers/timezone/TimezoneStoreUtcShowSystem');
    await ready(stored);
    await expect(stored.getByRole('group', { name: /America\/Los_Angeles/ })).toBeVisible();
    // 08:00Z on September 14 is 01:00 PDT (UTC-7).
    expect(await fieldValue(stored)).toBe('09/14/2026 01:00 AM');
  });
});
