import { productRegistry } from '../data/products';

export type ProductCardPlace = 'home' | 'x-home' | 'not-found';

/** One product of src/data/products.ts. */
export interface ProductEntry {
  /** Id in search filters, analytics and translation keys (`product.<key>.summary`). */
  key: string;
  /** The family shown above the name in the product switcher. */
  family: string;
  name: string;
  /**
   * The product this one is an area of (only MUI X has areas). An area's `paths` also
   * cover names that extend them with a dash: `/x/migration/migration-pickers-v7`.
   */
  partOf?: 'x';
  /** Path prefixes of its pages: each covers the path itself and every path under it. */
  paths: readonly string[];
  /**
   * Its API reference: the data folder under src/content/api/, the pathname of its index
   * (its pages are under it), and its packages from the most basic plan to the most complete.
   */
  api?: { folder: string; pathname: string; packages: readonly string[] };
  /** The overview page: where the product switcher, the card and the current version link. */
  overview: string;
  /** The installed package whose version is the product's current version. */
  versionOf: '@mui/x-data-grid' | '@mui/material';
  /** Older majors on their own hosts; `{host}` stands for the docs domain of src/site.config.ts. */
  olderVersions: readonly { text: string; href: string }[];
  /** Where its card shows: the home page (/), the MUI X home (/x), the 404 pages. */
  cards: readonly ProductCardPlace[];
}

type Registered = (typeof productRegistry)[number];
export type ProductKey = Registered['key'];
export type XProductArea = Extract<Registered, { partOf: 'x' }>['key'];
export type ApiProductEntry = Extract<Registered, { api: object }>;
/** A product's folder of API data, and the `product` of its pages' data. */
export type ApiProduct = ApiProductEntry['api']['folder'];
export type XApiProduct = Extract<ApiProductEntry, { partOf: 'x' }>['api']['folder'];

/** Products in the order the product switcher lists them. */
export const productOrder: readonly ProductKey[] = productRegistry.map((entry) => entry.key);

export function getProductEntry(key: ProductKey): Registered {
  const entry = productRegistry.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`Unknown product ${key}: add it to src/data/products.ts.`);
  return entry;
}

/** The products with an API reference, in registry order. */
export const apiProducts: readonly ApiProductEntry[] = productRegistry.filter(
  (entry): entry is ApiProductEntry => 'api' in entry,
);

/** The API folder names, for the schema of the API data. */
export const apiFolders = apiProducts.map((entry) => entry.api.folder) as [ApiProduct, ...ApiProduct[]];

export function getApiProduct(folder: string): ApiProductEntry | undefined {
  return apiProducts.find((entry) => entry.api.folder === folder);
}

/** The areas of MUI X (Data Grid, Pickers, ...), in registry order. */
export const xAreas = productRegistry.filter(
  (entry): entry is Extract<Registered, { partOf: 'x' }> => 'partOf' in entry && entry.partOf === 'x',
);

/** Products that are no area of another, each owning its `paths` outright. */
export const topLevelProducts = productRegistry.filter((entry) => !('partOf' in entry));

/** The products whose card a page shows, in registry order. */
export function productsWithCard(place: ProductCardPlace): ProductKey[] {
  return productRegistry
    .filter((entry) => (entry.cards as readonly ProductCardPlace[]).includes(place))
    .map((entry) => entry.key);
}
