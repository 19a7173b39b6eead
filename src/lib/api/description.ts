/** A component's doc comment without the lists that repeat its page, and what it inherits. */
export interface DescriptionParts {
  /** The prose, in Markdown. */
  body: string;
  /** The component whose props this one also accepts: `inherits [ButtonBase API](url)`. */
  inherits?: { name: string; href: string };
}

const LIST_LABEL = /^(Demos|Features|API):\s*$/;
const LIST_ITEM = /^\s*[-*]\s/;
const INHERITS = /^\s*[-*]\s+inherits\s+\[([^\]]+?)(?:\s+API)?\]\(([^)\s]+)\)/;

/**
 * Splits the doc comment of a component: the "Demos:" and "Features:" lists (links to the
 * libraries' guides, which the page's Demos section replaces) and the "API:" list (a link to
 * the page itself, and the component it inherits from) are taken out of the prose.
 */
export function splitDescription(markdown: string): DescriptionParts {
  const kept: string[] = [];
  let inherits: DescriptionParts['inherits'];
  let inList = false;
  for (const line of markdown.split('\n')) {
    if (LIST_LABEL.test(line)) {
      inList = true;
      continue;
    }
    if (inList && (line.trim() === '' || LIST_ITEM.test(line))) {
      const found = INHERITS.exec(line);
      if (found) inherits = { name: found[1]!, href: found[2]! };
      continue;
    }
    inList = false;
    kept.push(line);
  }
  const body = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return inherits ? { body, inherits } : { body };
}

/** The first paragraph of prose: not a heading, a list or code. */
export function firstParagraph(markdown: string): string {
  const paragraphs = markdown.split(/\n\s*\n/).map((block) => block.trim());
  return paragraphs.find((block) => block !== '' && !/^(#|```|[-*]\s|\d+\.\s)/.test(block)) ?? '';
}
