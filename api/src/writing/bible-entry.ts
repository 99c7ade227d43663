import { z } from 'zod';

/** Limits of the outline's bible: it is kept whole in every chapter prompt, so what an entry may hold is bounded. */
export const BIBLE_LIMITS = { entries: 40, nameMaxLength: 80, attributes: 6, attributeMaxLength: 160 } as const;

/**
 * One thing the outline invented (or took from the visitor's details) that every chapter must keep the same: a
 * person, a place, a pet or an object, with its fixed attributes ('ginger', 'sleeps on the piano').
 */
export const bibleEntrySchema = z.object({
  name: z.string().trim().min(1).max(BIBLE_LIMITS.nameMaxLength),
  kind: z.enum(['person', 'place', 'pet', 'object']),
  attributes: z.array(z.string().trim().min(1).max(BIBLE_LIMITS.attributeMaxLength)).max(BIBLE_LIMITS.attributes),
});
export type BibleEntry = z.output<typeof bibleEntrySchema>;

/**
 * The outline's bible entries as the model gave them, kept when they pass `bibleEntrySchema` (strings tidied and
 * clipped first), a name once; an unusable entry is left out, never a reason to refuse the outline.
 */
export function bibleEntriesFrom(raws: readonly unknown[]): BibleEntry[] {
  const entries: BibleEntry[] = [];
  const clip = (value: unknown, length: number) =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, length) : value;
  for (const raw of raws) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { name, kind, attributes } = raw as Record<string, unknown>;
    const parsed = bibleEntrySchema.safeParse({
      name: clip(name, BIBLE_LIMITS.nameMaxLength),
      kind: typeof kind === 'string' ? kind.trim().toLowerCase() : kind,
      attributes: Array.isArray(attributes)
        ? attributes
            .map((attribute) => clip(attribute, BIBLE_LIMITS.attributeMaxLength))
            .filter((attribute) => attribute !== '')
            .slice(0, BIBLE_LIMITS.attributes)
        : [],
    });
    const known =
      parsed.success && entries.some((entry) => entry.name.toLowerCase() === parsed.data.name.toLowerCase());
    if (parsed.success && !known) entries.push(parsed.data);
    if (entries.length >= BIBLE_LIMITS.entries) break;
  }
  return entries;
}
