import { cacheKey, sha256 } from './cache-key';

/** Where cached values outlive a build: text by key. A store may lose or mangle entries. */
export interface CacheStore {
  read(key: string): Promise<string | undefined>;
  write(key: string, text: string): Promise<void>;
}

/** A store that keeps nothing: the transform still runs once per input within a build. */
export const noStore: CacheStore = {
  read: async () => undefined,
  write: async () => undefined,
};

interface Entry {
  key: string;
  digest: string;
  value: unknown;
}

/** The stored form of a value, or undefined for one JSON cannot hold (undefined itself). */
function encode(key: string, value: unknown): string | undefined {
  const valueText = JSON.stringify(value) as string | undefined;
  if (valueText === undefined) return undefined;
  return JSON.stringify({ key, digest: sha256(valueText), value } satisfies Entry);
}

/** The value of a stored entry, or undefined unless it is whole and was written for this key. */
function decode(text: string | undefined, key: string): { value: unknown } | undefined {
  if (text === undefined) return undefined;
  try {
    const entry = JSON.parse(text) as Partial<Entry>;
    if (entry.key !== key || !('value' in entry)) return undefined;
    if (entry.digest !== sha256(JSON.stringify(entry.value))) return undefined;
    return { value: entry.value };
  } catch {
    return undefined;
  }
}

interface Options<I, O> {
  /** Everything besides the input that shapes the output: a name, versions, options, code. */
  context: readonly unknown[];
  compute: (input: I) => O | Promise<O>;
  /** Whether a value read back from the store has the shape of an output. */
  isOutput: (value: unknown) => value is O;
  store: CacheStore;
}

/**
 * A transform that runs once per input in this process and, through the store, once per input
 * across builds. An entry that is missing, unreadable, written for another key or of the wrong
 * shape is recomputed and rewritten, so a bad cache costs time, never a wrong output.
 */
export function cachedTransform<I, O>({ context, compute, isOutput, store }: Options<I, O>): (input: I) => Promise<O> {
  const results = new Map<string, Promise<O>>();

  async function load(key: string, input: I): Promise<O> {
    const stored = decode(await store.read(key).catch(() => undefined), key);
    if (stored && isOutput(stored.value)) return stored.value;
    const value = await compute(input);
    const text = encode(key, value);
    if (text !== undefined) await store.write(key, text).catch(() => undefined);
    return value;
  }

  return (input) => {
    const key = cacheKey([...context, input]);
    let result = results.get(key);
    if (!result) {
      result = load(key, input);
      // A failure is reported to its callers and not remembered.
      result.catch(() => results.delete(key));
      results.set(key, result);
    }
    return result;
  };
}
