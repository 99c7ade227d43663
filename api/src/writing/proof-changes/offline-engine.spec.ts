import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { replaceName } from './literal-rename.js';
import { offlinePlan } from './offline-classifier.js';
import {
  ProofChangeChapterUnknownException,
  ProofChangeNotUnderstoodException,
  ProofChangeRemovesTooMuchException,
} from './proof-change.exception.js';
import { proofBook } from './proof-change.fixture.js';
import { ProofChangeEngine } from './proof-change.service.js';

const offline = new ProofChangeEngine(loadConfig({ LOG_LEVEL: 'silent' }).writing, 4);

describe('replaceName', () => {
  it('replaces whole words only, keeps capitals and moves the possessive to the new name', () => {
    expect(replaceName("Mia's hat. MIA ran. Amiable Mias and Mia-Rose.", ['Mia'], 'Maya').text).toBe(
      "Maya's hat. MAYA ran. Amiable Mias and Maya-Rose.",
    );
    expect(replaceName("Jess' hat was red. 'Come here, Jess' she said.", ['Jess'], 'Maya').text).toBe(
      "Maya's hat was red. 'Come here, Maya' she said.",
    );
    expect(replaceName('Rose saw a rose that rose.', ['Rose'], 'Lily').text).toBe('Lily saw a rose that rose.');
    expect(replaceName("Grandpa Joe's pipe; Grandpa laughed.", ['Grandpa', 'Grandpa Joe'], 'Pops').text).toBe(
      "Pops's pipe; Pops laughed.",
    );
  });
});

describe('offlinePlan', () => {
  const plan = (instruction: string, chapter?: number) =>
    offlinePlan(proofBook({ instruction, ...(chapter ? { chapter } : {}) }));

  it.each([
    ['Her sister is Maya, not Mia', { kind: 'rename', from: 'Mia', to: 'Maya' }],
    ['Rename Mia to Maya', { kind: 'rename', from: 'Mia', to: 'Maya' }],
    ['Grandpa is called Pops', { kind: 'rename', from: 'Grandpa', to: 'Pops' }],
    ['Call the dog Biscuit', { kind: 'rename', from: 'Pebble', to: 'Biscuit' }],
    ['Her sister should be called Maya', { kind: 'rename', from: 'Mia', to: 'Maya' }],
    ['Leave out the storm, Leo is scared of thunder', { kind: 'removal', terms: ['storm', 'thunder'] }],
    ['No more spiders please', { kind: 'removal', terms: ['spiders', 'please'] }],
    ['Leo is 7, not 6', { kind: 'fact', from: '6', to: '7', subject: 'Leo', find: ['6'] }],
    ['Make chapter 2 funnier', { kind: 'rewrite', chapter: 2 }],
  ])('reads %s', (instruction, expected) => {
    expect(plan(instruction)).toEqual(expected);
  });

  it('reads a request typed in a chapter box as a rewrite of that chapter, and nothing at all when it is unclear', () => {
    expect(plan('Make it funnier', 3)).toEqual({ kind: 'rewrite', chapter: 3 });
    expect(plan('Hmm')).toBeUndefined();
  });
});

describe("the demo writer's changes", () => {
  it('renames across the book, titles and bible included, and touches nothing else', async () => {
    const result = await offline.propose(proofBook({ instruction: 'Her sister is Maya, not Mia' }));
    expect(result.kind).toBe('rename');
    expect(result.message).toBe('Renamed Mia to Maya in 3 chapters.');
    expect(result.chapters.map((chapter) => chapter.chapter)).toEqual([1, 2, 3]);
    const first = result.chapters[0]!;
    expect(first.title_after).toBe('Maya and the Storm');
    expect(first.after).toContain(`"Maya, look at the storm!"`);
    expect(first.after).toContain("Maya's umbrella");
    expect(first.after).toContain('amiable');
    expect(result.chapters[1]!.after).toContain('MAYA wrote');
    expect(result.chapters.every((chapter) => !/\bMia\b/.test(chapter.after))).toBe(true);
    expect(result.bible?.find((entry) => entry.kind === 'person')?.name).toBe('Maya');
    expect(result.rename).toEqual({ from: 'Mia', to: 'Maya' });
  });

  it('renames a 40-chapter book in well under a second', async () => {
    const started = performance.now();
    const result = await offline.propose(proofBook({ instruction: 'Grandpa is called Pops' }, 40));
    expect(result.chapters).toHaveLength(40);
    expect(result.chapters[0]!.after).toContain('Pops made pancakes');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('answers a rename of someone the book never names with nothing to change', async () => {
    const result = await offline.propose(proofBook({ instruction: 'Her friend is Zoe, not Zara' }));
    expect(result).toMatchObject({
      kind: 'rename',
      chapters: [],
      message: 'Zara does not appear in the book, so nothing was renamed.',
    });
  });

  it('leaves out the sentences that mention the thing, with the words spoken about it and their speaker', async () => {
    const result = await offline.propose(proofBook({ instruction: 'Leave out the storm, Leo is scared of thunder' }));
    expect(result.kind).toBe('removal');
    expect(result.chapters.map((chapter) => chapter.chapter)).toEqual([1]);
    const after = result.chapters[0]!.after;
    expect(after).not.toMatch(/storm|thunder/i);
    expect(after).not.toMatch(/^\s*he said/m);
    expect(after.startsWith('Leo woke early and ran to find Mia.')).toBe(true);
    expect(after).toContain('Grandpa Joe made pancakes.');
    expect((after.match(/"/g) ?? []).length % 2).toBe(0);
    expect(result.message).toBe('Left out storm and thunder in 1 chapter.');
  });

  it('refuses a removal that would empty a chapter, naming it', async () => {
    const book = proofBook({ instruction: 'Leave out Pebble' });
    book.book.chapters[2]!.text = 'Pebble slept. Pebble snored. Pebble dreamed of bones.';
    await expect(offline.propose(book)).rejects.toBeInstanceOf(ProofChangeRemovesTooMuchException);
  });

  it('swaps a fact only where the sentence names who it is about', async () => {
    const book = proofBook({ instruction: 'Leo is 7, not 6' });
    book.book.chapters[1]!.text += '\n\nMia had six marbles.';
    const result = await offline.propose(book);
    expect(result.kind).toBe('fact');
    expect(result.chapters.map((chapter) => chapter.chapter)).toEqual([3]);
    expect(result.chapters[0]!.after).toContain('Leo was seven');
  });

  it("rewrites one chapter with the demo writer's engine, saying so", async () => {
    const result = await offline.propose(proofBook({ instruction: 'Make chapter 2 funnier' }));
    expect(result.kind).toBe('rewrite');
    expect(result.message).toBe('The demo writer rewrote chapter 2 in a funnier tone.');
    expect(result.chapters).toHaveLength(1);
    const [chapter] = result.chapters;
    expect(chapter!.after).not.toBe(chapter!.before);
    expect(chapter!.after.split(/\s+/).length).toBeGreaterThan(40);
  });

  it('refuses an unknown chapter and a request it cannot read', async () => {
    await expect(offline.propose(proofBook({ instruction: 'Make chapter 9 funnier' }))).rejects.toBeInstanceOf(
      ProofChangeChapterUnknownException,
    );
    await expect(offline.propose(proofBook({ instruction: 'Make it better', chapter: 7 }))).rejects.toBeInstanceOf(
      ProofChangeChapterUnknownException,
    );
    await expect(offline.propose(proofBook({ instruction: 'Hmm' }))).rejects.toBeInstanceOf(
      ProofChangeNotUnderstoodException,
    );
  });
});
