import { getDocsTab } from '../paths';

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
  /** API pages: how many guide pages show the component in a demo. */
  uses: number;
  /** Pagefind's own relevance score. */
  score: number;
  /**
   * Elements with an id, at the word of `content` where they start (API member rows are
   * `props-<name>`, `slots-<name>`, `classes-<name>`).
   */
  anchors: readonly { id: string; location: number }[];
  /** The word of `content` where Pagefind found the query's best match. */
  bestMatch?: number | undefined;
  subResults: readonly { title: string; url: string; excerpt: string }[];
}

export interface RankedHit extends SearchHit {
  relevance: number;
  /** Where the result leads: the page, or an API member. */
  target: string;
  /**
   * The API member the result leads to, as `props-checkboxSelection`: the one the query names,
   * else the one whose row holds the best match.
   */
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

const TITLE_EXACT = 2;

/**
 * Migration guides mention every feature of a product, old names included; a reader wants them
 * only when the query is about upgrading.
 */
const MIGRATION_GUIDE = /\/migration\//;
const ASKS_FOR_MIGRATION = /migrat|upgrad|breaking|codemod|\bv\d|\blab\b|迁移|升级/i;
const MIGRATION_PENALTY = 0.35;

function titleRelevance(query: string, title: string): number {
  const wanted = normalizeTitle(query);
  const have = normalizeTitle(title);
  if (!wanted) return 0;
  if (have === wanted || singular(have) === singular(wanted)) return TITLE_EXACT;
  const titleWords = title
    .toLowerCase()
    .split(/[\s\-_]+/)
    .map(singular);
  const queryWords = query.toLowerCase().split(/\s+/).filter(Boolean).map(singular);
  if (queryWords.length > 0 && queryWords.every((word) => titleWords.includes(word))) return 1;
  return have.includes(wanted) ? 0.5 : 0;
}

/** A member's name as typed loosely: any case, without spaces or dashes. */
const looseName = (text: string) => text.toLowerCase().replace(/[\s\-_]+/g, '');

const memberName = (id: string) => id.slice(id.indexOf('-') + 1);

function memberNamed(wanted: string, anchors: SearchHit['anchors']): string | undefined {
  return anchors.find(
    ({ id }) => memberPrefixes.some((prefix) => id.startsWith(prefix)) && looseName(memberName(id)) === wanted,
  )?.id;
}

/** The API member row a one-word query names exactly, if the page has one. */
export function findMember(query: string, anchors: SearchHit['anchors']): string | undefined {
  const wanted = query.trim();
  if (!wanted || /\s/.test(wanted)) return undefined;
  return memberNamed(looseName(wanted), anchors);
}

/**
 * The member a query names after the page's own name: "DataGrid rows" or "data grid
 * checkbox selection" on the DataGrid API page.
 */
export function findScopedMember(query: string, title: string, anchors: SearchHit['anchors']): string | undefined {
  const words = query.trim().split(/\s+/);
  const page = normalizeTitle(title);
  for (let split = 1; split < words.length; split += 1) {
    if (normalizeTitle(words.slice(0, split).join(' ')) !== page) continue;
    return memberNamed(looseName(words.slice(split).join('')), anchors);
  }
  return undefined;
}

/** The member of an API page the query names, and how strongly. */
function namedMember(query: string, hit: SearchHit, titleScore: number): { id: string; weight: number } | undefined {
  if (hit.kind !== 'api') return undefined;
  const scoped = findScopedMember(query, hit.title, hit.anchors);
  if (scoped) return { id: scoped, weight: 3 };
  const id = findMember(query, hit.anchors);
  if (!id) return undefined;
  const exactCase = memberName(id) === query.trim();
  // A component's name leads to its page, not to its prop of the same name: "autocomplete" is
  // the Autocomplete page; "autoComplete", typed as the prop is written, is the prop.
  if (titleScore === TITLE_EXACT && !exactCase) return undefined;
  return { id, weight: exactCase ? 1.75 : 1.5 };
}

/** The API member whose row holds a word of the page, if any. */
export function memberAt(anchors: SearchHit['anchors'], location: number | undefined): string | undefined {
  if (location === undefined) return undefined;
  const row = anchors.findLast((anchor) => anchor.location <= location);
  return row && memberPrefixes.some((prefix) => row.id.startsWith(prefix)) ? row.id : undefined;
}

/**
 * Among the pages that have a prop of the queried name (checkboxSelection: DataGrid,
 * DataGridPro, DataGridPremium, RichTreeView, SimpleTreeView, ...), the component more guide
 * pages show in their demos goes first. `uses` is that count, the length of the API page's
 * "Demos" list (`data-pagefind-meta="uses:N"` on it): the guides demonstrate what readers use,
 * so it is the measure of use the site has, and it is worked out from the pages themselves
 * (src/collections/demo-usage.ts). It rises with every page and levels off below 0.45, under
 * the gap between the reader's product and its family (0.5), so a reader of the Tree View
 * still gets the Tree View's prop first. (A cap instead of a curve made DataGrid, shown on 36
 * pages, tie with DataGridPro, shown on 21.)
 */
const usageBonus = (uses: number) => (0.45 * uses) / (uses + 8);

/**
 * Orders Pagefind's hits for reading: a page whose title is the query comes first, an API
 * page that has the queried prop goes to that prop (the most used component's first), prose
 * is preferred to reference on a tie, and the reader's current product (and, less, its
 * family: MUI X or Material UI) counts for more. Hits are grouped by product, groups in the
 * order of their best hit.
 */
export function rankHits(query: string, hits: readonly SearchHit[], currentProduct: string): ResultGroup[] {
  const topScore = Math.max(...hits.map((hit) => hit.score), Number.EPSILON);
  const ranked: RankedHit[] = hits.map((hit) => {
    const title = titleRelevance(query, hit.title);
    const member = namedMember(query, hit, title);
    const match = member
      ? // Pagefind's score of a member's page measures the page's length, not the member.
        member.weight + usageBonus(hit.uses)
      : // Pagefind's score favours short pages, so it counts for less than an exact title.
        0.6 * (hit.score / topScore) + title;
    // A page's API tab is reference too, however much its tables repeat the query.
    const prose = hit.kind === 'guide' && !getDocsTab(hit.url);
    const oldNews = MIGRATION_GUIDE.test(hit.url) && !ASKS_FOR_MIGRATION.test(query) ? MIGRATION_PENALTY : 0;
    const relevance = match + (prose ? 0.25 : 0) + productAffinity(hit.product, currentProduct) - oldNews;
    // An API page the query does not name leads to the row of its best match.
    const target =
      member?.id ?? (hit.kind === 'api' && title < TITLE_EXACT ? memberAt(hit.anchors, hit.bestMatch) : undefined);
    return { ...hit, relevance, member: target, target: target ? `${hit.url}#${target}` : hit.url };
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
