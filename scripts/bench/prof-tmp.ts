import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demosOfPage, realDemoIds, syntheticPage } from './synthetic-pages';
const CONTENT = 'src/content/docs/en/scale-test';
const NAV = 'src/navigation/scale-test.generated.ts';
const PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view', 'material-ui'];
const perProduct = Number(process.argv[2] ?? 40);
if (perProduct === 0) { rmSync(CONTENT, { recursive: true, force: true }); rmSync(NAV, { force: true }); process.exit(0); }
const demoIds = realDemoIds(readdirSync('src/demos', { recursive: true, encoding: 'utf8' }));
rmSync(CONTENT, { recursive: true, force: true });
const entries = PRODUCTS.map((product, productIndex) => {
  mkdirSync(path.join(CONTENT, product), { recursive: true });
  const children = Array.from({ length: perProduct }, (_, index) => {
    const pageDemos = demosOfPage(demoIds, productIndex * perProduct + index);
    writeFileSync(path.join(CONTENT, product, `page-${index}.mdx`), syntheticPage(product, index, pageDemos));
    return { pathname: `/scale-test/${product}/page-${index}`, title: `Page ${index}`, zh: `页面 ${index}` };
  });
  return { pathname: `/scale-test/${product}-group`, title: `Scale test ${product}`, zh: `规模测试 ${product}`, children };
});
writeFileSync(NAV, `export const scaleEntries = ${JSON.stringify(entries)};\n`);
