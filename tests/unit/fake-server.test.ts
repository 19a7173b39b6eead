import { describe, expect, it } from 'vitest';
import {
  createEmployees,
  createFakeServer,
  createOrders,
  type ServerRequest,
} from '../../src/demos/data-grid/server-side-data/fakeServer';

const request = (overrides: Partial<ServerRequest> = {}): ServerRequest => ({
  sortModel: [],
  filterModel: { items: [] },
  start: 0,
  end: 9,
  ...overrides,
});

const orders = createOrders(200);

describe('the fake server of the server-side data demos', () => {
  it('pages, and counts every row that passes the filter', async () => {
    const server = createFakeServer(orders, { latency: 0 });
    const first = await server.getRows(request());
    expect(first.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.rowCount).toBe(200);
    const third = await server.getRows(request({ paginationModel: { page: 2, pageSize: 25 } }));
    expect(third.rows[0]?.id).toBe(51);
    expect(third.rows).toHaveLength(25);
  });

  it('filters with the grid’s operators and quick filter, then sorts', async () => {
    const server = createFakeServer(orders, { latency: 0 });
    const expected = orders.filter((order) => order.country === 'Japan' && order.quantity > 6);
    const answer = await server.getRows(
      request({
        filterModel: {
          items: [
            { field: 'country', operator: 'is', value: 'Japan' },
            { field: 'quantity', operator: '>', value: 6 },
          ],
        },
        sortModel: [{ field: 'quantity', sort: 'desc' }],
        end: 1000,
      }),
    );
    expect(answer.rowCount).toBe(expected.length);
    expect(answer.rows.every((row) => row.country === 'Japan' && row.quantity > 6)).toBe(true);
    const quantities = answer.rows.map((row) => row.quantity as number);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    const quick = await server.getRows(
      request({ filterModel: { items: [], quickFilterValues: ['harbor'] }, end: 1000 }),
    );
    expect(quick.rows.every((row) => row.customer === 'Blue Harbor Cafe')).toBe(true);
    const dates = await server.getRows(
      request({
        filterModel: { items: [{ field: 'date', operator: 'before', value: new Date(2025, 1, 1) }] },
        end: 1000,
      }),
    );
    expect(dates.rows.every((row) => (row.date as string) < '2025-02-01')).toBe(true);
    expect(dates.rowCount).toBeGreaterThan(0);
  });

  it('answers the groups of each level for row grouping, with their aggregates', async () => {
    const server = createFakeServer(orders, { latency: 0 });
    const top = await server.getRows(
      request({ groupFields: ['country', 'category'], groupKeys: [], aggregationModel: { quantity: 'sum' }, end: 100 }),
    );
    const japan = top.rows.find((row) => row.groupKey === 'Japan');
    const japanese = orders.filter((order) => order.country === 'Japan');
    expect(japan).toMatchObject({ id: 'Japan', descendantCount: japanese.length });
    expect(japan?.quantity).toBe(japanese.reduce((total, order) => total + order.quantity, 0));
    expect(top.aggregateRow?.quantity).toBe(orders.reduce((total, order) => total + order.quantity, 0));
    const categories = await server.getRows(
      request({ groupFields: ['country', 'category'], groupKeys: ['Japan'], end: 100 }),
    );
    expect(categories.rows.map((row) => row.id)).toContain('Japan/Computers');
    const leaves = await server.getRows(
      request({ groupFields: ['country', 'category'], groupKeys: ['Japan', 'Computers'], end: 100 }),
    );
    expect(leaves.rows.every((row) => row.country === 'Japan' && row.category === 'Computers')).toBe(true);
  });

  it('answers the children of a node for tree data, keeping the ancestors of a match', async () => {
    const files = [
      { id: 1, path: ['src'] },
      { id: 2, path: ['src', 'App.tsx'] },
      { id: 3, path: ['src', 'components'] },
      { id: 4, path: ['src', 'components', 'Button.tsx'] },
      { id: 5, path: ['README.md'] },
    ];
    const server = createFakeServer(files, { latency: 0, getPath: (row) => row.path });
    const root = await server.getRows(request());
    expect(root.rows.map((row) => [row.groupKey, row.descendantCount])).toEqual([
      ['src', 3],
      ['README.md', 0],
    ]);
    const filtered = await server.getRows(
      request({ filterModel: { items: [{ field: 'id', operator: '=', value: 4 }] }, groupKeys: ['src'] }),
    );
    expect(filtered.rows.map((row) => row.groupKey)).toEqual(['components']);
  });

  it('fails while told to, reports hasNextPage when it cannot count, and counts requests', async () => {
    const server = createFakeServer(orders, { latency: 0, unknownRowCount: true });
    const answer = await server.getRows(request({ start: 190, end: 199 }));
    expect(answer.rowCount).toBeUndefined();
    expect(answer.pageInfo).toEqual({ hasNextPage: false });
    server.setFailing(true);
    await expect(server.getRows(request())).rejects.toThrow('simulated outage');
    server.setFailing(false);
    const updated = await server.updateRow({ ...orders[0]!, quantity: 99 });
    expect(updated.quantity).toBe(99);
    expect(server.requestCount()).toBe(3);
  });

  it('makes the same orders every time', () => {
    expect(createOrders(3)).toEqual(createOrders(3));
    expect(createOrders(1)[0]).toMatchObject({ id: 1, date: '2025-01-01' });
  });
});

describe('the organisation chart of the server-side tree data demos', () => {
  it('gives every person the path from the CEO, and the server answers each level', async () => {
    const employees = createEmployees();
    expect(employees.find((person) => person.path.at(-1) === 'Aiko Tanaka')?.path).toEqual([
      'Helena Park',
      'Marcus Webb',
      'Priya Natarajan',
      'Aiko Tanaka',
    ]);
    const server = createFakeServer(employees, { latency: 0, getPath: (row) => row.path });
    const top = await server.getRows(request());
    expect(top.rows.map((row) => [row.groupKey, row.descendantCount])).toEqual([['Helena Park', employees.length - 1]]);
    await server.insertRow({
      id: 99,
      path: ['Helena Park', 'Ben Carter', 'Lena Fischer'],
      jobTitle: 'HR Partner',
      department: 'People',
      location: 'Vienna',
    });
    const people = await server.getRows(request({ groupKeys: ['Helena Park', 'Ben Carter'] }));
    expect(people.rows.map((row) => row.groupKey)).toEqual(['Mia Johansson', 'Lena Fischer']);
  });
});

describe('group rows', () => {
  it('sort by their value when the grouped column is sorted', async () => {
    const server = createFakeServer(createOrders(200), { latency: 0 });
    const answer = await server.getRows(
      request({ groupFields: ['country'], groupKeys: [], sortModel: [{ field: 'country', sort: 'desc' }], end: 100 }),
    );
    const countries = answer.rows.map((row) => row.groupKey as string);
    expect(countries).toEqual([...countries].sort().reverse());
    expect(answer.rows[0]).not.toHaveProperty('country');
  });
});
