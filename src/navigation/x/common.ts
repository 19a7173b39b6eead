import type { NavEntry } from '../types';

/** The top of the MUI X drawer: what's new, the introduction and the common concepts. */
export const introductionNav: NavEntry[] = [
  { pathname: '/x/whats-new', title: "What's new in MUI X", zh: 'MUI X 新功能' },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    zh: '简介',
    children: [
      { pathname: '/x/introduction', title: 'Overview', zh: '概览' },
      { pathname: '/x/introduction/installation', zh: '安装' },
      { pathname: '/x/introduction/licensing', zh: '许可' },
      { pathname: '/x/introduction/support', zh: '支持' },
      { pathname: '/x/llms.txt', title: 'llms.txt', zh: 'llms.txt', newFeature: true },
      { pathname: '/x/introduction/mcp', zh: '通过 MCP 获取 AI 支持', newFeature: true },
      {
        pathname: '/x/introduction/priority-support',
        zh: '优先支持',
        plan: 'premium',
        newFeature: true,
      },
      { pathname: '/x/guides/telemetry', zh: '遥测', plan: 'pro' },
      { pathname: '/x/introduction/roadmap', zh: '路线图' },
    ],
  },
  {
    pathname: '/x/common-features-group',
    title: 'Common concepts',
    zh: '通用概念',
    children: [{ pathname: '/x/common-concepts/custom-components', zh: '插槽与子组件' }],
  },
];

/** The bottom of the MUI X drawer: the migration guides, newest first. */
export const migrationNav: NavEntry = {
  pathname: '/x/migration-group',
  title: 'Migration',
  zh: '迁移',
  children: [
    {
      pathname: '/x/migration-v8',
      title: 'Upgrade to v8',
      zh: '升级到 v8',
      subheader: true,
      children: [
        {
          pathname: '/x/migration/migration-data-grid-v7',
          title: 'Breaking changes: Data Grid',
          zh: '破坏性变更：数据表格',
        },
        {
          pathname: '/x/migration/migration-pickers-v7',
          title: 'Breaking changes: Date and Time Pickers',
          zh: '破坏性变更：日期和时间选择器',
        },
        {
          pathname: '/x/migration/migration-charts-v7',
          title: 'Breaking changes: Charts',
          zh: '破坏性变更：图表',
        },
        {
          pathname: '/x/migration/migration-tree-view-v7',
          title: 'Breaking changes: Tree View',
          zh: '破坏性变更：树视图',
        },
        {
          pathname: '/x/migration/usage-with-material-ui-v5-v6',
          title: 'Usage with Material UI v5/v6',
          zh: 'Material UI v5/v6 用法',
        },
      ],
    },
    {
      pathname: '/x/migration-v7',
      title: 'Upgrade to v7',
      zh: '升级到 v7',
      children: [
        {
          pathname: '/x/migration/migration-data-grid-v6',
          title: 'Breaking changes: Data Grid',
          zh: '破坏性变更：数据表格',
        },
        {
          pathname: '/x/migration/migration-pickers-v6',
          title: 'Breaking changes: Date and Time Pickers',
          zh: '破坏性变更：日期和时间选择器',
        },
        {
          pathname: '/x/migration/migration-charts-v6',
          title: 'Breaking changes: Charts',
          zh: '破坏性变更：图表',
        },
        {
          pathname: '/x/migration/migration-tree-view-v6',
          title: 'Breaking changes: Tree View',
          zh: '破坏性变更：树视图',
        },
      ],
    },
    {
      pathname: '/x/migration-v6',
      title: 'Upgrade to v6',
      zh: '升级到 v6',
      children: [
        {
          pathname: '/x/migration/migration-data-grid-v5',
          title: 'Breaking changes: Data Grid',
          zh: '破坏性变更：数据表格',
        },
        {
          pathname: '/x/migration/migration-pickers-v5',
          title: 'Breaking changes: Date and Time Pickers',
          zh: '破坏性变更：日期和时间选择器',
        },
        {
          pathname: '/x/migration/migration-tree-view-lab',
          title: 'Migration from lab to v6 (Tree View)',
          zh: '从 lab 迁移到 v6（树视图）',
        },
      ],
    },
    {
      pathname: '/x/migration-earlier',
      title: 'Earlier versions',
      zh: '更早版本',
      children: [
        {
          pathname: '/x/migration/migration-pickers-lab',
          title: 'Migration from lab to v5 (Date and Time Pickers)',
          zh: '从 lab 迁移到 v5（日期和时间选择器）',
        },
        {
          pathname: '/x/migration/migration-data-grid-v4',
          title: 'Migration from v4 to v5 (Data Grid)',
          zh: '从 v4 迁移到 v5（数据表格）',
        },
      ],
    },
  ],
};
