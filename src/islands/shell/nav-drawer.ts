/**
 * The temporary drawer below lg: the menu button opens it; Escape, the backdrop and a second
 * press close it; focus moves into the drawer and back to the button. In the permanent drawer,
 * the current page is scrolled into view.
 */
export function startNavDrawer(): void {
  const drawer = document.getElementById('docs-drawer');
  const backdrop = document.querySelector<HTMLElement>('[data-drawer-backdrop]');
  const button = document.querySelector<HTMLButtonElement>('[data-drawer-toggle]');
  if (!drawer) return;

  function setOpen(open: boolean) {
    if (!drawer || !backdrop || !button) return;
    drawer.dataset.open = String(open);
    backdrop.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    // While the drawer is open as a modal, the rest of the page is out of reach.
    for (const element of document.querySelectorAll<HTMLElement>('[data-inert-behind-drawer]')) {
      element.inert = open;
    }
    document.documentElement.style.overflow = open ? 'hidden' : '';
    if (open) {
      const target =
        drawer.querySelector<HTMLElement>('[aria-current="page"]') ?? drawer.querySelector<HTMLElement>('a, summary');
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: 'center' });
    } else {
      button.focus();
    }
  }

  button?.addEventListener('click', () => setOpen(drawer.dataset.open !== 'true'));
  backdrop?.addEventListener('click', () => setOpen(false));
  drawer.querySelector('[data-drawer-close]')?.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && drawer.dataset.open === 'true') setOpen(false);
  });

  // Measured in the next frame, whose layout this read then shares, rather than forcing one
  // more layout while the page is still loading.
  const current = drawer.querySelector<HTMLElement>('[aria-current="page"]');
  if (current && window.matchMedia('(min-width: 1200px)').matches) {
    requestAnimationFrame(() => {
      const top = current.offsetTop - drawer.clientHeight / 2;
      if (top > 0) drawer.scrollTop = top;
    });
  }
}
