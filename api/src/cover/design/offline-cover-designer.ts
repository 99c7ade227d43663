import { COVER_PRINT } from '@storyloom/contracts';
import { loadSharp } from '../../common/sharp-library.js';
import { createNoise2D } from 'simplex-noise';
import type { CoverDesignRequest, CoverDesigner, DesignedCover } from './cover-designer.js';
import { coverStyle, inkFor, mix, type CoverStyle } from './offline/cover-style.js';
import { chooseLayout, HEIGHT, TEXT_MARGIN, WIDTH, type Layout } from './offline/layouts.js';
import { chooseMotif, motifSvg, type Motif } from './offline/motifs.js';
import { choosePhoto, effectiveDpi, SOFT_PRINT_DPI } from './offline/photo-choice.js';
import { treatPhoto } from './offline/photo-treatment.js';
import { proceduralArt } from './offline/procedural-art.js';
import { SeededRandom } from '../../common/seeded-random.js';
import { setText, type SetText } from './offline/type-setting.js';
import { letteringLayers, rawInput, shadowLayer, type Lettering, type LetteringLayers } from './lettering.js';
import { printAndPreview } from './print-output.js';

/** Title sizes in print pixels: 330 px is 1.1 in, a short title's size; long titles shrink towards 110 px (0.37 in) and below. */
const TITLE_TYPE = { maxSize: 330, minSize: 110, lineHeight: 1.08, maxLines: 4 } as const;
const NAME_TYPE = { maxSize: 104, minSize: 48, lineHeight: 1.2, letterSpacing: 0.1, maxLines: 1 } as const;

const f = (value: number) => value.toFixed(1);

/**
 * The built-in designer, needing no account (docs/product/step4-cover.md, "The offline designs"): the photo with
 * the largest subject, cropped around it and coloured to the genre's palette, set into procedural vector art drawn
 * from the seed and the title, with a theme motif, the title in a bundled OFL display font and the main character's
 * name. The same seed and inputs give the same bytes; another seed another layout, palette, pattern or motif.
 */
export class OfflineCoverDesigner implements CoverDesigner {
  readonly name = 'offline';

  async design(request: CoverDesignRequest): Promise<DesignedCover> {
    const { book, seed, signal } = request;
    signal?.throwIfAborted();
    const chosen = await choosePhoto(request.photos);
    signal?.throwIfAborted();

    const random = SeededRandom.fromKey('storyloom-cover', seed, book.title);
    const noise = createNoise2D(() => random.next());
    const style = coverStyle(book, random);
    const layout = chooseLayout(random, noise);
    const motif = chooseMotif(style.family, `${book.title} ${book.premise ?? ''} ${book.genre}`, random);
    const art = proceduralArt(layout.artZone, style.family, style.palette, random, noise);
    const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${art.svg}${faintMotif(motif, random)}</svg>`;

    const photo = await treatPhoto(
      chosen.photo,
      layout.photo,
      style.treatment,
      style.palette,
      layout.mask,
      layout.vignette,
    );
    signal?.throwIfAborted();
    const title = book.title.trim()
      ? setText(book.title, layout.title, { font: style.titleFont, ...TITLE_TYPE, align: layout.titleAlign })
      : undefined;
    const name = book.mainCharacterName.trim()
      ? setText(book.mainCharacterName, layout.nameBox, { font: style.nameFont, ...NAME_TYPE })
      : undefined;
    const front = foreground(layout, style, motif, title, name);

    const composed = await loadSharp()(Buffer.from(backdrop))
      .composite([
        { ...rawInput(photo), left: layout.photo.x, top: layout.photo.y },
        rawInput(await shadowLayer(front.shadow)),
        { input: Buffer.from(front.text) },
      ])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { print, preview } = await printAndPreview({
      data: composed.data,
      width: composed.info.width,
      height: composed.info.height,
      channels: composed.info.channels,
    });

    const dpi = effectiveDpi(chosen.photo, layout.photo.width, layout.photo.height, COVER_PRINT.dpi);
    return {
      print,
      preview,
      softPhotos: dpi < SOFT_PRINT_DPI ? [chosen.photo.name] : [],
      notes: {
        photo: chosen.photo.name,
        effectiveDpi: String(Math.round(dpi)),
        layout: layout.name,
        palette: style.palette.name,
        pattern: art.pattern,
        treatment: style.treatment,
        motif: motif.name,
        titleFont: title?.font ?? style.titleFont,
      },
    };
  }
}

/** The motif large and faint in a corner of the art, partly off the page, under the photo. */
function faintMotif(motif: Motif, random: SeededRandom): string {
  const size = random.between(800, 1100);
  const x = random.next() < 0.5 ? -size * 0.3 : WIDTH - size * 0.7;
  const y = random.next() < 0.5 ? -size * 0.2 : HEIGHT - size * 0.75;
  const angle = random.between(-20, 20);
  return `<g opacity="0.13" transform="rotate(${f(angle)} ${f(x + size / 2)} ${f(y + size / 2)})">${motifSvg(motif, x, y, size, 'faint')}</g>`;
}

/** The ground colour behind a point at height `y` (the art's gradient runs top to bottom). */
function groundAt(style: CoverStyle, y: number): string {
  return mix(style.palette.background[0], style.palette.background[1], Math.min(1, Math.max(0, y / HEIGHT)));
}

/**
 * Everything in front of the photo, as two layers: the text's shadow, then one SVG with the photo's edge, the emblem,
 * the title, the name and its rules (one full-size SVG rather than two: each costs a 21 MB render).
 */
function foreground(
  layout: Layout,
  style: CoverStyle,
  motif: Motif,
  title: SetText | undefined,
  name: SetText | undefined,
): LetteringLayers {
  const { palette } = style;
  const { x, y, size } = layout.emblem;
  const decor = [
    layout.edge(palette.accent),
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.62)}" fill="${palette.light}" fill-opacity="0.92" stroke="${palette.accent}" stroke-width="8"/>`,
    motifSvg(motif, x - size / 2, y - size / 2, size, 'emblem'),
  ];
  const inks = [palette.light, '#ffffff', palette.shade, '#161616'];
  const letters: Lettering[] = [];
  if (title)
    letters.push({
      text: title,
      ink: inkFor(groundAt(style, title.bounds.y + title.bounds.height / 2), inks),
      shadowOffset: 10,
    });
  if (name) letters.push({ text: name, ink: inkFor(groundAt(style, name.bounds.y), inks), shadowOffset: 5 });
  return letteringLayers(letters, { before: decor.join(''), after: name ? ornaments(name, palette.accent) : '' });
}

/** A short rule each side of the name, where there is room. */
function ornaments(name: SetText, colour: string): string {
  const gap = 40;
  const length = Math.min(220, name.bounds.x - gap - TEXT_MARGIN);
  if (length < 60) return '';
  const y = name.bounds.y + name.bounds.height / 2;
  const left = name.bounds.x - gap;
  const right = name.bounds.x + name.bounds.width + gap;
  return `<path d="M${f(left - length)},${f(y)}H${f(left)}M${f(right)},${f(y)}H${f(right + length)}" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`;
}
