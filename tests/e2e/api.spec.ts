import { expect, test } from '@playwright/test';

test('the DataGrid API page lists its props with types, defaults and an anchor each', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid');
  await expect(page.locator('h1')).toHaveText('DataGrid API');
  await expect(page.locator('#import + * , #import ~ pre').first()).toContainText(
    "import { DataGrid } from '@mui/x-data-grid';",
  );
  for (const name of ['rows', 'columns', 'checkboxSelection']) {
    await expect(page.locator(`#props-${name} h3`)).toHaveText(name);
  }
  const checkbox = page.locator('#props-checkboxSelection');
  await expect(checkbox.locator('.api-second code')).toHaveText('boolean');
  await expect(checkbox.locator('.api-third code')).toHaveText('false');
  await expect(checkbox.locator('.api-description')).toContainText('checkboxes');
  // Required props come first.
  await expect(page.locator('.api-list .api-row:not(.api-head)').first()).toHaveAttribute('id', 'props-columns');
  // Each prop is in the table of contents, so a link can point at it.
  await expect(
    page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'checkboxSelection', exact: true }),
  ).toHaveAttribute('href', '#props-checkboxSelection');
  await page.goto('/x/api/data-grid/data-grid#props-checkboxSelection');
  await expect(checkbox).toBeInViewport();
  await expect(page.locator('#classes-root, [id="classes-root"]')).toContainText('.MuiDataGrid-root');
});

test('links in mui.com’s anchor format land on the same prop or class, below the app bar', async ({ page }) => {
  for (const [hash, row] of [
    ['data-grid-prop-checkboxSelection', 'props-checkboxSelection'],
    ['DataGrid-prop-rows', 'props-rows'],
    ['DataGrid-css-MuiDataGrid-cell', 'classes-cell'],
  ]) {
    await page.goto(`/x/api/data-grid/data-grid#${hash}`);
    const target = page.locator(`#${row}`);
    await expect(target).toBeInViewport();
    const [rowTop, barBottom] = await Promise.all([
      target.evaluate((element) => element.getBoundingClientRect().top),
      page.locator('header.app-bar').evaluate((element) => element.getBoundingClientRect().bottom),
    ]);
    expect(rowTop).toBeGreaterThanOrEqual(barBottom);
  }
});

test('the view switch changes the layout and is remembered across pages', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid');
  const props = page.locator('section[aria-labelledby="props"]');
  await expect(page.locator('html')).toHaveAttribute('data-api-view', 'table');
  await props.getByRole('button', { name: 'Collapsed list' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-api-view', 'collapsed');
  await expect(page.locator('#props-checkboxSelection .api-description')).toBeHidden();
  // Every section's switch follows.
  await expect(
    page.locator('section[aria-labelledby="slots"]').getByRole('button', { name: 'Collapsed list' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/material-ui/api/button');
  await expect(page.locator('html')).toHaveAttribute('data-api-view', 'collapsed');
  await expect(page.locator('.api-list .api-description').first()).toBeHidden();
  await page.locator('section[aria-labelledby="props"]').getByRole('button', { name: 'Expanded list' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-api-view', 'expanded');
  await expect(
    page.locator('section[aria-labelledby="props"]').getByRole('button', { name: 'Expanded list' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.api-list .api-description').first()).toBeVisible();
  // A prop without a default shows no empty "Default:".
  await expect(page.locator('#props-action .api-second')).toBeVisible();
  await expect(page.locator('#props-action .api-third')).toBeHidden();
});

test('Chinese API pages have Chinese headings and English descriptions under a notice', async ({ page }) => {
  await page.goto('/zh/x/api/data-grid/data-grid');
  await expect(page.locator('h2#props')).toHaveText('属性');
  await expect(page.locator('.untranslated-notice')).toContainText('API 参考的描述为英文');
  await expect(page.locator('#props-checkboxSelection .api-description')).toHaveAttribute('lang', 'en');
});

test('each product has an API index listing its components', async ({ page }) => {
  await page.goto('/x/api/charts');
  await expect(page.locator('h1')).toHaveText('Charts API reference');
  await expect(page.getByRole('link', { name: 'BarChart', exact: true })).toHaveAttribute(
    'href',
    '/x/api/charts/bar-chart',
  );
});

test('a component page expands its [docsTab]: the API tab lists the components its demos use', async ({ page }) => {
  await page.goto('/material-ui/components/buttons');
  const tabs = page.getByRole('navigation', { name: 'Page sections' });
  await expect(tabs.getByRole('link', { name: 'Components' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Component API' }).click();
  await expect(page).toHaveURL(/\/material-ui\/components\/buttons\/components-api$/);
  await expect(tabs.getByRole('link', { name: 'Component API' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#docs-drawer [aria-current="page"]')).toHaveText(/Button/);
  await expect(page.locator('h2#api-Button')).toHaveText('Button');
  const button = page.locator('section[aria-labelledby="api-Button"]');
  await expect(button.getByRole('link', { name: 'variant', exact: true })).toHaveAttribute(
    'href',
    '/material-ui/api/button#props-variant',
  );
  await page.goto('/zh/material-ui/components/buttons/components-api');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(
    page.getByRole('navigation', { name: '页面分区' }).getByRole('link', { name: '组件 API' }),
  ).toHaveAttribute('aria-current', 'page');
});
