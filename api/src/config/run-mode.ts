/**
 * Live or demo, never half of each (README "Demo and live modes"). A Lulu key beside the built-in test checkout
 * once printed real books that nobody paid for, so the providers decide the mode in this one place:
 * - demo: any stand-in is in use (offline writer, offline cover designer, test checkout, local print outbox);
 * - live: none is, and the site is set up to take real orders (PUBLIC_ORIGIN, OPERATOR_TOKEN, PostgreSQL).
 * A configuration with a provider that takes money or prints (Stripe, Lulu) that is not wholly live is a mix, and
 * refuses to start, naming what live mode is missing, unless STORYLOOM_ALLOW_MIXED_MODE names that very mix (tests,
 * a staging server). The override has to list the mix's parts, so it cannot be set by accident, and a later change
 * of providers makes it stop matching.
 */

export type RunMode = 'demo' | 'live';

/** The facts of a resolved configuration the mode depends on (from app-config's provider choices). */
export interface ModeFacts {
  writer: 'openai' | 'offline';
  coverDesigner: 'openai' | 'offline';
  stripe: boolean;
  booksGoTo: 'lulu' | 'outbox';
  publicOrigin: boolean;
  operatorToken: boolean;
  database: 'pglite' | 'postgres';
}

/** One part of a mix: its name in STORYLOOM_ALLOW_MIXED_MODE, and what it is in words. */
interface Part {
  name: string;
  what: string;
}

/** A part live mode lacks, and what an operator sets to make it live. */
interface Gap extends Part {
  forLive: string;
}

/** Providers that take money or send books to a printer: with any of these, the site must be wholly live. */
function liveProviders(facts: ModeFacts): Part[] {
  const parts: Part[] = [];
  if (facts.stripe) parts.push({ name: 'stripe', what: 'Stripe checkout (STRIPE_SECRET_KEY)' });
  if (facts.booksGoTo === 'lulu') parts.push({ name: 'lulu', what: 'paid books printed by Lulu (LULU_CLIENT_KEY)' });
  return parts;
}

/** The stand-ins in use: any one of them makes this a demo. */
function demoProviders(facts: ModeFacts): Gap[] {
  const parts: Gap[] = [];
  if (facts.writer === 'offline')
    parts.push({
      name: 'offline-writer',
      what: 'the offline demo writer',
      forLive: 'OPENAI_API_KEY (or OPENAI_BASE_URL) for a real writer',
    });
  if (facts.coverDesigner === 'offline')
    parts.push({
      name: 'offline-cover-designer',
      what: 'the offline cover designer',
      forLive: 'OPENAI_IMAGE_API_KEY (or COVER_DESIGNER=openai) for a real cover designer',
    });
  if (!facts.stripe)
    parts.push({
      name: 'test-checkout',
      what: 'the built-in test checkout',
      forLive: 'STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) for Stripe',
    });
  if (facts.booksGoTo === 'outbox')
    parts.push({
      name: 'print-outbox',
      what: 'the local print outbox',
      forLive: 'LULU_CLIENT_KEY and LULU_CLIENT_SECRET (and PRINT_BOOKS_AT unset or lulu) for Lulu',
    });
  return parts;
}

/** What live mode needs besides real providers. */
function missingForLive(facts: ModeFacts): Gap[] {
  const parts: Gap[] = [];
  if (!facts.publicOrigin)
    parts.push({
      name: 'no-public-origin',
      what: 'no PUBLIC_ORIGIN',
      forLive: "PUBLIC_ORIGIN, the site's address (https://storyloom.example)",
    });
  if (!facts.operatorToken)
    parts.push({
      name: 'no-operator-token',
      what: 'no OPERATOR_TOKEN',
      forLive: 'OPERATOR_TOKEN, so operators can follow orders',
    });
  if (facts.database === 'pglite')
    parts.push({
      name: 'pglite',
      what: 'the embedded database (PGlite)',
      forLive: 'DATABASE_URL, a PostgreSQL server',
    });
  return parts;
}

/** The override's value as a set of part names: `lulu+test-checkout`, `lulu, test-checkout` and any order alike. */
export function mixNames(value: string): string[] {
  return [...new Set(value.split(/[+,\s]+/).filter(Boolean))].sort();
}

export const ALLOW_MIXED_MODE = 'STORYLOOM_ALLOW_MIXED_MODE';

export interface ModeDecision {
  mode: RunMode;
  /** Set when STORYLOOM_ALLOW_MIXED_MODE let a mix start: its parts, for the startup block. */
  allowedMix?: string[];
}

/**
 * The mode of a configuration, or an error message (the caller throws it as a ConfigError) when it mixes live and
 * demo without the override naming the mix. `allowMixed` is STORYLOOM_ALLOW_MIXED_MODE's value.
 */
export function decideMode(facts: ModeFacts, allowMixed: string | undefined): ModeDecision | { refusal: string } {
  const live = liveProviders(facts);
  const demo = demoProviders(facts);
  const mode: RunMode = demo.length > 0 ? 'demo' : 'live';
  // A demo with nothing that charges or prints is harmless; live mode must have everything a real order needs.
  const mix: Part[] = live.length === 0 ? [] : mode === 'demo' ? [...live, ...demo] : missingForLive(facts);
  const names = mix.map((part) => part.name).sort();
  const allowed = allowMixed === undefined ? undefined : mixNames(allowMixed);
  if (mix.length === 0) {
    if (allowed === undefined) return { mode };
    return {
      refusal: `Invalid configuration:\n  - ${ALLOW_MIXED_MODE}: this configuration is wholly ${mode}, nothing is mixed; unset it`,
    };
  }
  if (allowed !== undefined && allowed.join('+') === names.join('+')) return { mode, allowedMix: names };
  const lines = ['Storyloom will not start half live, half demo (README "Demo and live modes"):'];
  if (mode === 'demo') {
    lines.push(`  live: ${live.map((part) => part.what).join(', ')}`);
    lines.push(`  demo: ${demo.map((part) => part.what).join(', ')}`);
    lines.push('For live mode, set:');
    for (const part of [...demo, ...missingForLive(facts)]) lines.push(`  - ${part.forLive}`);
    lines.push(
      `For demo mode, unset ${live.map((part) => (part.name === 'stripe' ? 'STRIPE_SECRET_KEY' : 'LULU_CLIENT_KEY and LULU_CLIENT_SECRET (or set PRINT_BOOKS_AT=outbox)')).join(' and ')}.`,
    );
  } else {
    lines.push(`  live mode is missing: ${mix.map((part) => part.what).join(', ')}`);
    lines.push('Set:');
    for (const part of missingForLive(facts)) lines.push(`  - ${part.forLive}`);
  }
  const mismatch =
    allowed === undefined ? '' : ` (${ALLOW_MIXED_MODE} is set to "${allowed.join('+')}", which is not this mix)`;
  lines.push(
    `To run this very mix on purpose (tests, a staging server), set ${ALLOW_MIXED_MODE}=${names.join('+')}${mismatch}`,
  );
  return { refusal: lines.join('\n') };
}
