import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { readdirSync } from 'node:fs';
import DocsThemeProvider from '../../src/islands/theme/DocsThemeProvider';
import DemoToolbar from '../../src/islands/demos/DemoToolbar';
const files = readdirSync('src/demos', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !/\.(tailwind|css)\.tsx$/.test(f));
const rows: [string, number, number][] = [];
const silence = console.error; console.error = () => {}; console.warn = () => {};
for (const file of files) {
  const Demo = ((await import(/* @vite-ignore */ `/work/main/src/demos/${file}`)) as { default: ComponentType }).default;
  const times: number[] = []; let size = 0;
  for (let i = 0; i < 7; i++) { const t = performance.now(); size = renderToString(createElement(DocsThemeProvider, { lang: 'en', children: createElement(Demo) })).length; times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  rows.push([file, times[3]!, size]);
}
console.error = silence;
rows.sort((a, b) => b[1] - a[1]);
for (const [f, ms, size] of rows) console.log(ms.toFixed(1).padStart(6), String(size).padStart(7), f);
console.log('sum of medians', rows.reduce((s, r) => s + r[1], 0).toFixed(0), 'ms over', rows.length);
const tb: number[] = [];
for (let i = 0; i < 15; i++) { const t = performance.now(); renderToString(createElement(DemoToolbar, { name: 'Demo', hasTypeScript: true, defaultCodeOpen: false, dependencies: {}, sourceUrl: undefined, lang: 'en', translations: {} as never } as never)); tb.push(performance.now() - t); }
tb.sort((a, b) => a - b); console.log('toolbar median', tb[7]!.toFixed(1));
