import type { NavEntry } from '../types';

/** Theming and customizing Material UI. */
export const customizationNav: NavEntry = {
  pathname: '/material-ui/customization',
  zh: '自定义',
  children: [
    {
      pathname: '/material-ui/customization/theme',
      zh: '主题',
      subheader: true,
      children: [
        { pathname: '/material-ui/customization/theming', zh: '主题化' },
        { pathname: '/material-ui/customization/palette', zh: '调色板' },
        { pathname: '/material-ui/customization/typography', zh: '排版' },
        { pathname: '/material-ui/customization/spacing', zh: '间距' },
        { pathname: '/material-ui/customization/breakpoints', zh: '断点' },
        { pathname: '/material-ui/customization/density', zh: '密度' },
        { pathname: '/material-ui/customization/z-index', title: 'z-index', zh: 'z-index' },
        { pathname: '/material-ui/customization/globals', zh: '全局设置' },
        { pathname: '/material-ui/customization/transitions', zh: '过渡动画' },
      ],
    },
    {
      pathname: '/material-ui/customization/how-to-customize',
      title: 'How to customize',
      zh: '如何自定义',
    },
    { pathname: '/material-ui/customization/color', zh: '颜色' },
    { pathname: '/material-ui/customization/default-theme', zh: '默认主题' },
  ],
};
