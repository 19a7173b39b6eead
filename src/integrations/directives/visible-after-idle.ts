import type { ClientDirective } from 'astro';

/**
 * Hydrates an island once it is in view, but never before the page has loaded and the
 * browser is idle: an island that shows something of its own (the feedback's stored rating)
 * without taking main-thread time from the first paint or the load.
 */
const visibleAfterIdle: ClientDirective = (load, _options, island) => {
  const observe = () => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load().then((run) => run());
    });
    for (const child of island.children) observer.observe(child);
  };
  // Safari has no requestIdleCallback.
  const afterIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(observe) : setTimeout(observe, 200);
  if (document.readyState === 'complete') afterIdle();
  else window.addEventListener('load', afterIdle, { once: true });
};

export default visibleAfterIdle;
