/**
 * The section the reader is in: the last h2 / h3 of the page body above the top third of the
 * window. Used to keep the reader's place when the page changes language.
 */
export function currentSectionId(): string | undefined {
  const line = window.innerHeight / 3;
  let current: string | undefined;
  for (const heading of document.querySelectorAll<HTMLElement>('.docs-body :is(h2, h3)[id]')) {
    if (heading.getBoundingClientRect().top > line) break;
    current = heading.id;
  }
  return current;
}

/** A link to the same page in another language, at the matching section when there is one. */
export function withSection(href: string, anchorMap: Record<string, string>): string {
  const section = currentSectionId();
  const target = section ? (anchorMap[section] ?? section) : undefined;
  const url = new URL(href, window.location.href);
  url.hash = target ? encodeURIComponent(target) : '';
  return url.pathname + url.search + url.hash;
}
