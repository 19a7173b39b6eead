import { createHash } from 'node:crypto';

/** The SHA-256 of a text, in hex. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The key of a cached value: a hash of everything that shapes it, its input and the versions,
 * options and code of the transform. The parts are hashed as a JSON array, so ['a', 'bc'] and
 * ['ab', 'c'] differ.
 */
export function cacheKey(parts: readonly unknown[]): string {
  return sha256(JSON.stringify(parts));
}
