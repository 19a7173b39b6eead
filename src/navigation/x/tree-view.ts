import type { NavEntry } from '../types';
import { apiReference } from './api-reference';

/** The Tree View part of the MUI X drawer. */
export const treeViewNav: NavEntry = {
  pathname: '/x/react-tree-view-group',
  title: 'Tree View',
  zh: '树视图',
  children: [
    { pathname: '/x/react-tree-view', title: 'Overview', zh: '概览' },
    { pathname: '/x/react-tree-view/quickstart', title: 'Quickstart', zh: '快速入门' },
    {
      pathname: '/x/react-tree-view/simple-tree-view',
      title: 'Simple Tree View',
      zh: '简单树视图',
      subheader: true,
      children: [
        { pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items', zh: '条目' },
        { pathname: '/x/react-tree-view/simple-tree-view/selection', title: 'Selection', zh: '选择' },
        { pathname: '/x/react-tree-view/simple-tree-view/expansion', title: 'Expansion', zh: '展开' },
        { pathname: '/x/react-tree-view/simple-tree-view/customization', title: 'Customization', zh: '自定义' },
        { pathname: '/x/react-tree-view/simple-tree-view/focus', title: 'Focus', zh: '焦点' },
      ],
    },
    {
      pathname: '/x/react-tree-view/rich-tree-view',
      title: 'Rich Tree View',
      zh: '富树视图',
      subheader: true,
      children: [
        { pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items', zh: '条目' },
        { pathname: '/x/react-tree-view/rich-tree-view/selection', title: 'Selection', zh: '选择' },
        { pathname: '/x/react-tree-view/rich-tree-view/expansion', title: 'Expansion', zh: '展开' },
        { pathname: '/x/react-tree-view/rich-tree-view/customization', title: 'Customization', zh: '自定义' },
        { pathname: '/x/react-tree-view/rich-tree-view/focus', title: 'Focus', zh: '焦点' },
        {
          pathname: '/x/react-tree-view/rich-tree-view/editing',
          title: 'Label editing',
          zh: '标签编辑',
          newFeature: true,
        },
        {
          pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
          title: 'Lazy loading',
          zh: '懒加载',
          plan: 'pro',
          newFeature: true,
        },
        {
          pathname: '/x/react-tree-view/rich-tree-view/ordering',
          title: 'Ordering',
          zh: '重新排序',
          plan: 'pro',
          newFeature: true,
        },
      ],
    },
    {
      pathname: '/x/react-tree-view/main-features',
      title: 'Main features',
      zh: '主要功能',
      subheader: true,
      children: [
        { pathname: '/x/react-tree-view/accessibility', title: 'Accessibility', zh: '无障碍' },
        {
          pathname: '/x/react-tree-view/tree-item-customization',
          title: 'Item customization',
          zh: '条目自定义',
        },
      ],
    },
    {
      pathname: '/x/api/tree-view-resources',
      title: 'Resources',
      zh: '资源',
      subheader: true,
      children: [apiReference('tree-view')],
    },
  ],
};
