import { DEFAULT_LANGUAGE, otherLanguages, type Language } from '../languages';
import { getLanguagePrefix } from '../paths';

export interface NotFoundFile {
  lang: Language;
  /** Where the build writes the language's 404 page, relative to dist/. */
  built: string;
  /** Where a CDN looks for it: the 404.html of the language's folder. */
  served: string;
}

/**
 * The 404 page of each language but the default one, whose page is the site's 404.html. The
 * deploy files copy it to `zh/404.html`, which hosts that serve the nearest 404.html find
 * (Cloudflare Pages), and `_redirects` serves it for every missing URL under `/zh/` (Netlify).
 */
export function notFoundFiles(): NotFoundFile[] {
  return otherLanguages(DEFAULT_LANGUAGE).map((lang) => {
    const folder = getLanguagePrefix(lang).slice(1);
    return { lang, built: `${folder}/404/index.html`, served: `${folder}/404.html` };
  });
}
