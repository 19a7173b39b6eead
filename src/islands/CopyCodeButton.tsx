import { useState } from 'react';
import { copyText } from './clipboard';

export const CODE_COPY_FEEDBACK_MS = 1200;

interface Props {
  strings: { copy: string; copied: string; label: string };
}

/** The copy button of a plain code block: copies the block's text, then reads "Copied". */
export default function CopyCodeButton({ strings }: Props) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="code-copy"
      aria-label={copied ? strings.copied : strings.label}
      onClick={async (event) => {
        const code = event.currentTarget.closest('.code-block')?.querySelector('pre');
        await copyText(code?.textContent ?? '');
        setCopied(true);
        window.setTimeout(() => setCopied(false), CODE_COPY_FEEDBACK_MS);
      }}
    >
      {copied ? strings.copied : strings.copy}
    </button>
  );
}
