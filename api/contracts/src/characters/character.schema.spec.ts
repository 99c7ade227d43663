import { describe, expect, it } from '@jest/globals';
import { characterIdFromName } from './character-id.js';
import { savedCharacterSchema, step1RequestSchema, type SavedCharacterInput } from './character.schema.js';

const main: SavedCharacterInput = { name: 'Ada', isMainCharacter: true };
const friend = (name: string): SavedCharacterInput => ({ name, isMainCharacter: false, relation: 'Friend' });

/** Paths and messages of a failed parse, e.g. ['characters.0.name: Name is required']. */
function issuesOf(body: unknown): string[] {
  const result = step1RequestSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('savedCharacterSchema', () => {
  it('fills every optional field with its empty default', () => {
    expect(savedCharacterSchema.parse(main)).toEqual({
      id: characterIdFromName('Ada'),
      name: 'Ada',
      isMainCharacter: true,
      personality: [],
      skills: '',
      hobbies: '',
      quirks: '',
      fears: '',
      extraInfo: '',
      gender: 'unselected',
      age: '',
      personalityCustom: '',
      skillsCustom: '',
      hobbiesCustom: '',
      funnyQuirksCustom: '',
      fearsCustom: '',
    });
  });

  it('normalises names, lists and ages', () => {
    const parsed = savedCharacterSchema.parse({
      ...main,
      name: '  Ada  ',
      personality: ' Funny , , Loves tea',
      skills: 'Art,, Music ,',
      age: '007',
    });
    expect(parsed).toMatchObject({ name: 'Ada', personality: ['Funny', 'Loves tea'], skills: 'Art, Music', age: '7' });
  });

  it('accepts personality as a list and trims its entries', () => {
    expect(savedCharacterSchema.parse({ ...main, personality: [' Funny ', ''] }).personality).toEqual(['Funny']);
  });

  it.each(['', '0', '42', '9999', 'child', 'young-adult', 'elderly'])('accepts age %p', (age) => {
    expect(savedCharacterSchema.safeParse({ ...main, age }).success).toBe(true);
  });

  it.each(['-1', '1.5', '10000', 'old', 'ten'])('rejects age %p', (age) => {
    expect(savedCharacterSchema.safeParse({ ...main, age }).success).toBe(false);
  });

  it('drops unknown keys instead of storing them', () => {
    expect(savedCharacterSchema.parse({ ...main, isAdmin: true })).not.toHaveProperty('isAdmin');
  });

  it('keeps markup in a name as plain text', () => {
    expect(savedCharacterSchema.parse({ ...main, name: '<script>alert(1)</script>' }).name).toBe(
      '<script>alert(1)</script>',
    );
  });
});

describe('step1RequestSchema', () => {
  it('accepts one main character and twelve supporting ones', () => {
    const supporting = Array.from({ length: 12 }, (_, index) => friend(`Friend ${index}`));
    expect(issuesOf({ characters: [main, ...supporting] })).toEqual([]);
  });

  it('requires a name after trimming', () => {
    expect(issuesOf({ characters: [{ ...main, name: '   ' }] })).toEqual(['characters.0.name: Name is required']);
  });

  it('requires exactly one main character', () => {
    expect(issuesOf({ characters: [friend('Bo')] })).toEqual(['characters: Exactly one main character is required']);
    expect(issuesOf({ characters: [main, { ...main, name: 'Bo' }] })).toEqual([
      'characters.1.isMainCharacter: Only one character can be the main character',
    ]);
  });

  it('rejects a relation on the main character', () => {
    expect(issuesOf({ characters: [{ ...main, relation: 'Friend' }] })).toEqual([
      'characters.0.relation: The main character has no Relationship to Main',
    ]);
  });

  it('rejects a thirteenth supporting character', () => {
    const supporting = Array.from({ length: 13 }, (_, index) => friend(`Friend ${index}`));
    expect(issuesOf({ characters: [main, ...supporting] })).toEqual([
      'characters: At most 12 supporting characters are allowed',
    ]);
  });

  it('rejects an empty list and a missing list', () => {
    expect(issuesOf({ characters: [] })).toEqual(['characters: Exactly one main character is required']);
    expect(issuesOf({})).toEqual(['characters: characters must be a list of characters']);
  });

  it('rejects wrong types with messages that name the field', () => {
    expect(issuesOf({ characters: [{ ...main, name: 42, age: 7, skills: ['Art'], gender: 'robot' }] })).toEqual([
      'characters.0.name: Name must be text',
      'characters.0.skills: Skills must be comma-separated text',
      "characters.0.gender: Gender must be 'male', 'female' or 'unselected'",
      'characters.0.age: Age must be text: a whole number or an age range',
    ]);
  });

  it('bounds field lengths and list sizes', () => {
    const tooMany = Array.from({ length: 21 }, (_, index) => `Skill ${index}`).join(', ');
    expect(issuesOf({ characters: [{ ...main, name: 'x'.repeat(61) }] })).toEqual([
      'characters.0.name: Name must be at most 60 characters',
    ]);
    expect(issuesOf({ characters: [{ ...main, skills: tooMany }] })).toEqual([
      'characters.0.skills: Skills can have at most 20 entries',
    ]);
    expect(issuesOf({ characters: [{ ...main, fears: 'y'.repeat(101) }] })).toEqual([
      'characters.0.fears.0: Each Fears entry must be at most 100 characters',
    ]);
    expect(issuesOf({ characters: [{ ...main, extraInfo: 'z'.repeat(2001) }] })).toEqual([
      'characters.0.extraInfo: Extra information must be at most 2000 characters',
    ]);
  });
});
