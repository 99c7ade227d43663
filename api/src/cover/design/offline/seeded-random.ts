import { createHash } from 'node:crypto';

/** A source of numbers in [0, 1) that depends only on its key: the same seed and title always draw the same design. */
export interface SeededRandom {
  (): number;
  /** A whole number from 0 to `count` - 1. */
  int(count: number): number;
  /** A number from `min` to `max`. */
  between(min: number, max: number): number;
  /** One of `items` (which must not be empty). */
  pick<T>(items: readonly T[]): T;
}

/**
 * Numbers drawn from SHA-256 in counter mode over the key's parts: stable across machines, Node versions and
 * processes (Math.random cannot be seeded), and good enough for shapes and choices.
 */
export function seededRandom(...parts: readonly string[]): SeededRandom {
  const key = createHash('sha256').update(parts.join('\u0000')).digest();
  const pool: number[] = [];
  let counter = 0;
  const next = (() => {
    if (pool.length === 0) {
      const block = createHash('sha256').update(key).update(String(counter++)).digest();
      for (let offset = 0; offset < block.length; offset += 4) pool.push(block.readUInt32BE(offset) / 2 ** 32);
    }
    return pool.shift()!;
  }) as SeededRandom;
  next.int = (count) => Math.min(count - 1, Math.floor(next() * count));
  next.between = (min, max) => min + (max - min) * next();
  next.pick = (items) => {
    if (items.length === 0) throw new Error('pick needs at least one item');
    return items[next.int(items.length)]!;
  };
  return next;
}
