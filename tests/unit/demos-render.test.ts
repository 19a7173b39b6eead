// Every demo renders on the server without an error or a warning, and renders the same HTML
// whatever the clock and Math.random say: what the browser's first render must match for the
// demo to hydrate instead of being rendered again. Node only, milliseconds a demo.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import DocsThemeProvider from '../../src/islands/theme/DocsThemeProvider';

const demos = import.meta.glob<{ default: ComponentType }>([
  '../../src/demos/**/*.tsx',
  '!../../src/demos/**/*.tailwind.tsx',
  '!../../src/demos/**/*.css.tsx',
]);

/** Pro and Premium packages announce the missing licence key: expected without a key. */
const LICENCE_NOTICE = /MUI X: Missing license key/;

function render(Demo: ComponentType, now: string, seed: number): string {
  vi.setSystemTime(new Date(now));
  let state = seed;
  vi.spyOn(Math, 'random').mockImplementation(() => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  });
  return renderToString(createElement(DocsThemeProvider, { lang: 'en', children: createElement(Demo) }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test.each(Object.keys(demos).map((path) => path.replace('../../src/demos/', '')))('%s', async (name) => {
  const Demo = (await demos[`../../src/demos/${name}`]!()).default;
  const problems: string[] = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const message = args.map(String).join(' ');
      if (!LICENCE_NOTICE.test(message)) problems.push(`console.${level}: ${message.slice(0, 300)}`);
    });
  }
  vi.useFakeTimers({ toFake: ['Date'] });
  const first = render(Demo, '2026-03-02T09:15:00Z', 1);
  const second = render(Demo, '2027-11-20T21:40:00Z', 7);
  expect(problems).toEqual([]);
  expect(second, 'the first render depends on the clock or on Math.random').toBe(first);
});
