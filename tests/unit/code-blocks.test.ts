import { expect, test } from 'vitest';
import { codeRole, fencedBlocks, proseAfter } from '../../src/lib/code-blocks';

const page = [
  '---',
  'title: Migration',
  '---',
  '',
  '```tsx before',
  "<DataGrid rowSelectionModel={['a']} />",
  '```',
  '',
  '```tsx after title="v8"',
  "import { DataGrid } from '@mui/x-data-grid';",
  '```',
  '',
  '- A list item',
  '  ```bash',
  '  npx @mui/x-codemod@latest v8.0.0/data-grid/preset-safe src',
  '  ```',
  '````md',
  '```tsx',
  'nested',
  '```',
  '````',
].join('\n');

test('fenced blocks carry their language, meta, code and the line of their first code line', () => {
  expect(fencedBlocks(page)).toEqual([
    { lang: 'tsx', meta: 'before', code: "<DataGrid rowSelectionModel={['a']} />", line: 6 },
    { lang: 'tsx', meta: 'after title="v8"', code: "import { DataGrid } from '@mui/x-data-grid';", line: 10 },
    { lang: 'bash', meta: '', code: 'npx @mui/x-codemod@latest v8.0.0/data-grid/preset-safe src', line: 15 },
    { lang: 'md', meta: '', code: '```tsx\nnested\n```', line: 18 },
  ]);
});

test('a block is before or after only when its meta names the word', () => {
  expect(codeRole('before')).toBe('before');
  expect(codeRole('after title="v8"')).toBe('after');
  expect(codeRole('superseded')).toBe('superseded');
  expect(codeRole('title="afterwards"')).toBeUndefined();
  expect(codeRole('')).toBeUndefined();
});

test('the prose after a block runs to the next block', () => {
  const [before, after, bash] = fencedBlocks(page);
  expect(proseAfter(page, before!)).toBe('');
  expect(proseAfter(page, after!)).toBe('\n- A list item');
  expect(proseAfter(page, bash!)).toBe('');
});
