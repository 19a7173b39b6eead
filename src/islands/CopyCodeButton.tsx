import { useState } from 'react';
import type { IslandTranslations } from '../lib/i18n';
import { copyText } from './clipboard';
import { useIslandStrings } from './i18n';

export const CODE_COPY_FEEDBACK_MS = 1200;

export const copyCodeKeys = ['code.copy', 'code.copied', 'code.copyLabel'] as const;

interface Props {
  lang: string;
  translations: IslandTranslations<(typeof copyCodeKeys)[number]>;
}

/** The copy button of a plain code block: copies the block's text, then reads "Copied". */
export default function CopyCodeButton({ lang, translations }: Props) {
  const strings = useIslandStrings(translations, lang);
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="code-copy"
      data-pagefind-ignore=""
      aria-label={copied ? strings['code.copied'] : strings['code.copyLabel']}
      onClick={async (event) => {
        const code = event.currentTarget.closest('.code-block')?.querySelector('pre');
        await copyText(code?.textContent ?? '');
        setCopied(true);
        window.setTimeout(() => setCopied(false), CODE_COPY_FEEDBACK_MS);
      }}
    >
      {copied ? strings['code.copied'] : strings['code.copy']}
    </button>
  );
}
