import gridPackage from '@mui/x-data-grid/package.json' with { type: 'json' };
import materialPackage from '@mui/material/package.json' with { type: 'json' };
import { fillHostTemplate, localizePath } from '../lib/paths';
import { productOrder, type ProductKey } from '../lib/product';
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
}

/** The running MUI X version, read from the installed package so it never drifts. */
export const xVersion: string = gridPackage.version;
export const materialVersion: string = materialPackage.version;

const older = (text: string, template: string): ProductVersion => ({
  text,
  href: fillHostTemplate(template, siteConfig.docsDomain),
  current: false,
});

const current = (version: string, href: string): ProductVersion => ({
  text: `v${version}`,
  href,
  current: true,
});

export const products: Record<ProductKey, ProductIdentifier> = {
  x: {
    metadata: 'MUI X',
    name: 'MUI X',
    versions: [
      current(xVersion, '/x/introduction'),
      older('v7', 'https://v7.{host}/x/introduction/'),
      older('v6', 'https://v6.{host}/x/introduction/'),
      older('v5', 'https://v5.{host}/x/introduction/'),
      older('v4', 'https://v4.{host}/components/data-grid/'),
    ],
  },
  'x-data-grid': {
    metadata: 'MUI X',
    name: 'Data Grid',
    versions: [
      current(xVersion, '/x/react-data-grid'),
      older('v7', 'https://v7.{host}/x/react-data-grid/'),
      older('v6', 'https://v6.{host}/x/react-data-grid/'),
      older('v5', 'https://v5.{host}/x/react-data-grid/'),
      older('v4', 'https://v4.{host}/components/data-grid/'),
    ],
  },
  'x-date-pickers': {
    metadata: 'MUI X',
    name: 'Date and Time Pickers',
    versions: [
      current(xVersion, '/x/react-date-pickers'),
      older('v7', 'https://v7.{host}/x/react-date-pickers/'),
      older('v6', 'https://v6.{host}/x/react-date-pickers/'),
      older('v5', 'https://v5.{host}/x/react-date-pickers/date-picker/'),
    ],
  },
  'x-charts': {
    metadata: 'MUI X',
    name: 'Charts',
    versions: [
      current(xVersion, '/x/react-charts'),
      older('v7', 'https://v7.{host}/x/react-charts/'),
      older('v6', 'https://v6.{host}/x/react-charts/'),
    ],
  },
  'x-tree-view': {
    metadata: 'MUI X',
    name: 'Tree View',
    versions: [
      current(xVersion, '/x/react-tree-view'),
      older('v7', 'https://v7.{host}/x/react-tree-view/'),
      older('v6', 'https://v6.{host}/x/react-tree-view/'),
    ],
  },
  'material-ui': {
    metadata: 'MUI Core',
    name: 'Material UI',
    versions: [
      current(materialVersion, '/material-ui/getting-started/installation'),
      older('v6', 'https://v6.{host}/material-ui/getting-started/'),
      older('v5', 'https://v5.{host}/material-ui/getting-started/'),
      older('v4', 'https://v4.{host}/getting-started/installation/'),
    ],
  },
  system: {
    metadata: 'MUI Core',
    name: 'MUI System',
    versions: [
      current(materialVersion, '/system/basics'),
      older('v6', 'https://v6.{host}/system/getting-started/'),
      older('v5', 'https://v5.{host}/system/getting-started/'),
    ],
  },
};

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
