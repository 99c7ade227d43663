import { describe, expect, it } from '@jest/globals';
import { endingKind, openingKind, varietyFindings } from './chapter-variety.js';

describe('the kind of a chapter opening', () => {
  it('knows the weather and waking up by the first sentence', () => {
    expect(openingKind('The rain drummed on the roof all morning. Mia ran to the gate.')).toBe('weather');
    expect(openingKind('Sunlight spilled across the kitchen table.')).toBe('weather');
    expect(openingKind('Mia woke before anyone else. The house was quiet.')).toBe('waking-up');
    expect(openingKind('"Wake up, sleepy head!" Nana called.')).toBe('waking-up');
  });

  it('leaves other openings, and the weather later in the chapter, alone', () => {
    expect(openingKind('Mia ran to the gate. The rain had stopped.')).toBeUndefined();
    expect(openingKind('On Sunday, the map was gone.')).toBeUndefined();
    expect(openingKind('Today, the Bridge of Frost feels promising.')).toBeUndefined();
    expect(openingKind('')).toBeUndefined();
  });
});

describe('the kind of a chapter ending', () => {
  it('knows bedtime and happily-ever-after by the last two sentences', () => {
    expect(endingKind('They laughed. That night, Mia fell asleep smiling.')).toBe('bedtime');
    expect(endingKind('The lights went out. Nana tucked her into bed.')).toBe('bedtime');
    expect(endingKind('Mia closed her eyes. Tomorrow would bring more.')).toBe('bedtime');
    expect(endingKind('Mia smiled. Sleep came quickly.')).toBe('bedtime');
    expect(endingKind('And they lived happily ever after.')).toBe('ever-after');
  });

  it('leaves an ending that leans into the next chapter alone', () => {
    expect(endingKind('Mia slept well last week. Then she saw the map. It was moving.')).toBeUndefined();
    expect(endingKind('"Tomorrow," said Leo, "we find the key."')).toBeUndefined();
  });
});

describe('variety between one chapter and the next', () => {
  const weatherAndBedtime = { number: 1, opening: 'weather', ending: 'bedtime' } as const;

  it('refuses an opening of the kind the chapter before opened with, and bedtime twice in a row', () => {
    const findings = varietyFindings(
      'Snow covered the garden. Mia found the key. At last she went to bed.',
      weatherAndBedtime,
    );
    expect(findings.map((finding) => [finding.rule, finding.detail])).toEqual([
      ['opening-repeated', 'Opens with the weather, as chapter 1 does.'],
      ['ending-repeated', 'Ends at bedtime, as chapter 1 does.'],
    ]);
    expect(findings[0]!.excerpt).toBe('Snow covered the garden.');
    expect(findings[1]!.excerpt).toBe('At last she went to bed.');
  });

  it('accepts another kind of opening or ending, and anything when the chapter before is not written', () => {
    expect(varietyFindings('Mia woke early. She found the key, and ran to tell Leo.', weatherAndBedtime)).toEqual([]);
    expect(varietyFindings('Snow covered the garden. Mia went to bed.', { number: 1 })).toEqual([]);
    expect(varietyFindings('Snow covered the garden. Mia went to bed.', undefined)).toEqual([]);
  });
});
