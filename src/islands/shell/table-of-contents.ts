/** Marks the section being read: the last heading that has scrolled past the top third. */
export function startTableOfContents(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')];
  const targets = links
    .map((link) => document.getElementById(link.dataset.tocLink ?? ''))
    .filter((element): element is HTMLElement => element !== null);
  if (targets.length === 0) return;

  function update() {
    const line = window.innerHeight / 3;
    let active = targets[0];
    for (const target of targets) {
      if (target.getBoundingClientRect().top <= line) active = target;
      else break;
    }
    const atBottom = window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    if (atBottom) active = targets[targets.length - 1];
    for (const link of links) {
      if (link.dataset.tocLink === active?.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }

  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  schedule();
}
