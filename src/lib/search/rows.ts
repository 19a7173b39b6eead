import { getDocsTab } from '../paths';
import {
  importStatement,
  markQueryWords,
  memberDescription,
  parseExcerpt,
  withoutLeadingTitle,
  type ExcerptPart,
} from './excerpt';
import type { RankedHit, ResultGroup } from './rank';

/** One row of the result list, which the arrow keys move through. */
export interface ResultRow {
  url: string;
  title: string;
  /** The page a section, tab or API member belongs to, shown before the title. */
  parent?: string | undefined;
  excerpt: ExcerptPart[];
  /** A section of the page in the row above. */
  nested: boolean;
}

export interface RowGroup {
  product: string;
  rows: ResultRow[];
}

/** The names of a page's tabs (`components-api`: "Component API"). */
export type TabLabels = Readonly<Record<string, string>>;

const SUB_RESULTS_PER_PAGE = 2;

function pageRow(hit: RankedHit, query: string, tabLabels: TabLabels): ResultRow {
  if (hit.member) {
    return {
      url: hit.target,
      title: hit.member.replace(/^[a-z]+-/, ''),
      parent: hit.title,
      excerpt: markQueryWords(memberDescription(hit.content, hit.anchors, hit.member), query),
      nested: false,
    };
  }
  // A page's tab has the page's title: the tab's name tells them apart ("Pagination ›
  // Component API"), and the components it documents stand for its tables.
  const tab = getDocsTab(hit.url);
  const tabLabel = tab && tabLabels[tab];
  if (tabLabel) {
    const components = hit.subResults.map((sub) => sub.title).join(', ');
    return {
      url: hit.target,
      title: tabLabel,
      parent: hit.title,
      excerpt: markQueryWords(components, query),
      nested: false,
    };
  }
  // An API page is summed up by how its export is imported; the page's text is a table.
  const statement = hit.kind === 'api' ? importStatement(hit.content) : undefined;
  const excerpt = statement
    ? markQueryWords(statement, query)
    : withoutLeadingTitle(parseExcerpt(hit.excerpt), hit.title);
  return { url: hit.target, title: hit.title, excerpt, nested: false };
}

/**
 * The rows the dialog lists for ranked results: each page, then up to two of its sections.
 * Reference pages list none: their sections are tables ("Props", or one per component on a
 * Component API tab), which the page's row already sums up.
 */
export function resultRows(groups: readonly ResultGroup[], query: string, tabLabels: TabLabels): RowGroup[] {
  return groups.map((group) => ({
    product: group.product,
    rows: group.hits.flatMap((hit) => {
      const page = pageRow(hit, query, tabLabels);
      const listsSections = hit.kind === 'guide' && !getDocsTab(hit.url);
      const sections = listsSections ? hit.subResults.slice(0, SUB_RESULTS_PER_PAGE) : [];
      return [
        page,
        ...sections.map((sub) => ({
          url: sub.url,
          title: sub.title,
          parent: page.parent ? `${page.parent} › ${page.title}` : page.title,
          excerpt: withoutLeadingTitle(parseExcerpt(sub.excerpt), sub.title),
          nested: true,
        })),
      ];
    }),
  }));
}
