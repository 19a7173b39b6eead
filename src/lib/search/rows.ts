import { parseExcerpt, withoutLeadingTitle, type ExcerptPart } from './excerpt';
import type { ResultGroup } from './rank';

/** One row of the result list, which the arrow keys move through. */
export interface ResultRow {
  url: string;
  title: string;
  /** The page a section or API member belongs to. */
  parent?: string | undefined;
  excerpt: ExcerptPart[];
  /** A section of the page in the row above. */
  nested: boolean;
}

export interface RowGroup {
  product: string;
  rows: ResultRow[];
}

const SUB_RESULTS_PER_PAGE = 2;

/** The rows the dialog lists for ranked results: each page, then up to two of its sections. */
export function resultRows(groups: readonly ResultGroup[]): RowGroup[] {
  return groups.map((group) => ({
    product: group.product,
    rows: group.hits.flatMap((hit) => [
      {
        url: hit.target,
        title: hit.member ? hit.member.replace(/^[a-z]+-/, '') : hit.title,
        parent: hit.member ? hit.title : undefined,
        excerpt: withoutLeadingTitle(parseExcerpt(hit.excerpt), hit.title),
        nested: false,
      },
      ...(hit.member ? [] : hit.subResults.slice(0, SUB_RESULTS_PER_PAGE)).map((sub) => ({
        url: sub.url,
        title: sub.title,
        parent: hit.title,
        excerpt: withoutLeadingTitle(parseExcerpt(sub.excerpt), sub.title),
        nested: true,
      })),
    ]),
  }));
}
