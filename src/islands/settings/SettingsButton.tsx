import { lazy, Suspense, useEffect, useState } from 'react';
import { startPreferenceSync } from '../preferences/store';
import type { IslandTranslations } from '../../lib/i18n';
import { useIslandStrings } from '../i18n';
import type { SettingsKey } from './strings';

const loadDrawer = () => import('./SettingsDrawer');
const SettingsDrawer = lazy(loadDrawer);

/**
 * The app bar's settings button. The drawer and Material UI load on the first press (and
 * are fetched ahead when the pointer or focus reaches the button).
 */
interface Props {
  lang: string;
  translations: IslandTranslations<SettingsKey>;
  /** This page in each language. */
  alternates: Record<string, string>;
  anchorMap: Record<string, string>;
}

export default function SettingsButton({ lang, translations, alternates, anchorMap }: Props) {
  const strings = useIslandStrings(translations, lang);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  useEffect(startPreferenceSync, []);
  return (
    <>
      <button
        type="button"
        className="app-bar-button"
        aria-label={strings['settings.open']}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-settings-button
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
          <circle cx="16" cy="7" r="2" />
          <circle cx="10" cy="17" r="2" />
        </svg>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} strings={strings} lang={lang} alternates={alternates} anchorMap={anchorMap} />
        </Suspense>
      )}
    </>
  );
}
