import {
  createShikiHighlighter,
  type ShikiHighlighter,
  type ShikiHighlighterHighlightOptions,
} from '@astrojs/markdown-remark';
import { codeHighlighting } from './code-themes';

export type CodeLanguage = 'tsx' | 'jsx' | 'bash';
type ShikiTransformer = NonNullable<ShikiHighlighterHighlightOptions['transformers']>[number];

/**
 * Shiki gives up on a line after 500 ms and leaves the rest of it uncoloured, which a busy
 * machine can cause; a cached block would keep that. Without the limit, the HTML depends on
 * the code alone.
 */
const noTimeLimit: ShikiTransformer = {
  name: 'docs:no-time-limit',
  preprocess(_code, options) {
    options.tokenizeTimeLimit = 0;
  },
};

let highlighter: Promise<ShikiHighlighter> | undefined;

/** The HTML of a highlighted block, the same that Astro's <Code> renders with codeHighlighting. */
export async function highlightCode(code: string, lang: CodeLanguage): Promise<string> {
  highlighter ??= createShikiHighlighter({ themes: codeHighlighting.themes });
  return (await highlighter).codeToHtml(code, lang, {
    defaultColor: codeHighlighting.defaultColor,
    wrap: false,
    transformers: [noTimeLimit, ...codeHighlighting.transformers],
  });
}
