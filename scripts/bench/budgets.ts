/** The page templates the benchmark and the budget checks measure, one page each. */
export const templates = {
  intro: '/x/introduction',
  'data grid (demos)': '/x/react-data-grid',
  'DataGrid API': '/x/api/data-grid/data-grid',
  'zh page': '/zh/x/introduction/licensing',
  'component page': '/material-ui/components/buttons',
  '404': '/404.html',
} as const;

export type Template = keyof typeof templates;

/** Pages meant to be read, not used: they must work without JavaScript and ship little of it. */
export const textTemplates: Template[] = ['intro', 'DataGrid API', 'zh page', '404'];

const KB = 1024;

/**
 * What a text page may fetch in JavaScript (gzipped) while the reader touches nothing: the
 * page script and the work that waits for an idle browser, but no React; islands hydrate when
 * the reader reaches them.
 */
export const TEXT_PAGE_JS_WITHOUT_INPUT = 30 * KB;

/**
 * Gzipped byte budgets per template, checked by the test suite on every build. Text pages get
 * the product target (120 KB of JavaScript in all); the others are today's weight plus a
 * margin, so that growth is a decision rather than an accident.
 */
export const budgets: Record<Template, { js: number; css: number; html: number }> = {
  intro: { js: 120 * KB, css: 15 * KB, html: 28 * KB },
  // The overview shows a DataGridPro and a DataGridPremium demo beside the free grid since its
  // outline's three demos landed (438.6 KB of JavaScript, all loaded only near each demo).
  'data grid (demos)': { js: 460 * KB, css: 24 * KB, html: 44 * KB },
  'DataGrid API': { js: 120 * KB, css: 15 * KB, html: 45 * KB },
  'zh page': { js: 120 * KB, css: 15 * KB, html: 30 * KB },
  'component page': { js: 230 * KB, css: 55 * KB, html: 52 * KB },
  '404': { js: 120 * KB, css: 10 * KB, html: 10 * KB },
};
