import { API_VIEW_KEY, parseApiView } from '../../lib/api/view';

/**
 * The view switches of an API page (table, expanded or collapsed list). The choice is put on
 * <html data-api-view>, which the page's styles follow, and kept in localStorage for the next
 * pages; every switch of the page shows it.
 */
export function startApiViewSwitch(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-api-view-option]')];
  if (buttons.length === 0) return;
  const root = document.documentElement;
  const show = () => {
    const view = parseApiView(root.dataset.apiView);
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.apiViewOption === view));
  };
  show();
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const view = parseApiView(button.dataset.apiViewOption);
      root.dataset.apiView = view;
      try {
        localStorage.setItem(API_VIEW_KEY, view);
      } catch {
        // Not stored: the choice holds for this page.
      }
      show();
    });
  }
}
