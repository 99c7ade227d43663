import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as TypstCompiler from '@myriaddreamin/typst-ts-node-compiler';
import type { NodeCompiler, NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';
import type * as Fontkit from 'fontkit';
import { lazyRequire } from '../../common/lazy-require.js';

/** Loaded with the first book typeset or title measured, not at start-up (common/lazy-require.ts). */
const typstCompiler = lazyRequire<typeof TypstCompiler>('@myriaddreamin/typst-ts-node-compiler');
const fontkit = lazyRequire<typeof Fontkit>('fontkit');

/**
 * The bundled OFL fonts the book is set in (TTF from @expo-google-fonts: Typst reads TTF/OTF, not WOFF): EB Garamond
 * for the text, Playfair Display for titles, as the cover designer uses it (cover/design/offline/cover-fonts.ts).
 * Noto Serif and Noto Serif JP draw what those lack (Greek and Cyrillic beyond their sets, rarer Latin letters,
 * Japanese), in a serif that sits well beside them: a name the site accepted never vanishes from the print.
 */
const FONT_FILES = {
  body: '@expo-google-fonts/eb-garamond/400Regular/EBGaramond_400Regular.ttf',
  bodyItalic: '@expo-google-fonts/eb-garamond/400Regular_Italic/EBGaramond_400Regular_Italic.ttf',
  display: '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
  displayRegular: '@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf',
  displayItalic: '@expo-google-fonts/playfair-display/400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf',
  serif: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  serifItalic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
  serifBold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  japanese: '@expo-google-fonts/noto-serif-jp/400Regular/NotoSerifJP_400Regular.ttf',
  japaneseBold: '@expo-google-fonts/noto-serif-jp/700Bold/NotoSerifJP_700Bold.ttf',
} as const;
type FontFileKey = keyof typeof FONT_FILES;

/** The faces a book sets text in; each has fallbacks (FALLBACKS) for the characters it lacks. */
export type BookFontKey = 'body' | 'bodyItalic' | 'display' | 'displayRegular' | 'displayItalic';

/** Each face's fallbacks, in the order Typst tries them (the family lists of fontFamilies). */
const FALLBACKS: Record<BookFontKey, readonly FontFileKey[]> = {
  body: ['serif', 'japanese'],
  bodyItalic: ['serifItalic', 'japanese'],
  display: ['serifBold', 'japaneseBold'],
  displayRegular: ['serif', 'japanese'],
  displayItalic: ['serifItalic', 'japanese'],
};

/**
 * The Japanese fonts are 7.7 MB each: a compiler holds them only once a book needs them (see typst()), so the
 * books without Japanese (nearly all) cost no more memory than before.
 */
const JAPANESE_FONTS: ReadonlySet<FontFileKey> = new Set(['japanese', 'japaneseBold']);

/** The PDF BaseFont names our fonts embed as (after the subset tag): anything else in a PDF is a font we did not bundle. */
export const BUNDLED_FONT_NAMES = [
  'EBGaramond-Regular',
  'EBGaramond-Italic',
  'PlayfairDisplay-Bold',
  'PlayfairDisplay-Regular',
  'PlayfairDisplay-Italic',
  'NotoSerif-Regular',
  'NotoSerif-Italic',
  'NotoSerif-Bold',
  'NotoSerifJP-Regular',
  'NotoSerifJP-Bold',
];

/** Typst's family lists for the text and the titles: the face first, then its fallbacks. */
export function fontFamilies(japanese: boolean): { body: string[]; display: string[] } {
  const fallbacks = japanese ? ['Noto Serif', 'Noto Serif JP'] : ['Noto Serif'];
  return { body: ['EB Garamond', ...fallbacks], display: ['Playfair Display', ...fallbacks] };
}

/** Typst resolves "/front.png" in a document to this path in its (virtual) workspace. */
const WORKSPACE = '/storyloom-typeset';
export const shadowPath = (name: string) => `${WORKSPACE}/${name}`;

const require = createRequire(import.meta.url);
const fontBuffers = new Map<FontFileKey, Buffer>();
const fontkitFonts = new Map<FontFileKey, Fontkit.Font>();

function fontBuffer(key: FontFileKey): Buffer {
  let buffer = fontBuffers.get(key);
  if (!buffer) {
    buffer = readFileSync(require.resolve(FONT_FILES[key]));
    fontBuffers.set(key, buffer);
  }
  return buffer;
}

/** The font as fontkit reads it, to ask which characters it draws. */
function fontkitFont(key: FontFileKey): Fontkit.Font {
  let font = fontkitFonts.get(key);
  if (!font) {
    const opened = fontkit().create(fontBuffer(key));
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${FONT_FILES[key]} is a font collection`);
    font = opened;
    fontkitFonts.set(key, font);
  }
  return font;
}

const fileFor = (key: BookFontKey, codePoint: number): FontFileKey | undefined =>
  [key, ...FALLBACKS[key]].find((file) => fontkitFont(file).hasGlyphForCodePoint(codePoint));

/** Which of a face's fonts draws a character: the face's own, a fallback, or none. */
export function fontFor(key: BookFontKey, codePoint: number): { japanese: boolean } | undefined {
  const file = fileFor(key, codePoint);
  return file && { japanese: JAPANESE_FONTS.has(file) };
}

/**
 * The width in points of a line of text set in a face at `sizePt`, each run in the font Typst will draw it with
 * (kerned as fontkit lays it out): to choose a title's line breaks before Typst sets it.
 */
export function textWidth(key: BookFontKey, text: string, sizePt: number): number {
  let width = 0;
  let run = '';
  let runFile: FontFileKey | undefined;
  const close = () => {
    if (run && runFile)
      width += (fontkitFont(runFile).layout(run).advanceWidth / fontkitFont(runFile).unitsPerEm) * sizePt;
    run = '';
  };
  for (const character of text) {
    const file = fileFor(key, character.codePointAt(0)!) ?? runFile;
    if (file !== runFile) close();
    runFile = file;
    run += character;
  }
  close();
  return width;
}

const compilers = new Map<boolean, NodeCompiler>();

/**
 * One compiler for the process (a second, with the Japanese fonts too, once a book needs them), created on first
 * use with the bundled fonts as memory blobs. Typst also sees the
 * machine's fonts (the Node binding has no switch to ignore them), which is why every text is set with
 * `fallback: false` in families we name and the PDFs are checked for foreign fonts (assertOnlyBundledFonts).
 */
function typst(japanese: boolean): NodeCompiler {
  let compiler = compilers.get(japanese);
  if (!compiler) {
    const files = (Object.keys(FONT_FILES) as FontFileKey[]).filter((key) => japanese || !JAPANESE_FONTS.has(key));
    compiler = typstCompiler().NodeCompiler.create({
      workspace: WORKSPACE,
      fontArgs: [{ fontBlobs: files.map(fontBuffer) }],
    });
    compilers.set(japanese, compiler);
  }
  return compiler;
}

export class TypstFailure extends Error {
  override readonly name = 'TypstFailure';
}

const describe = (diagnostics: unknown): string =>
  (Array.isArray(diagnostics) ? diagnostics : [])
    .map((d: { message?: string; hints?: string[] }) => [d.message, ...(d.hints ?? [])].filter(Boolean).join('; '))
    .join(' | ') || 'unknown Typst failure';

export interface CompiledDocument {
  pdf(): Buffer;
  svg(): string;
  query(label: string): unknown[];
  pageCount: number;
}

/**
 * Compiles a static template with JSON inputs and shadow files (images). Any warning is an error: Typst reports a
 * missing font family only as a warning and then sets the text in its own fallback font.
 */
export function compileTypst(
  source: string,
  inputs: Record<string, string>,
  files: Record<string, Buffer> = {},
  options: { japanese?: boolean } = {},
): CompiledDocument {
  const engine = typst(options.japanese ?? false);
  for (const [name, content] of Object.entries(files)) engine.mapShadow(shadowPath(name), content);
  try {
    const result = engine.compile({ mainFileContent: source, inputs });
    const error = result.takeError();
    if (error) throw new TypstFailure(`Typst could not set the book: ${describe(error.shortDiagnostics)}`);
    const warnings = result.takeWarnings();
    if (warnings && warnings.shortDiagnostics.length > 0)
      throw new TypstFailure(`Typst warned (treated as an error): ${describe(warnings.shortDiagnostics)}`);
    const doc: NodeTypstDocument | null = result.result;
    if (!doc) throw new TypstFailure('Typst produced no document');
    return {
      pageCount: doc.numOfPages,
      pdf: () => engine.pdf(doc),
      svg: () => engine.plainSvg(doc),
      query: (label) => engine.query(doc, { selector: label, field: 'value' }) as unknown[],
    };
  } finally {
    for (const name of Object.keys(files)) engine.unmapShadow(shadowPath(name));
    // Keeps the memoisation cache from growing without bound in a long-running worker.
    engine.evictCache(10);
  }
}
