import { createHash } from 'node:crypto';

/**
 * Deterministic random numbers for the offline writer and cover designer: the same inputs always give the same
 * text or design (so either can be reproduced and tested), another seed gives another one ("regenerate").
 * Math.random cannot be seeded. Two sources, each kept because what the demo produces depends on its numbers:
 * `fromSeed` (mulberry32 over 32 bits: cheap, for choosing words) and `fromKey` (SHA-256 in counter mode over the
 * key's parts: stable across machines and Node versions, for shapes).
 */
export class SeededRandom {
  private constructor(private readonly source: NumberSource) {}

  /** mulberry32 seeded with a 32-bit number (see `hashText`). */
  static fromSeed(seed: number): SeededRandom {
    return new SeededRandom(new Mulberry32(seed));
  }

  /** SHA-256 in counter mode over the key's parts. */
  static fromKey(...parts: readonly string[]): SeededRandom {
    return new SeededRandom(new Sha256Counter(createHash('sha256').update(parts.join('\u0000')).digest()));
  }

  /** A number in [0, 1). */
  next(): number {
    return this.source.next();
  }

  /** A whole number from 0 to `count` - 1. */
  int(count: number): number {
    return Math.min(count - 1, Math.floor(this.next() * count));
  }

  /** A number from `min` to `max`. */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One of `items` (which must not be empty). */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = this.int(index + 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** A child source for one part of the output, so adding a sentence elsewhere does not reshuffle this part. */
  fork(label: string): SeededRandom {
    return new SeededRandom(this.source.fork(label));
  }
}

/** cyrb53-style string hash folded to 32 bits: cheap, well spread, stable across platforms. */
export function hashText(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

interface NumberSource {
  next(): number;
  fork(label: string): NumberSource;
}

/** mulberry32: 32 bits of state, good enough statistics for choosing words. */
class Mulberry32 implements NumberSource {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  fork(label: string): NumberSource {
    return new Mulberry32(hashText(label, this.state));
  }
}

/** Numbers drawn from SHA-256 of the key and a counter, 32 bits each, eight a block. */
class Sha256Counter implements NumberSource {
  private readonly pool: number[] = [];
  private counter = 0;

  constructor(private readonly key: Buffer) {}

  next(): number {
    if (this.pool.length === 0) {
      const block = createHash('sha256')
        .update(this.key)
        .update(String(this.counter++))
        .digest();
      for (let offset = 0; offset < block.length; offset += 4) this.pool.push(block.readUInt32BE(offset) / 2 ** 32);
    }
    return this.pool.shift()!;
  }

  fork(label: string): NumberSource {
    return new Sha256Counter(createHash('sha256').update(this.key).update(`fork\u0000${label}`).digest());
  }
}
