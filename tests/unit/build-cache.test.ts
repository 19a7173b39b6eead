import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey } from '../../src/lib/build-cache/cache-key';
import { cachedTransform, noStore, type CacheStore } from '../../src/lib/build-cache/transform-cache';
import { diskStore } from '../../src/lib/build-cache/disk-store';

const isString = (value: unknown): value is string => typeof value === 'string';

/** A store in memory that a test can read and tamper with. */
function memoryStore(): CacheStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    read: async (key) => entries.get(key),
    write: async (key, text) => {
      entries.set(key, text);
    },
  };
}

/** A transform that upper-cases its input and counts its runs. */
function counting(store: CacheStore, context: readonly unknown[] = ['upper', '1.0.0']) {
  const runs: string[] = [];
  const transform = cachedTransform({
    context,
    compute: async (input: string) => {
      runs.push(input);
      return input.toUpperCase();
    },
    isOutput: isString,
    store,
  });
  return { transform, runs };
}

describe('cacheKey', () => {
  it('is the same for the same parts and differs when any part does', () => {
    expect(cacheKey(['shiki', '3.23.0', 'const a = 1;'])).toBe(cacheKey(['shiki', '3.23.0', 'const a = 1;']));
    expect(cacheKey(['shiki', '3.23.1', 'const a = 1;'])).not.toBe(cacheKey(['shiki', '3.23.0', 'const a = 1;']));
    expect(cacheKey(['shiki', '3.23.0', 'const a = 2;'])).not.toBe(cacheKey(['shiki', '3.23.0', 'const a = 1;']));
  });

  it('keeps the parts apart', () => {
    expect(cacheKey(['a', 'bc'])).not.toBe(cacheKey(['ab', 'c']));
    expect(cacheKey([{ code: 'x', lang: 'tsx' }])).not.toBe(cacheKey([{ code: 'x', lang: 'jsx' }]));
  });

  it('is a hex SHA-256', () => {
    expect(cacheKey(['x'])).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('cachedTransform', () => {
  it('runs once per input, also when asked again before the first run ends', async () => {
    const { transform, runs } = counting(noStore);
    expect(await Promise.all([transform('a'), transform('a'), transform('b')])).toEqual(['A', 'A', 'B']);
    expect(await transform('a')).toBe('A');
    expect(runs).toEqual(['a', 'b']);
  });

  it('reads back what an earlier build stored', async () => {
    const store = memoryStore();
    await counting(store).transform('a');
    const next = counting(store);
    expect(await next.transform('a')).toBe('A');
    expect(next.runs).toEqual([]);
  });

  it('runs again when anything in its context changes', async () => {
    const store = memoryStore();
    await counting(store, ['upper', '1.0.0']).transform('a');
    const upgraded = counting(store, ['upper', '1.0.1']);
    expect(await upgraded.transform('a')).toBe('A');
    expect(upgraded.runs).toEqual(['a']);
  });

  it.each([
    ['an empty file', () => ''],
    ['a truncated entry', (text: string) => text.slice(0, text.length / 2)],
    ['a value changed after it was written', (text: string) => text.replace('"A"', '"B"')],
    ['an entry of another key', (text: string) => text.replace(/"key":"[0-9a-f]+"/, `"key":"${'0'.repeat(64)}"`)],
    ['no value', () => JSON.stringify({ key: 'k', digest: 'd' })],
  ])('recomputes, and rewrites, %s', async (_name, tamper) => {
    const store = memoryStore();
    await counting(store).transform('a');
    const [key, text] = [...store.entries][0]!;
    store.entries.set(key, tamper(text));
    const next = counting(store);
    expect(await next.transform('a')).toBe('A');
    expect(next.runs).toEqual(['a']);
    expect(store.entries.get(key)).toBe(text);
  });

  it('recomputes a stored value of the wrong shape', async () => {
    const store = memoryStore();
    const numbers = cachedTransform({
      context: ['t'],
      compute: () => 1,
      isOutput: (v): v is number => typeof v === 'number',
      store,
    });
    await numbers('a');
    const strings = counting(store, ['t']);
    expect(await strings.transform('a')).toBe('A');
    expect(strings.runs).toEqual(['a']);
  });

  it('returns undefined outputs without storing them', async () => {
    const store = memoryStore();
    const none = cachedTransform({
      context: ['none'],
      compute: () => undefined,
      isOutput: (v): v is undefined => v === undefined,
      store,
    });
    expect(await none('a')).toBeUndefined();
    expect(store.entries.size).toBe(0);
  });

  it('still works when the store fails', async () => {
    const failing: CacheStore = {
      read: () => Promise.reject(new Error('EIO')),
      write: () => Promise.reject(new Error('ENOSPC')),
    };
    const { transform, runs } = counting(failing);
    expect(await transform('a')).toBe('A');
    expect(runs).toEqual(['a']);
  });

  it('reports a failure to each caller and tries again on the next call', async () => {
    let attempts = 0;
    const flaky = cachedTransform({
      context: ['flaky'],
      compute: async (input: string) => {
        attempts += 1;
        if (attempts === 1) throw new Error('first run fails');
        return input;
      },
      isOutput: isString,
      store: noStore,
    });
    await expect(flaky('a')).rejects.toThrow('first run fails');
    expect(await flaky('a')).toBe('a');
  });
});

describe('diskStore', () => {
  const folders: string[] = [];
  const folder = () => {
    const created = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
    folders.push(created);
    return created;
  };
  afterEach(() => {
    for (const created of folders.splice(0)) rmSync(created, { recursive: true, force: true });
  });

  it('reads what it wrote, and nothing for an unknown key', async () => {
    const store = diskStore(folder());
    await store.write('ab12', 'text');
    expect(await store.read('ab12')).toBe('text');
    expect(await store.read('cd34')).toBeUndefined();
  });

  it('leaves no temporary file behind', async () => {
    const root = folder();
    await diskStore(root).write('ab12', 'text');
    expect(readdirSync(path.join(root, 'ab'))).toEqual(['ab12.json']);
    expect(readFileSync(path.join(root, 'ab', 'ab12.json'), 'utf8')).toBe('text');
  });

  it('does not throw when it cannot write', async () => {
    const root = folder();
    // A file where its folder should be.
    writeFileSync(path.join(root, 'ab'), '');
    const store = diskStore(root);
    await expect(store.write('ab12', 'text')).resolves.toBeUndefined();
    expect(await store.read('ab12')).toBeUndefined();
  });
});
