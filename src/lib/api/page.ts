import type { MarkdownHeading } from 'astro';
import type { Language } from '../languages';
import { localizePath, normalizePathname } from '../paths';
import { apiAnchor } from './anchors';
import type { MarkdownLinks } from './markdown';

interface LinkContext {
  lang: Language;
  /** Whether this site has a page at a pathname. */
  exists: (pathname: string) => boolean;
  /** The API page of a type name, for `[[TypeName]]` references. */
  typePaths: ReadonlyMap<string, string>;
  /** A site path as a link (under the base path). */
  toHref: (path: string) => string;
}

// The libraries' docs: mui.com, or the host of the major they document (v7.mui.com), which is
// the major installed here since the descriptions come from the installed packages.
const MUI_DOCS = /^(?:https?:\/\/(?:www\.|v\d+\.)?mui\.com)?(\/[^#?]*)(?:\?[^#]*)?(#.*)?$/;

/**
 * This site's pages that a path of mui.com may mean: the path itself, and for a Material UI
 * component page (`/material-ui/react-checkbox`) the component pages here, which are named
 * as they were before (`/material-ui/components/checkboxes`).
 */
function candidatePaths(path: string): string[] {
  const component = /^\/material-ui\/(?:react-)?([a-z-]+)$/.exec(path)?.[1];
  if (!component) return [path];
  const page = `/material-ui/components/${component}`;
  return [path, page, `${page}s`, `${page}es`];
}

/**
 * Where the links of an API description lead: a link to the libraries' own docs stays on this
 * site when the page exists here (with its anchor translated for an API page), else goes to
 * mui.com.
 */
export function apiDescriptionLinks({ lang, exists, typePaths, toHref }: LinkContext): MarkdownLinks {
  return {
    url: (href) => {
      const match = MUI_DOCS.exec(href);
      if (!match) return href;
      const path = candidatePaths(normalizePathname(match[1] ?? '/')).find((candidate) => exists(candidate));
      if (path) return `${toHref(localizePath(path, lang))}${apiAnchor(match[2])}`;
      return href.startsWith('/') ? `https://mui.com${href}` : href;
    },
    type: (name) => {
      const path = typePaths.get(name);
      return path ? toHref(localizePath(path, lang)) : undefined;
    },
  };
}

export interface ApiOutline {
  kind: 'component' | 'interface';
  props: readonly { name: string }[];
  slots: readonly unknown[];
  classes: readonly unknown[];
}

/**
 * The sections of an API page, for its table of contents: demos for a component only (demos
 * import components; an interface is only typed with), slots and classes only when it has some.
 */
export function apiHeadings(
  api: ApiOutline,
  title: (section: 'demos' | 'import' | 'props' | 'slots' | 'classes' | 'source') => string,
): MarkdownHeading[] {
  return [
    ...(api.kind === 'component' ? [{ depth: 2, slug: 'demos', text: title('demos') }] : []),
    { depth: 2, slug: 'import', text: title('import') },
    { depth: 2, slug: 'props', text: title('props') },
    ...api.props.map((prop) => ({ depth: 3, slug: `props-${prop.name}`, text: prop.name })),
    ...(api.slots.length > 0 ? [{ depth: 2, slug: 'slots', text: title('slots') }] : []),
    ...(api.classes.length > 0 ? [{ depth: 2, slug: 'classes', text: title('classes') }] : []),
    { depth: 2, slug: 'source', text: title('source') },
  ];
}

export interface ApiColumns {
  props: readonly { default?: string | undefined }[];
  slots: readonly { name: string }[];
  classes: readonly { key: string }[];
}

/**
 * The optional columns of an API page's tables, each only when some row has a value: the
 * props' default, the slots' class name (a class keyed as the slot).
 */
export function optionalColumns(api: ApiColumns): { propsDefault: boolean; slotsClassName: boolean } {
  return {
    propsDefault: api.props.some((prop) => prop.default !== undefined && prop.default !== ''),
    slotsClassName: api.slots.some((slot) => api.classes.some((entry) => entry.key === slot.name)),
  };
}
