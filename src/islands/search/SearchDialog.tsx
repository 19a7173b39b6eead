import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { IslandTranslations } from '../../lib/i18n';
import type { ExcerptPart } from '../../lib/search/excerpt';
import { getLanguageEntry, type Language } from '../../lib/languages';
import { addRecent, parseRecent, type RecentSearch } from '../../lib/search/recent';
import { flattenGroups, type ResultGroup } from '../../lib/search/rank';
import { resultRows, type ResultRow } from '../../lib/search/rows';
import { searchSite } from '../../lib/search/search-site';
import { useIslandStrings } from '../i18n';
import { loadPagefind, MissingIndexError } from './pagefind';
import type { SearchKey } from './strings';

export interface SearchConfig {
  lang: Language;
  /** Product of the page the reader is on; its results rank higher. */
  product: string;
  productLabels: Record<string, string>;
  translations: IslandTranslations<SearchKey>;
}

interface Props extends SearchConfig {
  /** What the reader typed before the field could take it; read once, when the field gets focus. */
  takeTyped: () => string;
  onClosed: () => void;
}

type Status = 'idle' | 'searching' | 'done' | 'missing-index' | 'error';

const RECENT_KEY = 'mui-docs-search-recent';

function readRecent(): RecentSearch[] {
  try {
    return parseRecent(localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <span className="search-excerpt">
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}

export default function SearchDialog({ lang, product, productLabels, translations, takeTyped, onClosed }: Props) {
  const strings = useIslandStrings(translations, lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<ResultGroup[]>([]);
  /** The language whose pages the results are from. */
  const [resultLang, setResultLang] = useState<Language>(lang);
  const [status, setStatus] = useState<Status>('idle');
  /** The query the shown results answer (typing runs ahead of them). */
  const [answered, setAnswered] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentSearch[]>(readRecent);

  // Before paint, so no key falls between the page and the field.
  useLayoutEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
    setQuery(takeTyped());
  }, [takeTyped]);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setGroups([]);
      setStatus('idle');
      return;
    }
    const search = new AbortController();
    setStatus('searching');
    searchSite(text, { lang, product }, loadPagefind, search.signal)
      .then((results) => {
        if (search.signal.aborted) return;
        setGroups(results.groups);
        setResultLang(results.language);
        setAnswered(text);
        setStatus('done');
        setActive(0);
      })
      .catch((error: unknown) => {
        if (search.signal.aborted) return;
        setStatus(error instanceof MissingIndexError ? 'missing-index' : 'error');
        if (!(error instanceof MissingIndexError)) console.warn('Search failed:', error);
      });
    return () => search.abort();
  }, [query, lang, product]);

  const sections = useMemo(() => {
    if (query.trim()) {
      const tabLabels = { 'components-api': strings['tabs.componentsApi'], 'hooks-api': strings['tabs.hooksApi'] };
      return resultRows(groups, query.trim(), tabLabels).map((group) => ({
        product: group.product,
        label: productLabels[group.product] ?? group.product,
        options: group.rows,
      }));
    }
    const options: ResultRow[] = recent.map((entry) => ({
      url: entry.url,
      title: entry.title,
      excerpt: [],
      nested: false,
    }));
    return options.length > 0 ? [{ product: 'recent', label: strings['search.recent'], options }] : [];
  }, [groups, query, recent, productLabels, strings]);
  const options = sections.flatMap((section) => section.options);
  const resultCount = query.trim() ? flattenGroups(groups).length : 0;

  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function remember(option: ResultRow) {
    const entry = { url: option.url, title: option.parent ? `${option.parent} › ${option.title}` : option.title };
    const next = addRecent(recent, entry);
    setRecent(next);
    try {
      localStorage.setItem(RECENT_KEY, JSON.stringify(next));
    } catch {
      // Storage may be full or disabled; the search still works.
    }
  }

  function open(option: ResultRow) {
    remember(option);
    dialog.current?.close();
    window.location.assign(option.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (option) {
        event.preventDefault();
        open(option);
      }
    }
  }

  let message: string | undefined;
  if (status === 'missing-index') message = strings['search.needsBuild'];
  else if (status === 'error') message = strings['search.unavailable'];
  else if (status === 'done' && resultCount === 0)
    message = strings['search.noResults'].replace('{query}', query.trim());
  else if (!query.trim() && recent.length === 0) message = strings['search.noRecent'];
  else if (status === 'done' && resultLang !== lang)
    message = strings['search.otherLanguage'].replace('{language}', getLanguageEntry(resultLang).label);
  const otherLang = query.trim() && resultLang !== lang ? getLanguageEntry(resultLang).htmlLang : undefined;

  let index = -1;
  return (
    // A press on the backdrop closes the dialog; the keyboard's way out is the dialog's own Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={strings['search.label']}
      onClose={onClosed}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
    >
      <div className="search-panel">
        <div className="search-field">
          <svg className="search-field-icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6" />
            <path d="M20 20l-4.5-4.5" />
          </svg>
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={strings['search.label']}
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
            placeholder={strings['search.placeholder']}
            value={query}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="search-close"
            aria-label={`Esc: ${strings['search.close']}`}
            onClick={() => dialog.current?.close()}
          >
            Esc
          </button>
        </div>
        <div className="search-body" data-status={status} data-answered={answered}>
          <p className="visually-hidden" role="status">
            {status === 'searching' && groups.length === 0
              ? strings['search.searching']
              : status === 'done' && resultCount > 0
                ? strings['search.resultCount'].replace('{count}', String(resultCount))
                : ''}
          </p>
          {message && <p className="search-message">{message}</p>}
          <div role="listbox" id={listId} aria-label={strings['search.label']} className="search-results">
            {sections.map((section) => (
              <div role="group" key={section.product} aria-label={section.label} className="search-group">
                <div className="search-group-title" aria-hidden="true">
                  {section.label}
                </div>
                {section.options.map((option) => {
                  index += 1;
                  const position = index;
                  return (
                    <a
                      key={`${option.url}-${position}`}
                      id={optionId(position)}
                      role="option"
                      aria-selected={position === active}
                      className={option.nested ? 'search-option search-option-nested' : 'search-option'}
                      lang={otherLang}
                      href={option.url}
                      tabIndex={-1}
                      onMouseMove={() => setActive(position)}
                      onClick={(event) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        open(option);
                      }}
                    >
                      <span className="search-option-title">
                        {option.parent && <span className="search-option-parent">{option.parent} › </span>}
                        {option.title}
                      </span>
                      {option.excerpt.length > 0 && <Excerpt parts={option.excerpt} />}
                    </a>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
        <div className="search-footer" aria-hidden="true">
          <span>
            <kbd>↵</kbd> {strings['search.hintOpen']}
          </span>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {strings['search.hintMove']}
          </span>
          <span>
            <kbd>Esc</kbd> {strings['search.hintClose']}
          </span>
        </div>
      </div>
    </dialog>
  );
}
