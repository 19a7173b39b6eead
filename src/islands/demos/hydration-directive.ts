import type { ClientDirective } from 'astro';
import { createHydrationQueue, type HydrationPriority } from '../../lib/hydration/queue';

/**
 * `client:demo`: the demos' hydration scheduler. A demo hydrates once it comes within
 * NEAR_MARGIN of the viewport, and only one at a time: the next starts when the previous demo
 * has hydrated and painted, after giving the main thread back, so that two demos never add up
 * to one long task and a reader's scroll or press is handled in between. Until its turn a demo
 * shows its server HTML. A press or focus moves a demo to the front of the queue (the press is
 * repeated once the demo can take it, see islands/shell/early-clicks.ts).
 *
 * `client:demo="toolbar"` is a demo's toolbar: its server HTML already shows every button, and
 * it only needs its code for a press or a hover, so it waits until the demos near the viewport
 * have hydrated, or for the reader to point at it.
 *
 * Astro inlines this script in each page that has demos: it stays small and imports no island.
 */
const NEAR_MARGIN = '200px 0px';

const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** After the next frame is painted, when the demo's own layout work has run. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const queue = createHydrationQueue(yieldToMain, (error) => console.error(error));

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

const PRESSES = ['pointerdown', 'focusin', 'keydown'] as const;

const demoDirective: ClientDirective = (load, options, island) => {
  const toolbar = options.value === 'toolbar';
  const section = island.closest('[data-demo]');
  const demo = section?.getAttribute('data-demo') ?? '';
  let queued: ReturnType<typeof queue.add> | undefined;

  const hydrate = async () => {
    stop();
    performance.mark('demo-hydration', { detail: { demo, part: toolbar ? 'toolbar' : 'demo' } });
    island.setAttribute('data-hydrating', '');
    try {
      await (
        await load()
      )();
      if (!toolbar && section) await demoSettled(section);
      await afterNextPaint();
    } finally {
      island.removeAttribute('data-hydrating');
    }
  };

  const enqueue = (priority: HydrationPriority) => {
    if (queued) queued.promote(priority);
    else queued = queue.add(hydrate, priority);
  };

  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) enqueue(toolbar ? 'idle' : 'near');
    },
    { rootMargin: NEAR_MARGIN },
  );
  // The island itself has no box of its own (display: contents) when it is inline.
  const targets = island.children.length > 0 ? [...island.children] : [section ?? island];
  for (const target of targets) near.observe(target);

  const pressed = () => enqueue('now');
  const events = toolbar ? [...PRESSES, 'pointerover' as const] : PRESSES;
  for (const type of events) island.addEventListener(type, pressed, { capture: true, passive: true });

  function stop() {
    near.disconnect();
    for (const type of events) island.removeEventListener(type, pressed, { capture: true });
  }
};

export default demoDirective;
