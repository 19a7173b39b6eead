import type { NavEntry } from '../types';

/** MUI System and its legacy styles package. */
export const systemNav: NavEntry[] = [
  {
    pathname: '/system',
    zh: 'System',
    children: [
      { pathname: '/system/basics', zh: '基础' },
      { pathname: '/system/borders', zh: '边框' },
      { pathname: '/system/display', zh: '显示' },
      { pathname: '/system/flexbox', zh: 'Flexbox' },
      { pathname: '/system/palette', zh: '调色板' },
      { pathname: '/system/positions', zh: '定位' },
      { pathname: '/system/shadows', zh: '阴影' },
      { pathname: '/system/sizing', zh: '尺寸' },
      { pathname: '/system/spacing', zh: '间距' },
      { pathname: '/system/screen-readers', zh: '屏幕阅读器' },
      { pathname: '/system/typography', zh: '排版' },
      { pathname: '/system/properties', zh: '属性' },
    ],
  },
  {
    pathname: '/system/styles',
    title: 'Styles (legacy)',
    zh: '样式（旧版）',
    children: [
      { pathname: '/system/styles/basics', zh: '基础' },
      { pathname: '/system/styles/advanced', zh: '高级' },
      { pathname: '/system/styles/api', title: 'API', zh: 'API' },
    ],
  },
];
