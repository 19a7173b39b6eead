import { useEffect, useState } from 'react';
import type { IslandTranslations } from '../lib/i18n';
import { useIslandStrings } from './i18n';

export const API_VIEWS = ['table', 'expanded', 'collapsed'] as const;
export type ApiView = (typeof API_VIEWS)[number];
export const API_VIEW_KEY = 'mui-api-view';
const CHANGE_EVENT = 'api-view-change';

export const apiViewKeys = ['api.view', 'api.viewTable', 'api.viewExpanded', 'api.viewCollapsed'] as const;

function currentView(): ApiView {
  const value = document.documentElement.dataset.apiView;
  return (API_VIEWS as readonly string[]).includes(value ?? '') ? (value as ApiView) : 'table';
}

/**
 * Table, expanded list or collapsed list for the props, slots and classes of an API page.
 * The choice is kept in localStorage and put on <html data-api-view> (before the first paint
 * by the head script), so every section and every page follows it.
 */
export default function ApiViewSwitch({
  lang,
  translations,
}: {
  lang: string;
  translations: IslandTranslations<(typeof apiViewKeys)[number]>;
}) {
  const strings = useIslandStrings(translations, lang);
  const [view, setView] = useState<ApiView>('table');
  useEffect(() => {
    setView(currentView());
    const follow = () => setView(currentView());
    window.addEventListener(CHANGE_EVENT, follow);
    return () => window.removeEventListener(CHANGE_EVENT, follow);
  }, []);
  const choose = (next: ApiView) => {
    document.documentElement.dataset.apiView = next;
    try {
      localStorage.setItem(API_VIEW_KEY, next);
    } catch {
      // Not stored: the choice holds for this page.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  const labels: Record<ApiView, string> = {
    table: strings['api.viewTable'],
    expanded: strings['api.viewExpanded'],
    collapsed: strings['api.viewCollapsed'],
  };
  return (
    <div className="api-view-switch" role="group" aria-label={strings['api.view']} data-pagefind-ignore="">
      {API_VIEWS.map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => choose(option)}>
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
