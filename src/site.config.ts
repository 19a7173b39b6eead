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
  /** Where the sources of this site live: "Edit this page" links point here. */
  repository: {
    url: 'https://github.com/mui/mui-x-docs',
    branch: 'main',
  },
} as const;

/** The URL of a source file of this repository, for "Edit this page". */
export function getEditUrl(filePath: string): string {
  const { url, branch } = siteConfig.repository;
  return `${url}/edit/${branch}/${filePath.replace(/^\.?\//, '')}`;
}

/** The URL of a source file of this repository, for "View the source". */
export function getSourceUrl(filePath: string): string {
  const { url, branch } = siteConfig.repository;
  return `${url}/blob/${branch}/${filePath.replace(/^\.?\//, '')}`;
}
