import { parseRepository, type Repository } from './lib/repository';

/**
 * The one place for values that differ per deployment. Everything else derives from these.
 */
export const siteConfig = {
  /**
   * Where the site is served, with its base path when it lives in a subfolder
   * (`https://example.org/docs/`). Canonical links, the sitemap and every internal link derive
   * from it. The DOCS_SITE_URL environment value overrides it for one build.
   */
  url: 'https://mui-docs.example.org/',
  /** Domain of the production docs; older majors live on `v<N>.{docsDomain}`. */
  docsDomain: 'mui.com',
  /**
   * The GitHub repository holding this site's sources, as `https://github.com/<owner>/<name>`,
   * with its branch after a `#` when it is not `main`. "Edit this page", the demos' "View the
   * source" and the feedback's "Open an issue" point into it; left empty, they are not shown.
   * The DOCS_REPOSITORY environment value overrides it for one build.
   */
  repository: '',
};

/** This site's repository, from DOCS_REPOSITORY or the setting above; none when both are empty. */
export function getRepository(): Repository | undefined {
  return parseRepository(process.env.DOCS_REPOSITORY || siteConfig.repository);
}
