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
