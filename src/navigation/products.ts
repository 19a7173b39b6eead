import gridPackage from '@mui/x-data-grid/package.json' with { type: 'json' };
import materialPackage from '@mui/material/package.json' with { type: 'json' };
import { fillHostTemplate, localizePath } from '../lib/paths';
import { productRegistry } from '../data/products';
import { productOrder, type ProductEntry, type ProductKey } from '../lib/product-registry';
import { pageExists } from '../lib/written-pages';
import { siteConfig } from '../site.config';

export interface ProductVersion {
  text: string;
  href: string;
  current: boolean;
}

/** What the app bar's product and version switchers show for one product area. */
export interface ProductIdentifier {
  /** The family the product belongs to, shown above its name. */
  metadata: string;
  name: string;
  versions: ProductVersion[];
  /** The GitHub repository of the product's own source code. */
  sourceRepository: string;
}

const sourceRepositories: Record<ProductEntry['versionOf'], string> = {
  '@mui/x-data-grid': 'https://github.com/mui/mui-x',
  '@mui/material': 'https://github.com/mui/material-ui',
};

/** The versions of the installed packages, read so that the current versions never drift. */
const installedVersions: Record<ProductEntry['versionOf'], string> = {
  '@mui/x-data-grid': gridPackage.version,
  '@mui/material': materialPackage.version,
};

function identify(entry: ProductEntry): ProductIdentifier {
  const current: ProductVersion = {
    text: `v${installedVersions[entry.versionOf]}`,
    href: entry.overview,
    current: true,
  };
  const older = entry.olderVersions.map(({ text, href }) => ({
    text,
    href: fillHostTemplate(href, siteConfig.docsDomain),
    current: false,
  }));
  return {
    metadata: entry.family,
    name: entry.name,
    versions: [current, ...older],
    sourceRepository: sourceRepositories[entry.versionOf],
  };
}

/**
 * The version menu of one page: the current version links to the page itself (`path`,
 * localised), so that choosing it keeps the reader where they are.
 */
export function versionsOnPage(versions: readonly ProductVersion[], path: string): ProductVersion[] {
  return versions.map((version) => (version.current ? { ...version, href: path } : version));
}

type Products = Record<ProductKey, ProductIdentifier>;

export const products: Products = Object.fromEntries(
  productRegistry.map((entry) => [entry.key, identify(entry)]),
) as Products;

export interface ProductLink {
  name: string;
  /** Localised link to the product's overview; absent while that page is not written. */
  href?: string | undefined;
  current: boolean;
}

/** A product's overview page for a reader of `lang`, while that page is written. */
export function getProductOverviewHref(key: ProductKey, lang: string): string | undefined {
  const overview = products[key].versions.find((version) => version.current)?.href;
  return overview && pageExists(overview) ? localizePath(overview, lang) : undefined;
}

/** The product switcher's entries, in menu order, for a reader of `lang`. */
export function getProductLinks(lang: string, currentKey: ProductKey | undefined): ProductLink[] {
  return productOrder.map((key) => ({
    name: products[key].name,
    href: getProductOverviewHref(key, lang),
    current: key === currentKey,
  }));
}
