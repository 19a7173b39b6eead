import { isSearchShortcut, isTypeToSearch } from '../../lib/search/shortcut';
import type { SearchConfig } from '../search/SearchDialog';
import { readDataBlock } from './data-block';

type State = 'closed' | 'loading' | 'open';

/**
 * Keys typed in a field, in a live demo or in a widget that reads letters itself (a tree's or a
 * list's type-ahead, a grid starting to edit a cell) belong to it, even when it ignores one.
 */
const KEY_OWNERS =
  '[data-demo], [role="tree"], [role="treegrid"], [role="grid"], [role="listbox"], [role="menu"], [role="menubar"], [role="radiogroup"], [role="tablist"], [role="combobox"], [role="dialog"]';
const takesKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || !!target.closest(KEY_OWNERS));

/** The search button and shortcuts (Ctrl/⌘ K, type to search) open the dialog, loaded on demand. */
export function startSearchButton(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-search-button]');
  const config = readDataBlock<SearchConfig>('search-config');
  if (!button || !config) return;

  let state: State = 'closed';
  let typedWhileLoading = '';
  const loadDialog = () => import('../search/mount');

  const open = async (initialQuery: string) => {
    if (state !== 'closed') return;
    state = 'loading';
    typedWhileLoading = initialQuery;
    try {
      const { openSearchDialog } = await loadDialog();
      // Keys typed until the field has focus are kept here and handed over then.
      const takeTyped = () => {
        state = 'open';
        const typed = typedWhileLoading;
        typedWhileLoading = '';
        return typed;
      };
      openSearchDialog(config, takeTyped, () => {
        state = 'closed';
      });
    } catch (error) {
      state = 'closed';
      console.warn('Search could not open:', error);
    }
  };

  button.addEventListener('click', () => void open(''));
  // Fetch the dialog's code as soon as the reader heads for the button.
  for (const type of ['pointerenter', 'focus', 'touchstart']) {
    button.addEventListener(type, () => void loadDialog(), { once: true, passive: true });
  }

  document.addEventListener('keydown', (event) => {
    if (isSearchShortcut(event)) {
      event.preventDefault();
      void open('');
    } else if (state === 'loading' && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      typedWhileLoading += event.key;
    } else if (state === 'closed' && !event.defaultPrevented && isTypeToSearch(event, takesKeys(event.target))) {
      event.preventDefault();
      void open(event.key);
    }
  });
}
