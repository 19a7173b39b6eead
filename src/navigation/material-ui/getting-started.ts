import type { NavEntry } from '../types';

/** Getting started with Material UI. */
export const gettingStartedNav: NavEntry = {
  pathname: '/material-ui/getting-started',
  title: 'Getting started',
  zh: '入门',
  children: [
    { pathname: '/material-ui/getting-started/installation', zh: '安装' },
    { pathname: '/material-ui/getting-started/usage', zh: '用法' },
    { pathname: '/material-ui/getting-started/example-projects', zh: '示例项目' },
    { pathname: '/material-ui/getting-started/templates', zh: '模板' },
    { pathname: '/material-ui/getting-started/learn', zh: '学习资源' },
    { pathname: '/material-ui/getting-started/faq', title: 'FAQs', zh: '常见问题' },
    { pathname: '/material-ui/getting-started/supported-components', zh: '支持的组件' },
    { pathname: '/material-ui/getting-started/supported-platforms', zh: '支持的平台' },
    { pathname: '/material-ui/getting-started/support', zh: '支持' },
  ],
};
