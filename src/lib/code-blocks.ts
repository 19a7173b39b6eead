/**
 * Fenced code blocks of a Markdown or MDX page, for the checks that read them. A migration
 * guide marks each code pair: ```tsx before (the old API, shown, never compiled) and
 * ```tsx after (the new API, type-checked against the installed packages by
 * scripts/typecheck-code-blocks.ts). An older guide's new API that a later major changed
 * again is ```tsx superseded: shown, never compiled, and followed by a link to the guide
 * that changed it.
 */
export interface FencedBlock {
  lang: string;
  /** Everything after the language on the opening fence. */
  meta: string;
  code: string;
  /** 1-based line of the block's first code line in the page. */
  line: number;
}

export type CodeRole = 'before' | 'after' | 'superseded';

const OPENING = /^(\s*)(`{3,}|~{3,})([\w+-]*)[ \t]*(.*)$/;

export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split('\n');
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING.exec(lines[index] ?? '');
    if (!opening) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = opening;
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length; end++) {
      const line = lines[end] ?? '';
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    blocks.push({ lang, meta: meta.trim(), code: body.join('\n'), line: index + 2 });
    index = end;
  }
  return blocks;
}

/** `before`, `after` or `superseded` when the block's meta names one of them as a word. */
export function codeRole(meta: string): CodeRole | undefined {
  const words = meta.split(/\s+/);
  if (words.includes('before')) return 'before';
  if (words.includes('superseded')) return 'superseded';
  if (words.includes('after')) return 'after';
  return undefined;
}

/** The prose between a block's closing fence and the next block's opening fence (or the end). */
export function proseAfter(markdown: string, block: FencedBlock): string {
  const lines = markdown.split('\n');
  const after = lines.slice(block.line - 1 + block.code.split('\n').length + 1);
  const next = after.findIndex((line) => OPENING.test(line));
  return (next === -1 ? after : after.slice(0, next)).join('\n');
}

const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript']);

export function isTypeScript(block: FencedBlock): boolean {
  return TYPESCRIPT.has(block.lang);
}
