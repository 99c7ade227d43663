import { describe, expect, it } from '@jest/globals';
import { CheckedChapterScreen } from './checked-screen.js';
import {
  checkChapter,
  checkFact,
  checkOutlineEntry,
  checkSummary,
  DEMO_WRITER_MIN_CHAPTER_WORDS,
  minimumChapterWords,
  repairChapter,
  repairOutlineTitle,
} from './text-checks.js';

/** Prose of `words` words that never repeats its opening (each sentence numbered). */
const prose = (words: number) =>
  Array.from(
    { length: Math.ceil(words / 10) },
    (_, index) => `Mira walked ${index} steps along the quiet harbour wall tonight.`,
  )
    .join(' ')
    .split(' ')
    .slice(0, words)
    .join(' ');

describe('checkChapter', () => {
  it('passes plain prose near its target, dialogue apologies included', () => {
    expect(checkChapter(`${prose(250)}\n\n"I'm sorry, Mum," said Mira. "I can't find it."`, 300)).toEqual([]);
  });

  it.each([
    ['a refusal', "I'm sorry, but I can't help with that request.", ['too-short', 'assistant-phrasing']],
    ['a 60-character chapter', 'Mira woke early. The egg was gone. She ran to the harbour.', ['too-short']],
    ['an offer before the prose', `Sure! Here is chapter 2 of the story:\n\n${prose(300)}`, ['assistant-phrasing']],
    ['a sign-off after the prose', `${prose(300)}\n\nI hope you enjoyed this chapter!`, ['assistant-phrasing']],
    ['an AI disclaimer', `${prose(300)} As an AI, I cannot know this.`, ['assistant-phrasing']],
    ['a heading line', `Chapter 2: The Gate\n\n${prose(300)}`, ['heading-line']],
    ['a markdown heading', `# The Gate\n\n${prose(300)}`, ['heading-line', 'markdown']],
    ['bold marks', `${prose(300)} She was **very** brave.`, ['markdown']],
    ['a list', `${prose(300)}\n\n- a sword\n- a shield`, ['markdown']],
    ['a code fence', `\`\`\`\n${prose(300)}\n\`\`\``, ['markdown']],
    ['a runaway', prose(1000), ['too-long']],
    ['a restart', `${prose(200)}\n\n${prose(200)}`, ['restarted']],
  ])('names the problems of %s', (_, text, problems) => {
    expect(checkChapter(text, 300)).toEqual(problems);
  });
});

describe('minimumChapterWords', () => {
  it('holds a model to half its target and the demo writer to its own floor, and the check reads the floor', () => {
    expect(minimumChapterWords('openai', 1300)).toBe(650);
    expect(minimumChapterWords('offline', 1300)).toBe(DEMO_WRITER_MIN_CHAPTER_WORDS);
    const shortChapter = Array.from(
      { length: 12 },
      (_, step) => `On step ${step + 1} of the path, Mia looked under another stone.`,
    ).join(' ');
    expect(checkChapter(shortChapter, 1300)).toContain('too-short');
    expect(checkChapter(shortChapter, 1300, minimumChapterWords('offline', 1300))).toEqual([]);
    expect(checkChapter('Mia smiled.', 1300, minimumChapterWords('offline', 1300))).toContain('too-short');
  });
});

describe('repairChapter', () => {
  it('removes a lone heading line, an opening offer and a closing sign-off, and nothing else', () => {
    const body = prose(300);
    expect(repairChapter(`Chapter 2: The Gate\n\n${body}`)).toBe(body);
    expect(repairChapter(`**Chapter 2**\n\n${body}`)).toBe(body);
    expect(
      repairChapter(
        `Sure! Here is chapter 2:\n\n${body}\n\nI hope you enjoyed this chapter! Let me know if you want more.`,
      ),
    ).toBe(body);
  });

  it('leaves a refusal for the check to refuse', () => {
    const refusal = "I'm sorry, but I can't help with that request.";
    expect(repairChapter(refusal)).toBe(refusal);
    expect(checkChapter(repairChapter(refusal), 300)).toContain('assistant-phrasing');
  });
});

describe('checkSummary', () => {
  const summary = `# The Glass Lighthouse\n## A tale\n@Ada: brave and quick.\n## The Story\n${prose(60)}\n### Key Moments\n$ A storm`;

  it('passes a summary in its Markdown shape', () => {
    expect(checkSummary(summary)).toEqual([]);
  });

  it.each([
    [
      'a refusal',
      "# The Glass Lighthouse\nI'm sorry, but I can't help with that request.",
      ['too-short', 'assistant-phrasing'],
    ],
    ['a summary saved twice over', `${summary}\n${summary}`, ['restarted']],
    ['a restart mid-continuation', `${summary}\n## The Story\n${prose(60)}`, ['restarted']],
    ['a code fence', `\`\`\`markdown\n${summary}\n\`\`\``, ['markdown']],
  ])('names the problems of %s', (_, text, problems) => {
    expect(checkSummary(text)).toEqual(problems);
  });
});

describe('checkOutlineEntry and checkFact', () => {
  it('passes a plain entry and names a refusal, markup and an empty synopsis', () => {
    expect(checkOutlineEntry({ title: 'The Gate', synopsis: 'Ada finds the gate in the hedge.' })).toEqual([]);
    expect(checkOutlineEntry({ title: 'The Gate', synopsis: "I'm sorry, but I can't write this chapter." })).toEqual([
      'assistant-phrasing',
    ]);
    expect(checkOutlineEntry({ title: '**The Gate**', synopsis: 'Ada finds the gate in the hedge.' })).toEqual([
      'markdown',
    ]);
    expect(checkOutlineEntry({ title: 'The Gate', synopsis: '' })).toEqual(['empty']);
  });

  it('repairs a title with a chapter prefix or emphasis', () => {
    expect(repairOutlineTitle('Chapter 7: The Storm')).toBe('The Storm');
    expect(repairOutlineTitle('## **The Storm**')).toBe('The Storm');
  });

  it('keeps plain facts and refuses assistant talk', () => {
    expect(checkFact('Ada keeps the key to the lighthouse.')).toEqual([]);
    expect(checkFact('I hope you enjoyed this chapter!')).toEqual(['assistant-phrasing']);
    expect(checkFact('Sure! Here is the chapter you asked for.')).toEqual(['assistant-phrasing']);
  });
});

describe('CheckedChapterScreen', () => {
  const watch = (pieces: string[], accepted?: string) => {
    const shown: string[] = [];
    const screen = new CheckedChapterScreen((text) => shown.push(text));
    for (const piece of pieces) screen.push(piece);
    const before = shown.join('');
    if (accepted !== undefined) screen.finish(accepted);
    return { before, after: shown.join('') };
  };
  const inPieces = (text: string) => text.match(/[\s\S]{1,7}/g) ?? [];

  it('never shows a refusal, and shows the accepted rewrite instead', () => {
    const good = prose(300);
    expect(watch(inPieces("I'm sorry, but I can't help with that request.".repeat(20)), good)).toEqual({
      before: '',
      after: good,
    });
  });

  it('drops a preamble and holds back a sign-off: what is shown adds up to the repaired chapter', () => {
    const body = `${prose(150)}\n\n${prose(150)}`;
    const raw = `Sure! Here is chapter 2:\n\nChapter 2: The Gate\n\n${body}\n\nI hope you enjoyed this chapter!`;
    const { before, after } = watch(inPieces(raw), repairChapter(raw));
    expect(before).not.toMatch(/Sure!|Chapter 2|I hope/);
    expect(after).toBe(body);
  });
});
