// A stand-in for a real back end, shared by the server-side data demos. It answers the Data
// Grid's data source requests from rows held in memory, after a delay, the way a REST
// endpoint would: filtering, sorting, paging, tree data, row grouping and aggregation all
// happen here, never in the grid. Nothing leaves the browser.
import type {
  GridFilterItem,
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';

/**
 * What the grid asks for. The Pro and Premium grids add the path of the parent being
 * expanded (`groupKeys`), the grouped fields and the aggregations to the MIT grid's request.
 */
export interface ServerRequest extends GridGetRowsParams {
  groupKeys?: string[];
  groupFields?: string[];
  aggregationModel?: Record<string, string>;
}

export interface ServerResponse extends GridGetRowsResponse {
  /** The aggregates of every row that passes the filter, for the grid's footer. */
  aggregateRow?: Record<string, number>;
}

export interface FakeServerOptions<Row> {
  /** How long each answer takes, in milliseconds. */
  latency?: number;
  /** For tree data: the path of a row, from its top-level ancestor to itself. */
  getPath?: (row: Row) => string[];
  /** Omit `rowCount` and answer `hasNextPage` instead, like an API that cannot count. */
  unknownRowCount?: boolean;
}

/** A group row or tree node comes back with how many rows it holds, and its key. */
export interface ServerGroupRow {
  id: string;
  /** The value this row groups by (row grouping), or the node's name (tree data). */
  groupKey: string;
  /** Rows under this one; the grid shows the expand button when it is above zero. */
  descendantCount: number;
  [field: string]: unknown;
}

export interface FakeServer<Row> {
  getRows: (params: ServerRequest) => Promise<ServerResponse>;
  updateRow: (updatedRow: Row) => Promise<Row>;
  /** Adds a row, as a POST would; for tree data its path says where. */
  insertRow: (row: Row) => Promise<Row>;
  /** While on, every request fails after the usual delay, as when the API is down. */
  setFailing: (failing: boolean) => void;
  /** How many requests reached the server: a cache that works keeps this low. */
  requestCount: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A date filter's value is a Date in local time; rows hold ISO dates (2025-03-14). */
function comparable(value: unknown): unknown {
  if (value instanceof Date) {
    const month = String(value.getMonth() + 1).padStart(2, '0');
    const day = String(value.getDate()).padStart(2, '0');
    return `${value.getFullYear()}-${month}-${day}`;
  }
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function matchesItem(row: GridValidRowModel, item: GridFilterItem): boolean {
  const cell = comparable(row[item.field]);
  const value = comparable(item.value);
  const text = String(cell ?? '').toLowerCase();
  const query = String(value ?? '').toLowerCase();
  switch (item.operator) {
    case 'isEmpty':
      return isEmpty(cell);
    case 'isNotEmpty':
      return !isEmpty(cell);
    case 'isAnyOf':
      return !Array.isArray(item.value) || item.value.length === 0 || item.value.map(comparable).includes(cell);
  }
  // An operator without a value yet (the reader is still typing) filters nothing out.
  if (isEmpty(value)) return true;
  switch (item.operator) {
    case 'contains':
      return text.includes(query);
    case 'doesNotContain':
      return !text.includes(query);
    case 'equals':
      return text === query;
    case 'doesNotEqual':
      return text !== query;
    case 'startsWith':
      return text.startsWith(query);
    case 'endsWith':
      return text.endsWith(query);
    case '=':
    case 'is':
      return String(cell) === String(value);
    case '!=':
    case 'not':
      return String(cell) !== String(value);
    case '>':
    case 'after':
      return compare(cell, value) > 0;
    case '>=':
    case 'onOrAfter':
      return compare(cell, value) >= 0;
    case '<':
    case 'before':
      return compare(cell, value) < 0;
    case '<=':
    case 'onOrBefore':
      return compare(cell, value) <= 0;
    default:
      throw new Error(`The fake server does not know the filter operator "${item.operator}".`);
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const numberA = Number(a);
  const numberB = Number(b);
  if (a !== '' && b !== '' && !Number.isNaN(numberA) && !Number.isNaN(numberB)) return numberA - numberB;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

function applyFilter<Row extends GridValidRowModel>(rows: Row[], model: GridFilterModel): Row[] {
  const items = model.items.filter((item) => item.field && item.operator);
  const quickValues = (model.quickFilterValues ?? []).map((value) => String(value).toLowerCase()).filter(Boolean);
  return rows.filter((row) => {
    const results = items.map((item) => matchesItem(row, item));
    const passesItems =
      results.length === 0 || (model.logicOperator === 'or' ? results.some(Boolean) : results.every(Boolean));
    const cells = Object.values(row).map((cell) => String(cell ?? '').toLowerCase());
    const quickResults = quickValues.map((value) => cells.some((cell) => cell.includes(value)));
    const passesQuick =
      quickResults.length === 0 ||
      (model.quickFilterLogicOperator === 'or' ? quickResults.some(Boolean) : quickResults.every(Boolean));
    return passesItems && passesQuick;
  });
}

function applySort<Row extends GridValidRowModel>(rows: Row[], model: GridSortModel): Row[] {
  if (model.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, sort } of model) {
      const order = compare(a[field], b[field]);
      if (order !== 0) return sort === 'desc' ? -order : order;
    }
    return 0;
  });
}

function aggregate(rows: GridValidRowModel[], field: string, name: string): number {
  const values = rows.map((row) => Number(row[field])).filter((value) => !Number.isNaN(value));
  switch (name) {
    case 'size':
      return rows.length;
    case 'sum':
      return values.reduce((total, value) => total + value, 0);
    case 'avg':
      return values.length === 0 ? 0 : values.reduce((total, value) => total + value, 0) / values.length;
    case 'min':
      return values.length === 0 ? 0 : Math.min(...values);
    case 'max':
      return values.length === 0 ? 0 : Math.max(...values);
    default:
      throw new Error(`The fake server does not know the aggregation "${name}".`);
  }
}

function aggregates(rows: GridValidRowModel[], model: Record<string, string> | undefined) {
  return Object.fromEntries(Object.entries(model ?? {}).map(([field, name]) => [field, aggregate(rows, field, name)]));
}

function page<Item>(items: Item[], params: ServerRequest): Item[] {
  if (params.paginationModel) {
    const { page: index, pageSize } = params.paginationModel;
    return items.slice(index * pageSize, (index + 1) * pageSize);
  }
  const start = Number(params.start);
  return Number.isNaN(start) ? items : items.slice(start, params.end + 1);
}

/** The rows a request asks for, and how many there are in all. */
function answer<Row extends GridValidRowModel>(
  source: Row[],
  params: ServerRequest,
  options: FakeServerOptions<Row>,
): { rows: GridValidRowModel[]; total: number } {
  const filtered = applyFilter(source, params.filterModel);
  const groupKeys = params.groupKeys ?? [];
  const { getPath } = options;

  if (getPath) {
    // Tree data: the children of the node at groupKeys. A node stays when it or one of its
    // descendants passes the filter, so a match deep in the tree keeps its ancestors.
    const kept = new Set(
      filtered.flatMap((row) =>
        getPath(row).map((_, depth) =>
          getPath(row)
            .slice(0, depth + 1)
            .join('/'),
        ),
      ),
    );
    const children = source.filter((row) => {
      const path = getPath(row);
      return (
        path.length === groupKeys.length + 1 &&
        groupKeys.every((key, index) => path[index] === key) &&
        kept.has(path.join('/'))
      );
    });
    const rows = applySort(children, params.sortModel).map((row) => {
      const path = getPath(row);
      const descendants = source.filter((other) => {
        const otherPath = getPath(other);
        return otherPath.length > path.length && path.every((key, index) => otherPath[index] === key);
      });
      return { ...row, groupKey: path.at(-1) ?? '', descendantCount: descendants.length };
    });
    return { rows: page(rows, params), total: rows.length };
  }

  const groupFields = params.groupFields ?? [];
  const inGroup = filtered.filter((row) =>
    groupKeys.every((key, index) => String(row[groupFields[index] ?? '']) === key),
  );
  const field = groupFields[groupKeys.length];
  if (field) {
    // Row grouping: one row per distinct value of the next grouping field.
    const groups = new Map<string, Row[]>();
    for (const row of inGroup) {
      const key = String(row[field]);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const groupRows: ServerGroupRow[] = [...groups].map(([key, members]) => ({
      id: [...groupKeys, key].join('/'),
      groupKey: key,
      descendantCount: members.length,
      ...aggregates(members, params.aggregationModel),
    }));
    // Groups sort by their value when the reader sorts the grouped column.
    const groupSort = params.sortModel.map((item) => (item.field === field ? { ...item, field: 'groupKey' } : item));
    const sorted = applySort(groupRows, groupSort);
    return { rows: page(sorted, params), total: sorted.length };
  }
  const sorted = applySort(inGroup, params.sortModel);
  return { rows: page(sorted, params), total: sorted.length };
}

/**
 * A server for `rows`. Pass its `getRows` to the grid's `dataSource` (with `getGroupKey:
 * (row) => row.groupKey` and `getChildrenCount: (row) => row.descendantCount` for tree data
 * and row grouping).
 */
export function createFakeServer<Row extends GridValidRowModel>(
  initialRows: readonly Row[],
  options: FakeServerOptions<Row> = {},
): FakeServer<Row> {
  const rows = [...initialRows];
  const latency = options.latency ?? 500;
  let failing = false;
  let requests = 0;

  return {
    async getRows(params) {
      requests += 1;
      await wait(latency);
      if (failing) throw new Error('The server did not answer (simulated outage).');
      const { rows: pageRows, total } = answer(rows, params, options);
      const start = params.paginationModel
        ? params.paginationModel.page * params.paginationModel.pageSize
        : Number(params.start) || 0;
      const response: ServerResponse = options.unknownRowCount
        ? { rows: pageRows, pageInfo: { hasNextPage: start + pageRows.length < total } }
        : { rows: pageRows, rowCount: total };
      if (params.aggregationModel) {
        response.aggregateRow = aggregates(applyFilter(rows, params.filterModel), params.aggregationModel);
      }
      return response;
    },
    async updateRow(updatedRow) {
      requests += 1;
      await wait(latency);
      if (failing) throw new Error('The server did not answer (simulated outage).');
      const index = rows.findIndex((row) => row.id === updatedRow.id);
      if (index === -1) throw new Error(`No row with the id ${String(updatedRow.id)}.`);
      rows[index] = updatedRow;
      return updatedRow;
    },
    async insertRow(row) {
      requests += 1;
      await wait(latency);
      if (failing) throw new Error('The server did not answer (simulated outage).');
      rows.push(row);
      return row;
    },
    setFailing(next) {
      failing = next;
    },
    requestCount: () => requests,
  };
}

/** A sales ledger: one order per row, the same every time (no randomness). */
export interface Order {
  id: number;
  customer: string;
  country: string;
  product: string;
  category: string;
  quantity: number;
  unitPrice: number;
  /** ISO date, 2025-01-01 to 2025-12-28. */
  date: string;
  status: 'Pending' | 'Shipped' | 'Delivered' | 'Returned';
}

const CUSTOMERS = [
  'Northwind Traders',
  'Blue Harbor Cafe',
  'Alpine Outfitters',
  'Maple & Co',
  'Sunrise Dental',
  'Keller Architects',
  'Oakridge Library',
  'Lumen Studio',
];
const COUNTRIES = ['France', 'Germany', 'Japan', 'Brazil', 'Canada', 'India', 'Spain'];
const PRODUCTS: readonly [string, string, number][] = [
  ['Laptop 14"', 'Computers', 1149],
  ['Mechanical keyboard', 'Accessories', 129],
  ['27" monitor', 'Displays', 329],
  ['Wireless mouse', 'Accessories', 39],
  ['Desk lamp', 'Office', 59],
  ['Standing desk', 'Office', 549],
  ['Noise-cancelling headset', 'Audio', 249],
  ['Webcam 4K', 'Accessories', 119],
  ['Tablet 11"', 'Computers', 699],
];
const STATUSES: readonly Order['status'][] = ['Pending', 'Shipped', 'Delivered', 'Delivered', 'Returned'];

export function createOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const [product, category, unitPrice] = PRODUCTS[(index * 7) % PRODUCTS.length]!;
    const dayOfYear = (index * 37) % 362;
    const date = new Date(Date.UTC(2025, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
    return {
      id: index + 1,
      customer: CUSTOMERS[(index * 5) % CUSTOMERS.length]!,
      country: COUNTRIES[(index * 3) % COUNTRIES.length]!,
      product,
      category,
      quantity: 1 + ((index * 13) % 12),
      unitPrice,
      date,
      status: STATUSES[(index * 11) % STATUSES.length]!,
    };
  });
}

/** An organisation chart for tree data: each person's path runs from the CEO to them. */
export interface Employee {
  id: number;
  path: string[];
  jobTitle: string;
  department: string;
  location: string;
}

const PEOPLE: readonly [string, string | null, string, string, string][] = [
  ['Helena Park', null, 'Chief Executive Officer', 'Executive', 'New York'],
  ['Marcus Webb', 'Helena Park', 'VP Engineering', 'Engineering', 'Berlin'],
  ['Priya Natarajan', 'Marcus Webb', 'Engineering Manager', 'Engineering', 'Berlin'],
  ['Tomás Ruiz', 'Priya Natarajan', 'Senior Engineer', 'Engineering', 'Madrid'],
  ['Aiko Tanaka', 'Priya Natarajan', 'Software Engineer', 'Engineering', 'Tokyo'],
  ['Lukas Becker', 'Priya Natarajan', 'Software Engineer', 'Engineering', 'Berlin'],
  ['Olumide Adeyemi', 'Marcus Webb', 'Engineering Manager', 'Engineering', 'Lagos'],
  ['Sara Lindqvist', 'Olumide Adeyemi', 'Site Reliability Engineer', 'Engineering', 'Stockholm'],
  ['Daniel Cohen', 'Olumide Adeyemi', 'Software Engineer', 'Engineering', 'Tel Aviv'],
  ['Claire Dubois', 'Helena Park', 'VP Sales', 'Sales', 'Paris'],
  ['Rahul Mehta', 'Claire Dubois', 'Sales Director, EMEA', 'Sales', 'London'],
  ['Emma Rossi', 'Rahul Mehta', 'Account Executive', 'Sales', 'Milan'],
  ['Jonas Meyer', 'Rahul Mehta', 'Account Executive', 'Sales', 'Zurich'],
  ['Grace Kim', 'Claire Dubois', 'Sales Director, APAC', 'Sales', 'Singapore'],
  ['Wei Chen', 'Grace Kim', 'Account Executive', 'Sales', 'Shanghai'],
  ['Fatima Al-Sayed', 'Helena Park', 'VP Finance', 'Finance', 'Dubai'],
  ['Noah Williams', 'Fatima Al-Sayed', 'Controller', 'Finance', 'New York'],
  ['Isabel Santos', 'Noah Williams', 'Accountant', 'Finance', 'Lisbon'],
  ['Ben Carter', 'Helena Park', 'VP People', 'People', 'Toronto'],
  ['Mia Johansson', 'Ben Carter', 'Recruiter', 'People', 'Oslo'],
];

export function createEmployees(): Employee[] {
  const pathOf = (name: string): string[] => {
    const manager = PEOPLE.find(([person]) => person === name)?.[1];
    return manager ? [...pathOf(manager), name] : [name];
  };
  return PEOPLE.map(([name, , jobTitle, department, location], index) => ({
    id: index + 1,
    path: pathOf(name),
    jobTitle,
    department,
    location,
  }));
}
