import type { ProductEntry } from '../lib/product-registry';

/**
 * The products the site documents, in the order the product switcher lists them. Path
 * handling, API pages, search filters, the version switcher, the landing cards and the
 * coverage report all derive from this list: a product is added here, plus its
 * `product.<key>.summary` strings in src/locales/. tests/unit/products.test.ts checks it.
 */
export const productRegistry = [
  {
    key: 'x',
    family: 'MUI X',
    name: 'MUI X',
    paths: ['/x'],
    overview: '/x/introduction',
    versionOf: '@mui/x-data-grid',
    olderVersions: [
      { text: 'v7', href: 'https://v7.{host}/x/introduction/' },
      { text: 'v6', href: 'https://v6.{host}/x/introduction/' },
      { text: 'v5', href: 'https://v5.{host}/x/introduction/' },
      { text: 'v4', href: 'https://v4.{host}/components/data-grid/' },
    ],
    cards: ['home', 'not-found'],
  },
  {
    key: 'x-data-grid',
    family: 'MUI X',
    name: 'Data Grid',
    partOf: 'x',
    paths: ['/x/react-data-grid', '/x/migration/migration-data-grid'],
    api: {
      folder: 'data-grid',
      pathname: '/x/api/data-grid',
      packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
    },
    overview: '/x/react-data-grid',
    versionOf: '@mui/x-data-grid',
    olderVersions: [
      { text: 'v7', href: 'https://v7.{host}/x/react-data-grid/' },
      { text: 'v6', href: 'https://v6.{host}/x/react-data-grid/' },
      { text: 'v5', href: 'https://v5.{host}/x/react-data-grid/' },
      { text: 'v4', href: 'https://v4.{host}/components/data-grid/' },
    ],
    cards: ['x-home', 'not-found'],
  },
  {
    key: 'x-date-pickers',
    family: 'MUI X',
    name: 'Date and Time Pickers',
    partOf: 'x',
    paths: ['/x/react-date-pickers', '/x/migration/migration-pickers'],
    api: {
      folder: 'date-pickers',
      pathname: '/x/api/date-pickers',
      packages: ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
    },
    overview: '/x/react-date-pickers',
    versionOf: '@mui/x-data-grid',
    olderVersions: [
      { text: 'v7', href: 'https://v7.{host}/x/react-date-pickers/' },
      { text: 'v6', href: 'https://v6.{host}/x/react-date-pickers/' },
      { text: 'v5', href: 'https://v5.{host}/x/react-date-pickers/date-picker/' },
    ],
    cards: ['x-home', 'not-found'],
  },
  {
    key: 'x-charts',
    family: 'MUI X',
    name: 'Charts',
    partOf: 'x',
    paths: ['/x/react-charts', '/x/migration/migration-charts'],
    api: {
      folder: 'charts',
      pathname: '/x/api/charts',
      packages: ['@mui/x-charts', '@mui/x-charts-pro', '@mui/x-charts-premium'],
    },
    overview: '/x/react-charts',
    versionOf: '@mui/x-data-grid',
    olderVersions: [
      { text: 'v7', href: 'https://v7.{host}/x/react-charts/' },
      { text: 'v6', href: 'https://v6.{host}/x/react-charts/' },
    ],
    cards: ['x-home', 'not-found'],
  },
  {
    key: 'x-tree-view',
    family: 'MUI X',
    name: 'Tree View',
    partOf: 'x',
    paths: ['/x/react-tree-view', '/x/migration/migration-tree-view'],
    api: {
      folder: 'tree-view',
      pathname: '/x/api/tree-view',
      packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
    },
    overview: '/x/react-tree-view',
    versionOf: '@mui/x-data-grid',
    olderVersions: [
      { text: 'v7', href: 'https://v7.{host}/x/react-tree-view/' },
      { text: 'v6', href: 'https://v6.{host}/x/react-tree-view/' },
    ],
    cards: ['x-home', 'not-found'],
  },
  {
    key: 'material-ui',
    family: 'MUI Core',
    name: 'Material UI',
    paths: ['/material-ui'],
    api: {
      folder: 'material-ui',
      pathname: '/material-ui/api',
      packages: ['@mui/material'],
    },
    overview: '/material-ui/getting-started/installation',
    versionOf: '@mui/material',
    olderVersions: [
      { text: 'v6', href: 'https://v6.{host}/material-ui/getting-started/' },
      { text: 'v5', href: 'https://v5.{host}/material-ui/getting-started/' },
      { text: 'v4', href: 'https://v4.{host}/getting-started/installation/' },
    ],
    cards: ['home', 'not-found'],
  },
  {
    key: 'system',
    family: 'MUI Core',
    name: 'MUI System',
    paths: ['/system'],
    overview: '/system/basics',
    versionOf: '@mui/material',
    olderVersions: [
      { text: 'v6', href: 'https://v6.{host}/system/getting-started/' },
      { text: 'v5', href: 'https://v5.{host}/system/getting-started/' },
    ],
    cards: ['home'],
  },
] as const satisfies readonly ProductEntry[];

/** The product of a page outside every product's paths (`/`, `/versions`). */
export const defaultProductKey = 'material-ui' satisfies (typeof productRegistry)[number]['key'];
