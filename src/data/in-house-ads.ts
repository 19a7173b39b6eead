import type { InHouseAd } from '../lib/ads/flow';
import type { Language } from '../lib/languages';

/**
 * Ads the docs team writes about its own products. One is shown at random to readers whose
 * ad blocker hides the network's ad. Links are site paths; images live in public/ads/.
 */
export const inHouseAds: Record<Language, InHouseAd[]> = {
  en: [
    {
      name: 'MUI X Pro',
      link: '/x/introduction/licensing',
      img: '/ads/mui-x-pro.svg',
      description: 'Column pinning, tree data and lazy loading: the Data Grid goes further with MUI X Pro.',
      poweredby: 'MUI',
      label: 'in-house-mui-x-pro',
    },
    {
      name: 'Material UI templates',
      link: '/material-ui/getting-started/templates',
      img: '/ads/material-ui-templates.svg',
      description: 'Start from a free dashboard, sign-in or checkout page built with Material UI.',
      poweredby: 'MUI',
      label: 'in-house-templates',
    },
    {
      name: 'Priority Support',
      link: '/x/introduction/priority-support',
      img: '/ads/priority-support.svg',
      description: 'Answers within agreed response times from the team that builds MUI X.',
      poweredby: 'MUI',
      label: 'in-house-priority-support',
    },
  ],
  zh: [
    {
      name: 'MUI X Pro',
      link: '/x/introduction/licensing',
      img: '/ads/mui-x-pro.svg',
      description: '列固定、树形数据和懒加载：MUI X Pro 让 Data Grid 更进一步。',
      poweredby: 'MUI',
      label: 'in-house-mui-x-pro',
    },
    {
      name: 'Material UI 模板',
      link: '/material-ui/getting-started/templates',
      img: '/ads/material-ui-templates.svg',
      description: '从用 Material UI 搭建的免费仪表盘、登录页或结账页开始。',
      poweredby: 'MUI',
      label: 'in-house-templates',
    },
    {
      name: '优先支持',
      link: '/x/introduction/priority-support',
      img: '/ads/priority-support.svg',
      description: '由 MUI X 开发团队在约定的响应时间内答复你的问题。',
      poweredby: 'MUI',
      label: 'in-house-priority-support',
    },
  ],
};
