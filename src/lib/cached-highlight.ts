import { cachedTransform } from './build-cache/transform-cache';
import { CODE_CACHE_FOLDER, diskStore } from './build-cache/disk-store';
import { installedVersion } from './demos/installed-versions';
import { highlightCode, type CodeLanguage } from './highlight-code';
// The code that shapes the HTML is part of the key, so editing it retires the old entries.
import highlighterSource from './highlight-code.ts?raw';
import themesSource from './code-themes.ts?raw';
import colorsSource from './code-colors.ts?raw';

const highlight = cachedTransform({
  context: [
    'highlight',
    installedVersion('shiki'),
    installedVersion('@astrojs/markdown-remark'),
    highlighterSource,
    themesSource,
    colorsSource,
  ],
  compute: ({ code, lang }: { code: string; lang: CodeLanguage }) => highlightCode(code, lang),
  isOutput: (value): value is string => typeof value === 'string',
  store: diskStore(CODE_CACHE_FOLDER),
});

/** highlightCode, run once per block in a build and kept on disk between builds. */
export function cachedHighlight(code: string, lang: CodeLanguage): Promise<string> {
  return highlight({ code, lang });
}
