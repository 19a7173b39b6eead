import { withSection } from '../scroll-anchor';

/** The other language opens at the section being read. */
export function startLanguageLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-language-link]')) {
    link.addEventListener('click', () => {
      const anchorMap = JSON.parse(link.dataset.anchorMap ?? '{}') as Record<string, string>;
      link.href = withSection(link.href, anchorMap);
    });
  }
}
