import type { SettingsConfig } from '../settings/mount';
import { readDataBlock } from './data-block';

/** The settings button opens the settings drawer, loaded on demand and warmed on approach. */
export function startSettingsButton(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-settings-button]');
  const config = readDataBlock<SettingsConfig>('settings-config');
  if (!button || !config) return;

  const loadDrawer = () => import('../settings/mount');

  // Like the islands, the button speaks `?userLanguage=` when the URL names one it knows.
  const userLanguage = new URLSearchParams(window.location.search).get('userLanguage');
  const label = userLanguage ? config.translations[userLanguage]?.['settings.open'] : undefined;
  if (label) button.setAttribute('aria-label', label);

  for (const type of ['pointerenter', 'focus', 'touchstart']) {
    button.addEventListener(type, () => void loadDrawer(), { once: true, passive: true });
  }
  button.addEventListener('click', async () => {
    try {
      const { openSettings } = await loadDrawer();
      openSettings(config, button);
    } catch (error) {
      console.warn('Settings could not open:', error);
    }
  });
}
