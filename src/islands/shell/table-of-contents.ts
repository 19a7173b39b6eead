/**
 * Marks the section being read: the last heading above the top third of the window, or the
 * last one once the page is scrolled to its end. An IntersectionObserver reports headings as
 * they cross that line, so nothing here reads layout while the page loads or scrolls.
 */
export function startTableOfContents(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')];
  const targets = links
    .map((link) => document.getElementById(link.dataset.tocLink ?? ''))
    .filter((element): element is HTMLElement => element !== null);
  if (targets.length === 0) return;

  const above = new Set<Element>();
  let atEnd = false;

  function mark() {
    const active = atEnd
      ? targets[targets.length - 1]
      : (targets.findLast((target) => above.has(target)) ?? targets[0]);
    for (const link of links) {
      if (link.dataset.tocLink === active?.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }

  // The root reaches far above the window and ends a third of the way down it: a heading
  // intersects it once its top has passed that line.
  const headings = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) above.add(entry.target);
        else above.delete(entry.target);
      }
      mark();
    },
    { rootMargin: '1000000px 0px -66.6% 0px' },
  );
  for (const target of targets) headings.observe(target);

  // The end of the page: a marker after everything, seen once the window reaches it.
  const end = document.createElement('div');
  end.setAttribute('aria-hidden', 'true');
  document.body.append(end);
  new IntersectionObserver((entries) => {
    atEnd = entries.some((entry) => entry.isIntersecting);
    mark();
  }).observe(end);
}
