import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from './console';

// Tree View demos as a reader uses them: the keyboard alone, selection and expansion.

const demo = (page: Page, id: string) => page.locator(`[data-demo="${id}"]`);

/** Brings a demo into view and waits until it runs. */
async function ready(section: Locator) {
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-demo-ready', '');
}

test('a reader walks a tree with the keyboard: moves, expands, collapses, jumps and types ahead', async ({ page }) => {
  const problems = watchConsole(page, { warnings: true });
  await page.goto('/x/react-tree-view');
  const section = demo(page, 'tree-view/overview/FirstSimpleTree');
  await ready(section);
  const tree = section.getByRole('tree', { name: 'Project files' });
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true });

  // Focus lands on the first item (a click would also toggle it).
  await item('src').focus();
  await expect(item('src')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('components')).toBeFocused();
  await expect(item('components')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(item('components')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(item('Header.tsx')).toBeFocused();
  // Left goes to the parent, then collapses it.
  await page.keyboard.press('ArrowLeft');
  await expect(item('components')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item('components')).toHaveAttribute('aria-expanded', 'false');
  await expect(item('Header.tsx')).toHaveCount(0);
  // End and Home reach the last and first visible items; a letter jumps to the next match.
  await page.keyboard.press('End');
  await expect(item('README.md')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('src')).toBeFocused();
  await page.keyboard.press('p');
  await expect(item('public')).toBeFocused();
  // A letter no item starts with stays in the tree: it does not open the site's search.
  await page.keyboard.press('z');
  await expect(item('public')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Enter opens an item with children; Space selects the focused item (Tree View 8 marks the
  // selection with aria-checked).
  await page.keyboard.press('Enter');
  await expect(item('public')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press(' ');
  await expect(item('public')).toHaveAttribute('aria-checked', 'true');
  await expect(item('src')).toHaveAttribute('aria-checked', 'false');

  expect(problems).toEqual([]);
});

test('checking a parent checks its children, and the summary beside the tree follows', async ({ page }) => {
  const problems = watchConsole(page, { warnings: true });
  await page.goto('/x/react-tree-view');
  const section = demo(page, 'tree-view/overview/CheckboxSelection');
  await ready(section);
  const tree = section.getByRole('tree', { name: 'Product categories' });
  const audio = tree.getByRole('treeitem', { name: 'Audio', exact: true });
  // The checkbox is hidden from assistive technology: the item itself is checked (aria-checked).
  const audioCheckbox = audio.locator('> .MuiTreeItem-content input[type="checkbox"]');

  await expect(section).toContainText('Selected categories (2)');
  await audioCheckbox.click();
  for (const name of ['Audio', 'Headphones', 'Speakers']) {
    await expect(tree.getByRole('treeitem', { name, exact: true })).toHaveAttribute('aria-checked', 'true');
  }
  await expect(section).toContainText('Selected categories (4)');
  await expect(section).toContainText('Laptops, Audio, Headphones, Speakers');

  // Unchecking the parent clears its children again.
  await audioCheckbox.click();
  await expect(tree.getByRole('treeitem', { name: 'Speakers', exact: true })).toHaveAttribute('aria-checked', 'false');
  await expect(section).toContainText('Selected categories (1)');

  expect(problems).toEqual([]);
});

test('a reader renames an item: double-click opens the label input, Enter saves, Escape cancels', async ({ page }) => {
  const problems = watchConsole(page, { warnings: true });
  await page.goto('/x/react-tree-view/rich-tree-view/editing');
  const section = demo(page, 'tree-view/rich-tree-view/editing/TrackLabelChange');
  await ready(section);
  const tree = section.getByRole('tree', { name: 'Project files' });
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true });

  await item('theme.ts').locator('.MuiTreeItem-label').dblclick();
  // The only label input open in the tree (the item's name follows what is typed).
  const input = tree.getByRole('textbox');
  await expect(input).toBeFocused();
  await input.fill('palette.ts');
  await input.press('Enter');
  await expect(item('palette.ts')).toBeVisible();
  await expect(section).toContainText('Item "src-theme" renamed to "palette.ts"');

  // Escape leaves the label as it was.
  await item('App.tsx').locator('.MuiTreeItem-label').dblclick();
  await input.fill('Root.tsx');
  await page.keyboard.press('Escape');
  await expect(item('App.tsx')).toBeVisible();
  await expect(tree.getByRole('textbox')).toHaveCount(0);
  await expect(section).toContainText('renamed to "palette.ts"');

  expect(problems).toEqual([]);
});

test('a button moves the focus to an item through the apiRef', async ({ page }) => {
  const problems = watchConsole(page, { warnings: true });
  await page.goto('/x/react-tree-view/simple-tree-view/focus');
  const section = demo(page, 'tree-view/simple-tree-view/focus/FocusItem');
  await ready(section);
  await section.getByRole('button', { name: 'Focus Reports' }).click();
  await expect(section.getByRole('treeitem', { name: 'Reports', exact: true })).toBeFocused();
  // The tree's keyboard navigation goes on from there.
  await page.keyboard.press('ArrowDown');
  await expect(section.getByRole('treeitem', { name: 'Budgets', exact: true })).toBeFocused();

  expect(problems).toEqual([]);
});
