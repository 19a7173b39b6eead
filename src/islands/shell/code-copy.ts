import { CODE_COPY_FEEDBACK_MS, copyCodeStrings, type CopyCodeKey } from '../../lib/code-copy';
import { copyText } from '../clipboard';

type Strings = Record<CopyCodeKey, string>;

function stringsOf(button: HTMLElement): Strings | undefined {
  const translations = JSON.parse(button.dataset.codeCopy ?? '{}') as Record<string, Strings | undefined>;
  const pageLanguage = document.documentElement.lang.split('-')[0] ?? 'en';
  return copyCodeStrings(translations, pageLanguage, window.location.search);
}

function label(button: HTMLElement, strings: Strings, copied: boolean): void {
  button.textContent = copied ? strings['code.copied'] : strings['code.copy'];
  button.setAttribute('aria-label', copied ? strings['code.copied'] : strings['code.copyLabel']);
}

/** The copy buttons of plain code blocks: copy the block's text, then read "Copied" for a moment. */
export function startCodeCopy(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-code-copy]');
  if (buttons.length === 0) return;
  // The server wrote the page's language; `?userLanguage=` may ask for another.
  if (new URLSearchParams(window.location.search).has('userLanguage')) {
    for (const button of buttons) {
      const strings = stringsOf(button);
      if (strings) label(button, strings, false);
    }
  }
  for (const button of buttons) {
    let timer = 0;
    button.addEventListener('click', async () => {
      const strings = stringsOf(button);
      await copyText(button.closest('.code-block')?.querySelector('pre')?.textContent ?? '');
      if (!strings) return;
      label(button, strings, true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => label(button, strings, false), CODE_COPY_FEEDBACK_MS);
    });
  }
}
