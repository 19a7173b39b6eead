/** A run of an excerpt; `match` runs are the query's words. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => entities[name.toLowerCase()] ?? whole);
}

// Chinese is indexed as words, so an excerpt may carry spaces Pagefind put between them,
// also on either side of a <mark>.
const cjk = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';
const cjkSpace = new RegExp(`(${cjk}(?:</?mark>)?)\\s+((?:</?mark>)?)(?=${cjk})`, 'g');

/**
 * Splits a Pagefind excerpt (escaped text with `<mark>` around matches) into plain runs, so
 * the dialog renders text, never HTML.
 */
export function parseExcerpt(raw: string): ExcerptPart[] {
  const excerpt = raw.replace(cjkSpace, '$1$2');
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>(.*?)<\/mark>/gs;
  let last = 0;
  for (const found of excerpt.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: excerpt.slice(last, found.index), match: false });
    parts.push({ text: found[1] ?? '', match: true });
    last = found.index + found[0].length;
  }
  if (last < excerpt.length) parts.push({ text: excerpt.slice(last), match: false });
  return parts
    .map((part) => ({ ...part, text: decode(part.text.replace(/<[^>]*>/g, '')) }))
    .filter((part) => part.text !== '');
}

/**
 * Drops the page title from the start of an excerpt: a page's text opens with its h1, which
 * the result already shows as its title.
 */
export function withoutLeadingTitle(parts: ExcerptPart[], title: string): ExcerptPart[] {
  const text = parts.map((part) => part.text).join('');
  const trimmed = title.trim();
  if (!trimmed || !text.startsWith(trimmed) || !/^[\s.:]/.test(text.slice(trimmed.length))) return parts;
  let remove = trimmed.length;
  const rest: ExcerptPart[] = [];
  for (const part of parts) {
    if (remove >= part.text.length) {
      remove -= part.text.length;
      continue;
    }
    rest.push({ ...part, text: part.text.slice(remove) });
    remove = 0;
  }
  if (rest[0]) rest[0] = { ...rest[0], text: rest[0].text.replace(/^[\s.:]+/, '') };
  return rest.filter((part) => part.text !== '');
}

const MEMBER_EXCERPT_WORDS = 30;

/** Marks the words that start with one of the query's words, as Pagefind marks its matches. */
export function markQueryWords(text: string, query: string): ExcerptPart[] {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .map((term) => term.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((term) => term.length > 1);
  const parts: ExcerptPart[] = [];
  // Words and what lies between them, alternately: punctuation stays outside the marks.
  for (const piece of text.split(/([\p{L}\p{N}_$]+)/u)) {
    const match = terms.some((term) => piece.toLowerCase().startsWith(term));
    const last = parts.at(-1);
    if (last && (last.match === match || (!match && piece === ''))) last.text += piece;
    else if (piece !== '') parts.push({ text: piece, match });
  }
  return parts;
}

/**
 * The description of an API member, cut from the page's indexed text: the words from its row's
 * anchor to the next anchor, without its name (the result's title) and required mark. The
 * type and default cells are left out of the index, so what remains reads as sentences. Long
 * descriptions stop at a sentence's end, or with an ellipsis.
 */
export function memberDescription(
  content: string,
  anchors: readonly { id: string; location: number }[],
  id: string,
): string {
  const index = anchors.findIndex((anchor) => anchor.id === id);
  const start = anchors[index]?.location;
  if (start === undefined) return '';
  const end = anchors.slice(index + 1).find((anchor) => anchor.location > start)?.location;
  const words = content
    .split(/\s+/)
    .slice(start + 1, end)
    .filter((word, position) => position > 0 || word !== '*');
  if (words.length <= MEMBER_EXCERPT_WORDS) return words.join(' ');
  const kept = words.slice(0, MEMBER_EXCERPT_WORDS);
  const sentenceEnd = kept.findLastIndex((word, position) => position >= 8 && /[.!?]$/.test(word));
  return sentenceEnd >= 0 ? kept.slice(0, sentenceEnd + 1).join(' ') : `${kept.join(' ')}…`;
}

/** The first import statement of a page's indexed text: how an API page's export is used. */
export function importStatement(content: string): string | undefined {
  return /\bimport\s+(?:\{[^}]*\}|[\w$]+)\s+from\s+'[^']+';/.exec(content)?.[0];
}
