import type { SettingsConfig } from '../settings/mount';

/** The settings button opens the settings drawer, loaded on demand and warmed on approach. */
export function startSettingsButton(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-settings-button]');
  const configBlock = document.getElementById('settings-config');
  if (!button || !configBlock) return;

  const readConfig = (): SettingsConfig => JSON.parse(configBlock.textContent ?? '{}');
  const loadDrawer = () => import('../settings/mount');

  // Like the islands, the button speaks `?userLanguage=` when the URL names one it knows.
  const userLanguage = new URLSearchParams(window.location.search).get('userLanguage');
  const label = userLanguage ? readConfig().translations[userLanguage]?.['settings.open'] : undefined;
  if (label) button.setAttribute('aria-label', label);

  for (const type of ['pointerenter', 'focus', 'touchstart']) {
    button.addEventListener(type, () => void loadDrawer(), { once: true, passive: true });
  }
  button.addEventListener('click', async () => {
    try {
      const { openSettings } = await loadDrawer();
      openSettings(readConfig(), button);
    } catch (error) {
      console.warn('Settings could not open:', error);
    }
  });
}
