import type { SavedCharacter } from '@storyloom/contracts';
import type { BibleEntry } from '../bible-entry.js';
import { ProofChangeNotUnderstoodException } from './proof-change.exception.js';
import type { ProofChangeInput, ProofChangePlan } from './proof-change.types.js';

/**
 * What a plain-words request is, read by patterns (docs/product/proof-changes.md#how-a-request-is-read): the demo
 * writer's whole understanding, and the model writer's first look (a rename found here never reaches the model).
 * Answers undefined when no pattern fits: the model writer then asks the model, the demo writer says what it can do.
 */

/** A name as buyers type it: one to three capitalised words ('Maya', 'Grandpa Joe', "O'Brien"). */
const NAME = String.raw`\p{Lu}[\p{L}'’\-]*(?:\s+\p{Lu}[\p{L}'’\-]*){0,2}`;
/** Someone described rather than named: 'the dog', 'her sister', 'his grandma'. */
const DESCRIBED = String.raw`(?:[Tt]he|[Hh]er|[Hh]is|[Tt]heir|[Mm]y|[Oo]ur)\s+\p{Ll}+`;
const WHO = `(?:${NAME}|${DESCRIBED})`;
const END = String.raw`\s*[.!]?\s*$`;

const RENAMES: Array<{ pattern: RegExp; from: number; to: number }> = [
  // 'Rename Mia to Maya', 'Change Mia to Maya'
  {
    pattern: new RegExp(String.raw`\b(?:rename|change)\s+(${WHO})\s+(?:to|into)\s+(${NAME})${END}`, 'iu'),
    from: 1,
    to: 2,
  },
  // 'Her sister is Maya, not Mia', 'Maya not Mia'
  { pattern: new RegExp(String.raw`(?<![\p{L}])(${NAME})\s*,?\s+not\s+(${NAME})${END}`, 'u'), from: 2, to: 1 },
  // 'Not Mia but Maya'
  { pattern: new RegExp(String.raw`\bnot\s+(${NAME})\s*,?\s+but\s+(${NAME})${END}`, 'iu'), from: 1, to: 2 },
  // 'Grandpa is called Pops', 'The dog should be called Biscuit', 'Her sister's name is Maya'
  {
    pattern: new RegExp(
      String.raw`^\s*(${WHO})(?:\s+(?:is|should be)\s+(?:called|named)|['’]s\s+name\s+is)\s+(${NAME})${END}`,
      'u',
    ),
    from: 1,
    to: 2,
  },
  // 'Call the dog Biscuit', 'Call Grandpa Pops'
  {
    pattern: new RegExp(String.raw`^\s*(?:please\s+)?(?:call|name)\s+(${WHO})\s+(${NAME})${END}`, 'iu'),
    from: 1,
    to: 2,
  },
];

const REMOVAL =
  /^\s*(?:please\s+)?(?:leave out|remove|cut out|cut|drop|take out|get rid of|delete|skip|no more|without|don['’]t mention|do not mention|don['’]t include|do not include)\s+([^,.;!]+)/iu;
const FEAR = /\b(?:scared|afraid|frightened|terrified)\s+of\s+([\p{L}-]+)/iu;
/** Words of a removal's object that say which part, not what: 'the storm scene', 'all the bits about spiders'. */
const NOT_THE_THING = new Set([
  'the',
  'a',
  'an',
  'any',
  'all',
  'his',
  'her',
  'their',
  'its',
  'our',
  'my',
  'of',
  'about',
  'bit',
  'bits',
  'part',
  'parts',
  'scene',
  'scenes',
  'mention',
  'mentions',
  'chapter',
  'story',
  'book',
  'and',
  'with',
  'from',
  'in',
  'on',
]);

const CHAPTER_NUMBER = /\bchapter\s+(\d{1,3})\b/i;
const REWRITE =
  /^\s*(?:please\s+)?(?:make|rewrite|redo|write)\b|\b(?:funnier|sillier|happier|sadder|scarier|spookier|gentler|calmer|shorter|longer|simpler|warmer|more exciting|less scary|more|less)\b/i;

/** 'X is 7, not 6', 'They live in a flat, not a house': a fact stated with what it replaces. */
const FACT_NOT = /^\s*(.+?)\s*,?\s+not\s+([^,.;!]+?)\s*[.!]?\s*$/iu;

export function offlinePlan(input: ProofChangeInput): ProofChangePlan | undefined {
  const instruction = input.request.instruction.trim();
  for (const rename of RENAMES) {
    const match = rename.pattern.exec(instruction);
    if (!match) continue;
    const from = resolveWho(match[rename.from]!, input);
    const to = match[rename.to]!.trim();
    if (from && from.toLowerCase() !== to.toLowerCase()) return { kind: 'rename', from, to };
  }
  const removal = REMOVAL.exec(instruction);
  if (removal) {
    const terms = removalTerms(removal[1]!);
    const fear = FEAR.exec(instruction)?.[1];
    if (fear) terms.push(fear.toLowerCase());
    if (terms.length > 0) return { kind: 'removal', terms: [...new Set(terms)] };
  }
  const fact = FACT_NOT.exec(instruction);
  if (fact) {
    const stated = fact[1]!.split(/\s+(?:is|are|was|lives|live|has|have)\s+(?:in\s+|a\s+|an\s+)?/i);
    const to = stated.at(-1)!.trim();
    const from = fact[2]!.replace(/^(?:a|an|the|in)\s+/i, '').trim();
    const subject = stated.length > 1 ? new RegExp(`(${NAME})`, 'u').exec(stated[0]!)?.[1] : undefined;
    if (to && from && to.split(/\s+/).length <= 4 && from.split(/\s+/).length <= 4)
      return { kind: 'fact', from, to, ...(subject ? { subject } : {}), find: [from] };
  }
  const numbered = CHAPTER_NUMBER.exec(instruction);
  if (numbered || (input.request.chapter !== undefined && REWRITE.test(instruction))) {
    return { kind: 'rewrite', chapter: numbered ? Number(numbered[1]) : input.request.chapter! };
  }
  return undefined;
}

/** The demo writer's reading: a pattern, or a rewrite of the chapter whose box it was typed in. */
export function offlinePlanOrRewrite(input: ProofChangeInput): ProofChangePlan {
  const plan = offlinePlan(input);
  if (plan) return plan;
  if (input.request.chapter !== undefined) return { kind: 'rewrite', chapter: input.request.chapter };
  throw new ProofChangeNotUnderstoodException(
    "Try 'Her sister is Maya, not Mia', 'Call the dog Biscuit', 'Leave out the storm' or 'Make chapter 3 funnier'.",
  );
}

function removalTerms(object: string): string[] {
  return object
    .toLowerCase()
    .split(/[\s/]+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/['’]s$/, ''))
    .filter((word) => word.length >= 3 && !NOT_THE_THING.has(word));
}

const ANIMALS =
  /^(?:dog|puppy|cat|kitten|pet|rabbit|bunny|horse|pony|hamster|parrot|bird|fish|tortoise|turtle|guinea pig)$/;
const RELATIVES: Record<string, RegExp> = {
  sister: /\bsister\b/i,
  brother: /\bbrother\b/i,
  mum: /\b(?:mum|mom|mother)\b/i,
  mom: /\b(?:mum|mom|mother)\b/i,
  mother: /\b(?:mum|mom|mother)\b/i,
  dad: /\b(?:dad|father)\b/i,
  father: /\b(?:dad|father)\b/i,
  grandma: /\b(?:grandma|granny|grandmother|nana)\b/i,
  grandmother: /\b(?:grandma|granny|grandmother|nana)\b/i,
  grandpa: /\b(?:grandpa|grandad|granddad|grandfather)\b/i,
  grandfather: /\b(?:grandpa|grandad|granddad|grandfather)\b/i,
  friend: /\bfriend\b/i,
  teacher: /\bteacher\b/i,
  aunt: /\baunt(?:ie)?\b/i,
  uncle: /\buncle\b/i,
};

/**
 * The name the book uses for who the buyer described: a name as written ('Grandpa'), or 'the dog' / 'her sister'
 * found in the bible's pets or the characters' relations. Undefined when it is not one clear name.
 */
function resolveWho(who: string, input: ProofChangeInput): string | undefined {
  const trimmed = who.trim();
  const described = new RegExp(`^${DESCRIBED}$`, 'u').test(trimmed) && !/^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(trimmed);
  if (!described) return trimmed;
  const noun = trimmed.split(/\s+/).at(-1)!.toLowerCase();
  if (ANIMALS.test(noun)) return onlyOne(petsOf(input.bible, input.characters, noun));
  const relative = RELATIVES[noun];
  if (relative)
    return onlyOne(
      input.characters
        .filter((character) => relative.test(`${character.relation ?? ''} ${character.extraInfo}`))
        .map((character) => character.name),
    );
  return undefined;
}

function petsOf(bible: readonly BibleEntry[], characters: readonly SavedCharacter[], noun: string): string[] {
  const pets = bible.filter((entry) => entry.kind === 'pet');
  const animal = new RegExp(`\\b${noun}`, 'i');
  const ofKind = pets.filter((entry) => entry.attributes.some((attribute) => animal.test(attribute)));
  const named = characters
    .filter((character) => animal.test(`${character.relation ?? ''} ${character.extraInfo}`))
    .map((character) => character.name);
  if (ofKind.length + named.length > 0) return [...ofKind.map((entry) => entry.name), ...named];
  return noun === 'pet' || pets.length === 1 ? pets.map((entry) => entry.name) : [];
}

const onlyOne = (names: readonly string[]): string | undefined => {
  const distinct = [...new Set(names)];
  return distinct.length === 1 ? distinct[0] : undefined;
};
