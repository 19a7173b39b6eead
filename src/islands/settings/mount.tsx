import type { Root } from 'react-dom/client';
import { createBodyRoot } from '../body-root';
import type { IslandTranslations } from '../../lib/i18n';
import { useIslandStrings } from '../i18n';
import SettingsDrawer from './SettingsDrawer';
import type { SettingsKey } from './strings';

/** What the server-rendered settings button hands to the drawer (SettingsButton.astro). */
export interface SettingsConfig {
  lang: string;
  translations: IslandTranslations<SettingsKey>;
  /** This page in each language. */
  alternates: Record<string, string>;
  anchorMap: Record<string, string>;
}

interface RootProps extends SettingsConfig {
  open: boolean;
  onClose: () => void;
}

function SettingsRoot({ translations, lang, ...props }: RootProps) {
  const strings = useIslandStrings(translations, lang);
  return <SettingsDrawer strings={strings} lang={lang} {...props} />;
}

let root: Root | undefined;

/**
 * Opens the settings drawer next to `button`; loaded on the first press, so pages carry no
 * React until then. The drawer stays mounted once closed so that it can animate out.
 */
export function openSettings(config: SettingsConfig, button: HTMLButtonElement): void {
  root ??= createBodyRoot('settings');
  const current = root;
  const render = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    current.render(<SettingsRoot {...config} open={open} onClose={() => render(false)} />);
  };
  render(true);
}
