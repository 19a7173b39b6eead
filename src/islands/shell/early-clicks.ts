/**
 * An island's buttons are in the page before its code is: a reader who presses one in that
 * time (a demo or its toolbar as it scrolls in, the version switcher on a slow phone) would
 * be ignored. The first such press of each island is kept and repeated once the island can
 * take it. Only buttons with no action of their own (type="button") are kept: links and form
 * buttons already act, and repeating them would act twice.
 */
const kept = new WeakSet<Element>();

/**
 * Runs `act` once `demo` (a demo's section) has the mark DemoIsland's MarkReady sets. The
 * name is written out rather than imported: a module shared with the demo islands would
 * become one more chunk that every page's script waits for.
 */
function whenDemoReady(demo: Element, act: () => void): void {
  if (demo.hasAttribute('data-demo-ready')) return act();
  const observer = new MutationObserver(() => {
    if (!demo.hasAttribute('data-demo-ready')) return;
    observer.disconnect();
    act();
  });
  observer.observe(demo, { attributes: true, attributeFilter: ['data-demo-ready'] });
}

export function startEarlyClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLButtonElement>('button[type="button"]:not(:disabled)');
      if (!button) return;
      const island = button.closest('astro-island[ssr]');
      // A demo's island hydrates before the demo's own chunk is in, and React drops a click
      // on a part still waiting for its code, so a demo also waits for its ready mark.
      const demo = button.closest('.demo-stage')?.closest('[data-demo]:not([data-demo-ready])');
      const pending = island ?? demo;
      if (!pending || kept.has(pending)) return;
      kept.add(pending);
      const act = () => {
        if (button.isConnected) button.click();
      };
      const afterIsland = () => (demo ? whenDemoReady(demo, act) : act());
      if (island) island.addEventListener('astro:hydrate', afterIsland, { once: true });
      else afterIsland();
    },
    { capture: true },
  );
}
