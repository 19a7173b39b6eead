import { createShikiHighlighter, type ShikiHighlighter } from '@astrojs/markdown-remark';
import { codeHighlighting } from './code-themes';

export type CodeLanguage = 'tsx' | 'jsx' | 'bash';

let highlighter: Promise<ShikiHighlighter> | undefined;

/** The HTML of a highlighted block, the same that Astro's <Code> renders with codeHighlighting. */
export async function highlightCode(code: string, lang: CodeLanguage): Promise<string> {
  highlighter ??= createShikiHighlighter({ themes: codeHighlighting.themes });
  return (await highlighter).codeToHtml(code, lang, {
    defaultColor: codeHighlighting.defaultColor,
    wrap: false,
    // codeHighlighting's transformers lift Shiki's per-line time limit, so a cached block
    // depends on the code alone.
    transformers: codeHighlighting.transformers,
  });
}
