/** A page Pagefind found, with what ranking needs to know of it. */
export interface SearchHit {
  /** Page URL without a hash. */
  url: string;
  title: string;
  excerpt: string;
  /** The page's indexed text. */
  content: string;
  product: string;
  kind: 'api' | 'guide';
  /** Pagefind's own relevance score. */
  score: number;
  /**
   * Elements with an id, at the word of `content` where they start (API member rows are
   * `props-<name>`, `slots-<name>`, `classes-<name>`).
   */
  anchors: readonly { id: string; location: number }[];
  subResults: readonly { title: string; url: string; excerpt: string }[];
}

export interface RankedHit extends SearchHit {
  relevance: number;
  /** Where the result leads: the page, or the API member the query names. */
  target: string;
  /** The API member the query names, as `props-checkboxSelection`. */
  member?: string | undefined;
}

export interface ResultGroup {
  product: string;
  hits: RankedHit[];
}

const memberPrefixes = ['props-', 'slots-', 'classes-'];

/** Lower case without spaces, dashes and a trailing " API", so "Date picker" meets "DatePicker API". */
export function normalizeTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+api$/, '')
    .replace(/[\s\-_]+/g, '');
}

/** MUI X products form one family, Material UI and System another. */
export const familyOf = (product: string) =>
  product === 'x' || product.startsWith('x-') ? 'x' : product === 'system' ? 'material-ui' : product;

function productAffinity(product: string, current: string): number {
  if (product === current) return 0.75;
  return familyOf(product) === familyOf(current) ? 0.25 : 0;
}

const singular = (word: string) => (word.length > 3 ? word.replace(/s$/, '') : word);

function titleRelevance(query: string, title: string): number {
  const wanted = normalizeTitle(query);
  const have = normalizeTitle(title);
  if (!wanted) return 0;
  if (have === wanted || singular(have) === singular(wanted)) return 2;
  const titleWords = title
    .toLowerCase()
    .split(/[\s\-_]+/)
    .map(singular);
  const queryWords = query.toLowerCase().split(/\s+/).filter(Boolean).map(singular);
  if (queryWords.length > 0 && queryWords.every((word) => titleWords.includes(word))) return 1;
  return have.includes(wanted) ? 0.5 : 0;
}

/** The API member row a one-word query names exactly, if the page has one. */
export function findMember(query: string, anchors: SearchHit['anchors']): string | undefined {
  const wanted = query.trim().toLowerCase();
  if (!wanted || /\s/.test(wanted)) return undefined;
  return anchors.find(({ id }) =>
    memberPrefixes.some((prefix) => id.startsWith(prefix) && id.slice(prefix.length).toLowerCase() === wanted),
  )?.id;
}

/**
 * Orders Pagefind's hits for reading: a page whose title is the query comes first, an API
 * page that has the queried prop goes to that prop, prose is preferred to reference on a tie,
 * and the reader's current product (and, less, its family: MUI X or Material UI) counts for more. Hits are grouped by product, groups in
 * the order of their best hit.
 */
export function rankHits(query: string, hits: readonly SearchHit[], currentProduct: string): ResultGroup[] {
  const topScore = Math.max(...hits.map((hit) => hit.score), Number.EPSILON);
  const ranked: RankedHit[] = hits.map((hit) => {
    const member = hit.kind === 'api' ? findMember(query, hit.anchors) : undefined;
    const relevance =
      // Pagefind's score favours short pages, so it counts for less than an exact title or member.
      0.6 * (hit.score / topScore) +
      titleRelevance(query, hit.title) +
      (member ? 1.5 : 0) +
      (hit.kind === 'guide' ? 0.25 : 0) +
      productAffinity(hit.product, currentProduct);
    return { ...hit, relevance, member, target: member ? `${hit.url}#${member}` : hit.url };
  });
  ranked.sort((a, b) => b.relevance - a.relevance);
  const groups = new Map<string, RankedHit[]>();
  for (const hit of ranked) {
    const group = groups.get(hit.product) ?? [];
    group.push(hit);
    groups.set(hit.product, group);
  }
  return [...groups].map(([product, groupHits]) => ({ product, hits: groupHits }));
}

/** Results in the order the dialog shows them. */
export const flattenGroups = (groups: readonly ResultGroup[]): RankedHit[] => groups.flatMap((group) => group.hits);
