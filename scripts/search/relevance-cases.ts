// What a reader types, on which page, and the page that must be among the first three results
// the search dialog lists (the first one, with `first`). `expect` is a pathname, with the hash
// of an API member where the query names one. Every expected page is a written page or an API
// page.

export interface RelevanceCase {
  query: string;
  expect: string;
  first?: boolean;
}

export const relevanceCases: Record<string, RelevanceCase[]> = {
  '/x/introduction': [
    { query: 'date picker', expect: '/x/react-date-pickers/date-picker' },
    { query: 'time picker', expect: '/x/react-date-pickers/time-picker' },
    { query: 'DataGrid', expect: '/x/api/data-grid/data-grid' },
    { query: 'DataGridPro', expect: '/x/api/data-grid/data-grid-pro' },
    { query: 'GridColDef', expect: '/x/api/data-grid/grid-col-def' },
    { query: 'license key', expect: '/x/introduction/licensing' },
    { query: 'licensing', expect: '/x/introduction/licensing' },
    { query: 'installation', expect: '/x/introduction/installation' },
    { query: 'row selection', expect: '/x/react-data-grid/row-selection' },
    // Several products have a quickstart: from a page of none of them, the reader names one.
    { query: 'data grid quickstart', expect: '/x/react-data-grid/quickstart' },
    { query: 'pickers quickstart', expect: '/x/react-date-pickers/quickstart' },
    { query: 'bar chart', expect: '/x/react-charts/bars' },
    { query: 'BarChart', expect: '/x/api/charts/bar-chart' },
    { query: 'charts', expect: '/x/react-charts' },
    { query: 'tree view', expect: '/x/react-tree-view' },
    { query: 'RichTreeView', expect: '/x/api/tree-view/rich-tree-view' },
    { query: 'SimpleTreeView', expect: '/x/api/tree-view/simple-tree-view' },
    { query: 'DateCalendar', expect: '/x/api/date-pickers/date-calendar' },
    { query: 'telemetry', expect: '/x/guides/telemetry' },
    { query: 'roadmap', expect: '/x/introduction/roadmap' },
    { query: 'priority support', expect: '/x/introduction/priority-support' },
    { query: 'MCP server', expect: '/x/introduction/mcp' },
    { query: 'real-time data', expect: '/x/react-data-grid/demos/real-time-data' },
    { query: 'inventory', expect: '/x/react-data-grid/demos/inventory' },
    { query: 'time off calendar', expect: '/x/react-data-grid/demos/time-off-calendar' },
    { query: 'date library adapter', expect: '/x/react-date-pickers' },
    // A component's name leads to its page, not to props of the same name.
    { query: 'autocomplete', expect: '/material-ui/api/autocomplete', first: true },
    // A prop of several components: the one most guide pages use first.
    { query: 'checkboxSelection', expect: '/x/api/data-grid/data-grid#props-checkboxSelection', first: true },
    // A component's name, then one of its props.
    { query: 'DataGrid rows', expect: '/x/api/data-grid/data-grid#props-rows', first: true },
    { query: 'data grid checkbox selection', expect: '/x/api/data-grid/data-grid#props-checkboxSelection' },
  ],
  '/x/react-data-grid': [
    // On a product's page, its own quickstart.
    { query: 'quickstart', expect: '/x/react-data-grid/quickstart' },
    { query: 'pagination', expect: '/x/react-data-grid/pagination' },
    { query: 'server-side pagination', expect: '/x/react-data-grid/pagination' },
    { query: 'checkboxSelection', expect: '/x/api/data-grid/data-grid#props-checkboxSelection' },
    { query: 'paginationModel', expect: '/x/api/data-grid/data-grid#props-paginationModel' },
    { query: 'autoPageSize', expect: '/x/api/data-grid/data-grid#props-autoPageSize' },
    { query: 'rowSelectionModel', expect: '/x/api/data-grid/data-grid#props-rowSelectionModel' },
    { query: 'installation', expect: '/x/introduction/installation' },
    // Chinese typed on an English page finds the Chinese pages.
    { query: '分页', expect: '/zh/x/react-data-grid/pagination' },
    { query: '行选择', expect: '/zh/x/react-data-grid/row-selection' },
  ],
  '/x/react-tree-view': [
    // The reader's product first, before the most used component.
    { query: 'checkboxSelection', expect: '/x/api/tree-view/rich-tree-view#props-checkboxSelection' },
  ],
  '/material-ui/getting-started/installation': [
    { query: 'pagination', expect: '/material-ui/components/pagination' },
    { query: 'installation', expect: '/material-ui/getting-started/installation' },
    { query: 'button', expect: '/material-ui/components/buttons' },
    { query: 'Button API', expect: '/material-ui/api/button' },
    { query: 'disableElevation', expect: '/material-ui/api/button#props-disableElevation' },
    { query: 'TablePagination', expect: '/material-ui/api/table-pagination' },
    { query: 'localization', expect: '/material-ui/guides/localization' },
    { query: 'templates', expect: '/material-ui/getting-started/templates' },
    { query: 'supported platforms', expect: '/material-ui/getting-started/supported-platforms' },
    { query: 'frequently asked questions', expect: '/material-ui/getting-started/faq' },
    { query: 'example projects', expect: '/material-ui/getting-started/example-projects' },
    { query: 'TextField autoComplete', expect: '/material-ui/api/text-field#props-autoComplete', first: true },
    { query: 'Button variant', expect: '/material-ui/api/button#props-variant', first: true },
    { query: '按钮', expect: '/zh/material-ui/components/buttons' },
  ],
  // Chinese queries are written as readers type them: no spaces between words.
  '/zh/x/introduction': [
    { query: '许可', expect: '/zh/x/introduction/licensing' },
    { query: '许可证密钥', expect: '/zh/x/introduction/licensing' },
    { query: '安装', expect: '/zh/x/introduction/installation' },
    { query: '路线图', expect: '/zh/x/introduction/roadmap' },
    { query: '遥测', expect: '/zh/x/guides/telemetry' },
    { query: '优先支持', expect: '/zh/x/introduction/priority-support' },
    { query: '数据表格 快速入门', expect: '/zh/x/react-data-grid/quickstart' },
    { query: '日期选择器', expect: '/zh/x/react-date-pickers/date-picker' },
    { query: '时间选择器', expect: '/zh/x/react-date-pickers/time-picker' },
    { query: '日期库适配器', expect: '/zh/x/react-date-pickers' },
    { query: '柱状图', expect: '/zh/x/react-charts/bars' },
    { query: '树视图', expect: '/zh/x/react-tree-view' },
  ],
  '/zh/x/react-data-grid': [
    { query: '快速入门', expect: '/zh/x/react-data-grid/quickstart' },
    { query: '分页', expect: '/zh/x/react-data-grid/pagination' },
    { query: '行选择', expect: '/zh/x/react-data-grid/row-selection' },
  ],
  '/zh/material-ui/getting-started/installation': [
    { query: '本地化', expect: '/zh/material-ui/guides/localization' },
    { query: '按钮', expect: '/zh/material-ui/components/buttons' },
    { query: '模板', expect: '/zh/material-ui/getting-started/templates' },
    { query: '分页', expect: '/zh/material-ui/components/pagination' },
  ],
};
