import type { XApiProduct } from '../../lib/product-registry';
import type { NavEntry } from '../types';
import { xApiPages, type ApiPageEntry } from '../x-api-pages';

interface ApiReferenceOptions {
  /** Put the components under a "Components" heading, as the Data Grid drawer does. */
  componentsHeading?: boolean;
}

function heading(pathname: string, title: string, zh: string, children: NavEntry[]): NavEntry {
  return { pathname, title, zh, subheader: true, children };
}

function productOf(page: ApiPageEntry): string | undefined {
  return page.pathname.split('/')[3];
}

/**
 * The "API reference" group of a product's drawer, generated from `xApiPages`: the index,
 * the components, then the interfaces under a heading. Titles are the code names derived
 * from the pathnames. Only components show their plan, as in the upstream drawer.
 */
export function apiReference(product: XApiProduct, { componentsHeading = false }: ApiReferenceOptions = {}): NavEntry {
  const pages = xApiPages.filter((page) => productOf(page) === product);
  const index = pages
    .filter((page) => page.kind === 'index')
    .map((page) => ({ pathname: page.pathname, title: 'Index', zh: '索引' }));
  const components = pages
    .filter((page) => page.kind === 'component')
    .map((page) => ({ pathname: page.pathname, plan: page.plan }));
  const interfaces = pages.filter((page) => page.kind === 'interface').map((page) => ({ pathname: page.pathname }));
  return {
    pathname: `/x/api/${product}-group`,
    title: 'API reference',
    zh: 'API 参考',
    children: [
      ...index,
      ...(componentsHeading
        ? [heading(`/x/api/${product}-components-group`, 'Components', '组件', components)]
        : components),
      ...(interfaces.length > 0
        ? [heading(`/x/api/${product}-interfaces-group`, 'Interfaces', '接口', interfaces)]
        : []),
    ],
  };
}
