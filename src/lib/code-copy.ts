/** How long a plain code block's copy button reads "Copied". */
export const CODE_COPY_FEEDBACK_MS = 1200;

export const copyCodeKeys = ['code.copy', 'code.copied', 'code.copyLabel'] as const;
export type CopyCodeKey = (typeof copyCodeKeys)[number];

/**
 * The button's words in the reader's language: `?userLanguage=` when the URL names one the
 * button knows, else the page's.
 */
export function copyCodeStrings(
  translations: Record<string, Record<CopyCodeKey, string> | undefined>,
  pageLanguage: string,
  search: string,
): Record<CopyCodeKey, string> | undefined {
  const requested = new URLSearchParams(search).get('userLanguage');
  return (requested ? translations[requested] : undefined) ?? translations[pageLanguage];
}
