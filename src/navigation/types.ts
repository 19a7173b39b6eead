/** The plan a feature belongs to; a label, never access control. */
export type Plan = 'pro' | 'premium';

export type { Language } from '../lib/languages';
import type { Language } from '../lib/languages';

/** One entry of a navigation data file, as writers edit it. */
export interface NavEntry {
  /** Route of the page, or a unique key for a group (by convention ending in `-group`). */
  pathname: string;
  /**
   * English title. When absent: the `title` of the page's frontmatter, or for a page not
   * written yet one derived from the last path segment, in sentence case.
   */
  title?: string;
  /** Chinese title. Required unless the title is a code name derived under an API section. */
  zh?: string;
  /** Render this group as a section heading instead of a collapsible group. */
  subheader?: boolean;
  children?: NavEntry[];
  plan?: Plan | undefined;
  planned?: boolean;
  newFeature?: boolean;
  unstable?: boolean;
  /** Kept in the pathname index but not shown in the drawer. */
  hidden?: boolean;
  /** Expand the page into [docsTab] routes: the page itself and these tabs. */
  tabs?: DocsTab[];
}

export type DocsTab = 'components-api' | 'hooks-api';

/** A built node of the drawer tree. */
export interface NavNode {
  pathname: string;
  title: Record<Language, string>;
  subheader: boolean;
  children: NavNode[];
  plan?: Plan | undefined;
  planned: boolean;
  newFeature: boolean;
  unstable: boolean;
  hidden: boolean;
  tabs: DocsTab[];
  /** Titles of the ancestors, outermost first (for breadcrumbs). */
  parents: NavNode[];
}

export interface NavTree {
  /** Top-level nodes of the drawer. */
  roots: NavNode[];
  /** Leaf pages in reading order (prev / next follow it). Hidden entries excluded. */
  leaves: NavNode[];
  /** Every node by pathname. */
  index: Map<string, NavNode>;
}
