/**
 * The one place for values that differ per deployment. Everything else derives from these.
 */
export const siteConfig = {
  /** Absolute origin the site is served from (canonical links, sitemap). */
  site: 'https://mui-docs.example.org',
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
