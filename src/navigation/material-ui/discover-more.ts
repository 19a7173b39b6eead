import type { NavEntry } from '../types';

/** Showcase, sponsors, roadmap and the rest about the project. */
export const discoverMoreNav: NavEntry = {
  pathname: '/material-ui/discover-more',
  title: 'Discover more',
  zh: '探索更多',
  children: [
    { pathname: '/material-ui/discover-more/showcase', zh: '案例展示' },
    { pathname: '/material-ui/discover-more/related-projects', zh: '相关项目' },
    { pathname: '/material-ui/discover-more/roadmap', zh: '路线图' },
    {
      pathname: '/material-ui/discover-more/backers',
      title: 'Sponsors & Backers',
      zh: '赞助者与支持者',
    },
    { pathname: '/material-ui/discover-more/vision', zh: '愿景' },
    { pathname: '/material-ui/discover-more/changelog', zh: '更新日志' },
    { pathname: '/material-ui/discover-more/languages', zh: '语言' },
  ],
};
