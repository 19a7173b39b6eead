import type { NavEntry } from '../types';

/** Material UI guides, migration guides included. */
export const guidesNav: NavEntry = {
  pathname: '/material-ui/guides',
  zh: '指南',
  children: [
    { pathname: '/material-ui/guides/api', title: 'API Design Approach', zh: 'API 设计方法' },
    { pathname: '/material-ui/guides/typescript', title: 'TypeScript', zh: 'TypeScript' },
    {
      pathname: '/material-ui/guides/interoperability',
      title: 'Style Library Interoperability',
      zh: '样式库互操作性',
    },
    { pathname: '/material-ui/guides/minimizing-bundle-size', zh: '减小打包体积' },
    { pathname: '/material-ui/guides/composition', zh: '组合' },
    { pathname: '/material-ui/guides/server-rendering', zh: '服务端渲染' },
    { pathname: '/material-ui/guides/responsive-ui', title: 'Responsive UI', zh: '响应式 UI' },
    { pathname: '/material-ui/guides/testing', zh: '测试' },
    { pathname: '/material-ui/guides/localization', zh: '本地化' },
    {
      pathname: '/material-ui/guides/content-security-policy',
      title: 'Content Security Policy',
      zh: '内容安全策略',
    },
    { pathname: '/material-ui/guides/right-to-left', title: 'Right-to-left', zh: '从右到左' },
    {
      pathname: '/material-ui/migration/migration-v6',
      title: 'Migration from v6',
      zh: '从 v6 迁移',
    },
    {
      pathname: '/material-ui/migration/migration-v5',
      title: 'Migration from v5',
      zh: '从 v5 迁移',
    },
    {
      pathname: '/material-ui/migration/migration-v4',
      title: 'Migration from v4',
      zh: '从 v4 迁移',
    },
  ],
};
