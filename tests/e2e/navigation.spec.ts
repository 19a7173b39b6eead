import { expect, test } from '@playwright/test';

test.describe('the drawer', () => {
  test('is permanent on wide screens, with the current group open', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/introduction/licensing');
    await expect(page.locator('[data-drawer-toggle]')).toBeHidden();
    const current = page.locator('#docs-drawer [aria-current="page"]');
    await expect(current).toBeVisible();
    // Groups without the current page stay closed.
    await expect(page.locator('#docs-drawer details[open]')).toHaveCount(1);
  });

  test('scrolls the current page into view when it is far down the list', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    // The DataGrid API page is listed some 2,000 px down the drawer.
    await page.goto('/x/api/data-grid/data-grid');
    await expect(page.locator('#docs-drawer [aria-current="page"]')).toBeInViewport();
  });

  test('opens and closes below the lg breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/x/introduction/support');
    const drawer = page.locator('#docs-drawer');
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#docs-drawer [aria-current="page"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(370, 600); // the backdrop, beside the drawer
    await expect(drawer).toBeHidden();

    await toggle.click();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(drawer).toBeHidden();

    // A link in the open drawer navigates.
    await toggle.click();
    await drawer.getByRole('link', { name: 'Licensing' }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/licensing$/);
  });

  test('shows the Chinese titles on /zh/ pages, and an unwritten entry leads to a page saying so', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The Data Grid's group is open on its overview, and still lists pages not written yet.
    await page.goto('/zh/x/react-data-grid');
    await expect(page.locator('#docs-drawer [aria-current="page"]')).toContainText('概览');
    await page.getByRole('button', { name: '打开导航' }).click();
    // Tapped on a phone, an entry whose page is not written yet opens its placeholder.
    const unwritten = page.locator('#docs-drawer .nav-link-missing:visible').first();
    await expect(unwritten).toContainText('尚未撰写');
    await expect(unwritten).toHaveAttribute('href', /^\/zh\/x\//);
    const entry = (await unwritten.textContent()) ?? '';
    const href = (await unwritten.getAttribute('href')) ?? '';
    await unwritten.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(entry).toContain((await page.locator('h1').textContent())?.trim());
    await expect(page.locator('main')).toContainText('本页尚未撰写。');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('the version switcher lists the current version first, on this page, then older majors', async ({ page }) => {
  await page.goto('/zh/x/introduction/licensing');
  // Clicked before its island has hydrated (it hydrates on the reader's first touch): the press
  // is kept and repeated once the island can take it.
  const button = page.getByRole('button', { name: /MUI X 的版本/ });
  await expect(page.locator('astro-island:has(.version-switcher)')).toHaveAttribute('ssr', '');
  await expect(button).toHaveText(/^v8\.\d+\.\d+/);
  await button.click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText([/^v8\./, 'v7', 'v6', 'v5', 'v4']);
  // Choosing the current version keeps the reader on the page, in their language.
  await expect(items.first()).toHaveAttribute('href', '/zh/x/introduction/licensing');
  await expect(items.nth(1)).toHaveAttribute('href', 'https://v7.mui.com/x/introduction/');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(items).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the version switcher opens from the keyboard before its island has hydrated', async ({ page }) => {
  await page.goto('/x/introduction');
  const button = page.getByRole('button', { name: /Versions of MUI X/ });
  await expect(page.locator('astro-island:has(.version-switcher)')).toHaveAttribute('ssr', '');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
});

test.describe('the table of contents', () => {
  test('marks the first section at the top, then the section scrolled to, then the last at the end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.goto('/x/introduction/licensing');
    const current = page.locator('.toc [aria-current="true"]');
    const ids = await page
      .locator('.toc [data-toc-link]')
      .evaluateAll((links) => links.map((link) => (link as HTMLElement).dataset.tocLink));
    expect(ids.length).toBeGreaterThan(2);
    await expect(current).toHaveAttribute('data-toc-link', ids[0]!);

    await page.locator(`[id="${ids[1]}"]`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await expect(current).toHaveAttribute('data-toc-link', ids[1]!);
    await expect(current).toHaveCount(1);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(current).toHaveAttribute('data-toc-link', ids[ids.length - 1]!);
  });
});
