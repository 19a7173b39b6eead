/**
 * An island's buttons are in the page before its code is: a reader who presses one in that
 * time (a demo toolbar as it scrolls in, the version switcher on a slow phone) would be
 * ignored. The first such press of each island is kept and repeated once the island has
 * hydrated (React hydrates the pressed part at once for a click). Only buttons with no
 * action of their own (type="button") are kept: links and form buttons already act, and
 * repeating them would act twice.
 */
const kept = new WeakSet<Element>();

export function startEarlyClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLButtonElement>('button[type="button"]:not(:disabled)');
      const island = button?.closest('astro-island[ssr]');
      if (!button || !island || kept.has(island)) return;
      kept.add(island);
      island.addEventListener(
        'astro:hydrate',
        () => {
          if (button.isConnected) button.click();
        },
        { once: true },
      );
    },
    { capture: true },
  );
}
