import type { MarkdownHeading } from 'astro';

/**
 * Pairs the section anchors of a page with those of the same page in another language, by
 * position: translations keep the sections of the original, but their anchors are
 * translated too. Used to keep the reader's place when switching language.
 */
export function pairAnchors(from: MarkdownHeading[], to: MarkdownHeading[]): Record<string, string> {
  const sections = (headings: MarkdownHeading[]) =>
    headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  const target = sections(to);
  const pairs: Record<string, string> = {};
  sections(from).forEach((heading, index) => {
    const other = target[index];
    if (other) pairs[heading.slug] = other.slug;
  });
  return pairs;
}
