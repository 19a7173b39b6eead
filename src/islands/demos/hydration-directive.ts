import type { ClientDirective } from 'astro';
import { createHydrationQueue, type HydrationPriority } from '../../lib/hydration/queue';
import { hashOpensCode, toolbarWake } from '../../lib/hydration/toolbar-wake';

/**
 * `client:demo`: the demos' hydration scheduler. A demo hydrates once it comes within
 * NEAR_MARGIN of the viewport, and only one at a time: the next starts when the previous demo
 * has hydrated and painted, after giving the main thread back, so that two demos never add up
 * to one long task and a reader's scroll or press is handled in between. Until its turn a demo
 * shows its server HTML. A press or focus starts a demo at once (the press is repeated once the
 * demo can take it, see islands/shell/early-clicks.ts).
 *
 * `client:demo="toolbar"` is a demo's toolbar. Its server HTML already shows every button, so
 * it hydrates when the reader points at it, presses or focuses it, or when the URL opens its
 * demo's code; one whose server HTML is not what the reader should see (see toolbarWake)
 * hydrates once near the view, after the demos.
 *
 * Astro inlines this script in each page that has demos: it stays small and imports no island.
 */
const NEAR_MARGIN = '200px 0px';
const PRESSES = ['pointerdown', 'focusin', 'keydown'] as const;
const TOOLBAR_PRESSES = [...PRESSES, 'pointerover'] as const;

/** A new task, behind the ones already queued (React's among them); unlike setTimeout, never clamped. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : nextTask();
};

const queue = createHydrationQueue(yieldToMain, (error) => console.error(error));
/** Astro starts the islands in the order the page has them: this counts their place. */
let islandsStarted = 0;

/** Resolves once DemoIsland marks the demo hydrated (or its error boundary shows an error). */
function demoSettled(section: Element): Promise<void> {
  const done = () => section.hasAttribute('data-demo-ready') || section.hasAttribute('data-demo-failed');
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(section, { attributes: true, attributeFilter: ['data-demo-ready', 'data-demo-failed'] });
  });
}

const demoDirective: ClientDirective = (load, options, island) => {
  const toolbar = options.value === 'toolbar';
  const section = island.closest('[data-demo]');
  const demo = section?.getAttribute('data-demo') ?? '';
  const anchor = section?.id ?? '';
  const position = islandsStarted++;
  const stops: (() => void)[] = [];
  let queued: ReturnType<typeof queue.add> | undefined;

  const hydrate = async () => {
    for (const stop of stops) stop();
    performance.mark('demo-hydration', { detail: { demo, part: toolbar ? 'toolbar' : 'demo' } });
    island.setAttribute('data-hydrating', '');
    try {
      await (
        await load()
      )();
      if (!toolbar && section) await demoSettled(section);
      // Work the demo queued as it mounted (a Data Grid measures itself, then renders its rows).
      await nextTask();
    } finally {
      island.removeAttribute('data-hydrating');
    }
  };

  const enqueue = (priority: HydrationPriority) => {
    if (queued) queued.promote(priority);
    else queued = queue.add(hydrate, priority, position);
  };

  const whenNear = (priority: HydrationPriority) => {
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) enqueue(priority);
      },
      { rootMargin: NEAR_MARGIN },
    );
    // The island itself has no box (display: contents) when it is inline.
    const targets = island.children.length > 0 ? [...island.children] : [section ?? island];
    for (const target of targets) near.observe(target);
    stops.push(() => near.disconnect());
  };

  const onPress = (types: readonly string[]) => {
    const pressed = () => enqueue('now');
    for (const type of types) island.addEventListener(type, pressed, { capture: true, passive: true });
    stops.push(() => types.forEach((type) => island.removeEventListener(type, pressed, { capture: true })));
  };

  if (!toolbar) {
    whenNear('near');
    onPress(PRESSES);
    return;
  }
  const wake = toolbarWake({
    anchor,
    hash: location.hash,
    search: location.search,
    pressedVariant: island.querySelector('[aria-pressed="true"]')?.getAttribute('value'),
    readerVariant: document.documentElement.getAttribute('data-code-variant'),
    customTheme: document.documentElement.hasAttribute('data-custom-theme'),
  });
  if (wake === 'now') enqueue('now');
  else if (wake) whenNear(wake);
  onPress(TOOLBAR_PRESSES);
  const onHash = () => {
    if (hashOpensCode(anchor, location.hash)) enqueue('now');
  };
  window.addEventListener('hashchange', onHash);
  stops.push(() => window.removeEventListener('hashchange', onHash));
};

export default demoDirective;
