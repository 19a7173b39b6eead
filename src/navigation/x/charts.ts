import type { NavEntry } from '../types';
import { apiReference } from './api-reference';

/** The Charts part of the MUI X drawer. */
export const chartsNav: NavEntry = {
  pathname: '/x/react-charts-group',
  title: 'Charts',
  zh: '图表',
  children: [
    { pathname: '/x/react-charts', title: 'Overview', zh: '概览' },
    { pathname: '/x/react-charts/quickstart', zh: '快速入门' },
    { pathname: '/x/react-charts/examples', zh: '示例' },
    {
      pathname: '/x/react-chart-components',
      title: 'Components',
      zh: '组件',
      subheader: true,
      children: [
        {
          pathname: '/x/react-charts-bars',
          title: 'Bars',
          zh: '柱状图',
          newFeature: true,
          children: [
            { pathname: '/x/react-charts/bars', title: 'Bars overview', zh: '柱状图概览' },
            {
              pathname: '/x/react-charts/range-bar',
              title: 'Range bar',
              zh: '范围柱状图',
              plan: 'premium',
              newFeature: true,
            },
            { pathname: '/x/react-charts/bar-demo', title: 'Demos', zh: '演示' },
          ],
        },
        {
          pathname: '/x/react-charts-lines',
          title: 'Lines',
          zh: '折线图',
          children: [
            { pathname: '/x/react-charts/lines', title: 'Lines overview', zh: '折线图概览' },
            { pathname: '/x/react-charts/line-demo', title: 'Lines demo', zh: '折线图演示' },
            { pathname: '/x/react-charts/areas-demo', title: 'Area demo', zh: '面积图演示' },
          ],
        },
        {
          pathname: '/x/react-charts-pie',
          title: 'Pie',
          zh: '饼图',
          children: [
            { pathname: '/x/react-charts/pie', title: 'Pie overview', zh: '饼图概览' },
            { pathname: '/x/react-charts/pie-demo', title: 'Demo', zh: '演示' },
          ],
        },
        {
          pathname: '/x/react-charts-scatter',
          title: 'Scatter',
          zh: '散点图',
          children: [
            { pathname: '/x/react-charts/scatter', title: 'Scatter overview', zh: '散点图概览' },
            { pathname: '/x/react-charts/scatter-demo', title: 'Demo', zh: '演示' },
          ],
        },
        { pathname: '/x/react-charts/sparkline', zh: '迷你图' },
        { pathname: '/x/react-charts/gauge', zh: '仪表盘' },
        { pathname: '/x/react-charts/radar', zh: '雷达图' },
        { pathname: '/x/react-charts/heatmap', zh: '热力图', plan: 'pro' },
        {
          pathname: '/x/react-charts-funnel',
          title: 'Funnel',
          zh: '漏斗图',
          plan: 'pro',
          children: [
            { pathname: '/x/react-charts/funnel', title: 'Funnel overview', zh: '漏斗图概览' },
            { pathname: '/x/react-charts/pyramid', title: 'Pyramid demo', zh: '金字塔图演示' },
          ],
        },
        { pathname: '/x/react-charts/sankey', zh: '桑基图', plan: 'pro', unstable: true },
        {
          pathname: '/x/react-charts/#planned-charts',
          title: 'Future Components',
          zh: '未来组件',
          planned: true,
        },
        {
          pathname: '/x/react-charts/main-features',
          title: 'Main features',
          zh: '主要功能',
          subheader: true,
          children: [
            { pathname: '/x/react-charts/animation', zh: '动画' },
            { pathname: '/x/react-charts/axis', zh: '坐标轴' },
            { pathname: '/x/react-charts/brush', zh: '刷选' },
            { pathname: '/x/react-charts/components', title: 'Custom components', zh: '自定义组件' },
            { pathname: '/x/react-charts/composition', zh: '组合' },
            {
              pathname: '/x/react-charts/data-grid-integration',
              title: 'Data Grid integration',
              zh: '数据表格集成',
              plan: 'premium',
              unstable: true,
            },
            { pathname: '/x/react-charts/export', zh: '导出', plan: 'pro' },
            { pathname: '/x/react-charts/highlighting', zh: '高亮' },
            { pathname: '/x/react-charts/label', zh: '标签' },
            { pathname: '/x/react-charts/legend', zh: '图例' },
            { pathname: '/x/react-charts/localization', zh: '本地化' },
            { pathname: '/x/react-charts/stacking', zh: '堆叠' },
            { pathname: '/x/react-charts/styling', zh: '样式' },
            { pathname: '/x/react-charts/toolbar', zh: '工具栏' },
            { pathname: '/x/react-charts/tooltip', zh: '工具提示' },
            {
              pathname: '/x/react-charts/zoom-and-pan',
              zh: '缩放和平移',
              plan: 'pro',
            },
            {
              pathname: '/x/react-charts/content-security-policy',
              zh: '内容安全策略',
            },
          ],
        },
        {
          pathname: '/x/api/chart-resources',
          title: 'Resources',
          zh: '资源',
          subheader: true,
          children: [
            apiReference('charts'),
            {
              pathname: '/x/react-charts/hooks-group',
              title: 'Hooks',
              zh: 'Hooks',
              children: [
                { pathname: '/x/react-charts/hooks', title: 'Overview', zh: '概览' },
                {
                  pathname: '/x/react-charts/hooks/use-series',
                  zh: 'useSeries',
                },
                {
                  pathname: '/x/react-charts/hooks/use-legend',
                  zh: 'useLegend',
                },
                {
                  pathname: '/x/react-charts/hooks/use-drawing-area',
                  zh: 'useDrawingArea',
                },
                {
                  pathname: '/x/react-charts/hooks/use-scale',
                  zh: 'useScale',
                },
                { pathname: '/x/react-charts/hooks/use-axes', zh: 'useAxes' },
                {
                  pathname: '/x/react-charts/hooks/use-dataset',
                  zh: 'useDataset',
                },
              ],
            },
            { pathname: '/x/react-charts/plugins', zh: '插件' },
          ],
        },
      ],
    },
  ],
};
