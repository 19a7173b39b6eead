import { describe, expect, it } from 'vitest';
import { buildNavTree } from '../../src/navigation/build';
import { placeholderRoutes } from '../../src/lib/placeholder-routes';
import { isNodeAvailable } from '../../src/lib/routes';
import type { NavEntry } from '../../src/navigation/types';

const x: NavEntry[] = [
  { pathname: '/x/introduction', title: 'Overview', zh: '概览' },
  { pathname: '/x/introduction/licensing', title: 'Licensing', zh: '许可' },
  { pathname: '/x/react-charts/#planned-charts', title: 'Future', zh: '未来', planned: true },
];
const general: NavEntry[] = [
  { pathname: '/material-ui/components/buttons', title: 'Button', zh: '按钮' },
  { pathname: '/versions', zh: '版本', hidden: true },
];
const trees = { x: buildNavTree(x), general: buildNavTree(general) };
const written = new Set(['/x/introduction']);

describe('placeholderRoutes', () => {
  it('gives each unwritten drawer entry a page in every language, and nothing else', () => {
    const routes = placeholderRoutes(trees, (node) => isNodeAvailable(node, written), ['en', 'zh']);
    expect(routes).toEqual([
      { slug: 'x/introduction/licensing', lang: 'en', pathname: '/x/introduction/licensing', treeId: 'x' },
      { slug: 'zh/x/introduction/licensing', lang: 'zh', pathname: '/x/introduction/licensing', treeId: 'x' },
      {
        slug: 'material-ui/components/buttons',
        lang: 'en',
        pathname: '/material-ui/components/buttons',
        treeId: 'general',
      },
      {
        slug: 'zh/material-ui/components/buttons',
        lang: 'zh',
        pathname: '/material-ui/components/buttons',
        treeId: 'general',
      },
    ]);
  });
});
