import { describe, expect, it } from '@jest/globals';
import { inlineText, parseSummary, parseSummaryInline, summaryAsProse, summaryFormatIssues } from './summary-format.js';

const SUMMARY = [
  '# The Lighthouse Key',
  '## A Fantasy tale',
  'Ada finds a %silver key%',
  'in the sand.',
  '',
  '### Characters',
  '@Ada: a %funny% girl who fears heights',
  '@Mary Jane: her best friend',
  '$ The key opens the lighthouse',
  '- Models sometimes use dashes',
].join('\n');

describe('parseSummary', () => {
  it('reads every form the format allows into blocks, in order', () => {
    expect(parseSummary(SUMMARY)).toEqual([
      { type: 'title', content: [{ text: 'The Lighthouse Key', bold: false }] },
      { type: 'heading', level: 2, content: [{ text: 'A Fantasy tale', bold: false }] },
      {
        type: 'paragraph',
        content: [
          { text: 'Ada finds a ', bold: false },
          { text: 'silver key', bold: true },
          { text: ' in the sand.', bold: false },
        ],
      },
      { type: 'heading', level: 3, content: [{ text: 'Characters', bold: false }] },
      {
        type: 'character',
        name: 'Ada',
        content: [
          { text: 'a ', bold: false },
          { text: 'funny', bold: true },
          { text: ' girl who fears heights', bold: false },
        ],
      },
      { type: 'character', name: 'Mary Jane', content: [{ text: 'her best friend', bold: false }] },
      { type: 'bullet', content: [{ text: 'The key opens the lighthouse', bold: false }] },
      { type: 'bullet', content: [{ text: 'Models sometimes use dashes', bold: false }] },
    ]);
  });

  it('keeps text without any marker as paragraphs split at blank lines, and Windows line ends', () => {
    expect(
      parseSummary('One.\r\nStill one.\r\n\r\nTwo.').map((block) => [block.type, inlineText(block.content)]),
    ).toEqual([
      ['paragraph', 'One. Still one.'],
      ['paragraph', 'Two.'],
    ]);
    expect(parseSummary('')).toEqual([]);
  });

  it("treats '#hashtag', '$5' and '@ mention' without their markers' spacing or colon as plain text", () => {
    expect(parseSummary('#hashtag\n$5 is cheap\n@someone said hi').map((block) => block.type)).toEqual(['paragraph']);
  });
});

describe('parseSummaryInline', () => {
  it('leaves percentages and unpaired markers as plain text', () => {
    expect(parseSummaryInline('50% of 20% more')).toEqual([{ text: '50% of 20% more', bold: false }]);
    expect(parseSummaryInline('a %half open')).toEqual([{ text: 'a %half open', bold: false }]);
  });

  it('reads several bold runs on one line', () => {
    expect(
      parseSummaryInline('%Ada% and %Bo%')
        .filter((run) => run.bold)
        .map((run) => run.text),
    ).toEqual(['Ada', 'Bo']);
  });
});

describe('summaryFormatIssues', () => {
  it('accepts a complete summary', () => {
    expect(summaryFormatIssues(SUMMARY)).toEqual([]);
  });

  it('names what a partial or drifting text lacks', () => {
    expect(summaryFormatIssues('Once upon a %time')).toEqual([
      "it does not start with a '# ' title",
      "it has no '## ' or '### ' header",
      "it has no '@name:' character entry",
      "it has a '%' that opens bold text but never closes it",
    ]);
  });
});

describe('summaryAsProse', () => {
  it('keeps only the paragraphs, with every marker gone and percent signs in numbers kept', () => {
    const summary = [
      '# Title',
      '## Sub',
      '%Leo% knows %the sea% well; 50% of the time %Nana is there.',
      '',
      '@Leo: a boy',
      '$ %Beginning:% a bottle',
      '',
      'Then they sail.',
    ].join('\n');
    expect(summaryAsProse(summary)).toBe('Leo knows the sea well; 50% of the time Nana is there.\n\nThen they sail.');
  });
});
