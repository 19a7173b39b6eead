/** Runs `act` once the page has loaded and the browser is idle. */
export function afterLoadWhenIdle(act: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => act()) : setTimeout(act, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Runs `act` once `element` is in view. */
export function whenVisible(element: Element, act: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    act();
  });
  observer.observe(element);
}
