import { describe, expect, it } from '@jest/globals';
import { setText, type Box, type TextStyle } from './type-setting.js';

const box: Box = { x: 130, y: 290, width: 1615, height: 700 };
const title: TextStyle = { font: 'playfair-bold', maxSize: 330, minSize: 110, lineHeight: 1.08, maxLines: 4 };

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

describe('setText', () => {
  it('sets a short title at the largest size, on one or two lines', () => {
    const set = setText('Ada', box, title);
    expect(set.fontSize).toBe(330);
    expect(set.lines).toEqual(['Ada']);
    expect(set.pathData).toMatch(/^M[\d.]+ [\d.]+/);
  });

  it('wraps and shrinks a 120-character title to fit the box, keeping every word in order', () => {
    const text =
      'The Extraordinary and Entirely Unexpected Adventures of Bartholomew Quill Beyond the Edge of the Whispering Sea Tonight';
    const set = setText(text, box, title);
    expect(set.fontSize).toBeLessThan(330);
    expect(set.lines.length).toBeGreaterThan(1);
    expect(set.lines.join(' ')).toBe(text);
    expect(inside(set.bounds, box)).toBe(true);
  });

  it.each([
    'The Lighthouse Keeper of Gull Island',
    'Grandma and the Great Big Bear',
    'A Journey to the Centre of Everything',
  ])('balances the lines of %p rather than leaving one word alone on the last', (text) => {
    const set = setText(text, box, title);
    const lengths = set.lines.map((line) => line.length);
    expect(set.lines.length).toBeGreaterThan(1);
    expect(Math.min(...lengths) / Math.max(...lengths)).toBeGreaterThan(0.5);
  });

  it('sets a word too long for a line smaller rather than break it, and inside the box', () => {
    const word = 'Supercalifragilisticexpialidociouslylongwordwithoutanyspaces';
    const set = setText(word, box, title);
    expect(set.lines).toEqual([word]);
    expect(inside(set.bounds, box)).toBe(true);
    expect(setText('Untitled Book', { ...box, width: 900 }, { ...title, font: 'cinzel-bold' }).lines).toEqual([
      'UNTITLED',
      'BOOK',
    ]);
  });

  it('never leaves one word alone on a line of a title of three words or more', () => {
    for (const text of [
      'Leo’s Seaside Secret',
      'Leo and Nana’s Seaside Secret',
      'The Extraordinary and Entirely Unexpected Adventures of Bartholomew Quill',
    ]) {
      const set = setText(text, box, title);
      expect(set.lines.join(' ')).toBe(text);
      expect(set.lines.filter((line) => !line.includes(' '))).toEqual([]);
    }
  });

  it('draws markup characters as the glyphs they are', () => {
    const plain = setText('Tom Jerry', box, title);
    const marked = setText('<Tom> & "Jerry"', box, title);
    expect(marked.lines.join(' ')).toBe('<Tom> & "Jerry"');
    // Each extra character adds its own outline: more subpaths than the plain words.
    expect(marked.pathData.split('M').length).toBeGreaterThan(plain.pathData.split('M').length + 4);
    expect(marked.pathData).not.toMatch(/[<>&"]/);
  });

  it('falls back to the widest font when the chosen one lacks a character (Cyrillic in Bebas Neue)', () => {
    expect(setText('Жар-птица', box, { ...title, font: 'bebas-neue' }).font).toBe('playfair-bold');
    expect(setText('Firebird', box, { ...title, font: 'bebas-neue' }).font).toBe('bebas-neue');
    expect(setText('Αλέξης', box, title).font).toBe('noto-serif-bold');
    expect(setText('美咲 and the Fox', box, title).font).toBe('noto-serif-jp-bold');
  });

  it('sets capitals-only fonts in capitals', () => {
    expect(setText('the map', box, { ...title, font: 'cinzel-bold' }).lines).toEqual(['THE MAP']);
  });
});
