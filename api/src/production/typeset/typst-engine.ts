import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { NodeCompiler, type NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';
import * as fontkit from 'fontkit';

/**
 * The bundled OFL fonts the book is set in (TTF from @expo-google-fonts: Typst reads TTF/OTF, not WOFF): EB Garamond
 * for the text, Playfair Display for titles, as the cover designer uses it (cover/design/offline/cover-fonts.ts).
 */
const FONT_FILES = {
  body: '@expo-google-fonts/eb-garamond/400Regular/EBGaramond_400Regular.ttf',
  bodyItalic: '@expo-google-fonts/eb-garamond/400Regular_Italic/EBGaramond_400Regular_Italic.ttf',
  display: '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
  displayRegular: '@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf',
  displayItalic: '@expo-google-fonts/playfair-display/400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf',
} as const;
export type BookFontKey = keyof typeof FONT_FILES;

/** The PDF BaseFont names our fonts embed as (after the subset tag): anything else in a PDF is a font we did not bundle. */
export const BUNDLED_FONT_NAMES = ['EBGaramond-Regular', 'EBGaramond-Italic', 'PlayfairDisplay-Bold', 'PlayfairDisplay-Regular', 'PlayfairDisplay-Italic'];

/** Typst resolves "/front.png" in a document to this path in its (virtual) workspace. */
const WORKSPACE = '/storyloom-typeset';
export const shadowPath = (name: string) => `${WORKSPACE}/${name}`;

const require = createRequire(import.meta.url);
const fontBuffers = new Map<BookFontKey, Buffer>();
const fontkitFonts = new Map<BookFontKey, fontkit.Font>();

function fontBuffer(key: BookFontKey): Buffer {
  let buffer = fontBuffers.get(key);
  if (!buffer) {
    buffer = readFileSync(require.resolve(FONT_FILES[key]));
    fontBuffers.set(key, buffer);
  }
  return buffer;
}

/** The font as fontkit reads it, to ask which characters it draws. */
export function bookFont(key: BookFontKey): fontkit.Font {
  let font = fontkitFonts.get(key);
  if (!font) {
    const opened = fontkit.create(fontBuffer(key));
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${FONT_FILES[key]} is a font collection`);
    font = opened;
    fontkitFonts.set(key, font);
  }
  return font;
}

let compiler: NodeCompiler | undefined;

/**
 * One compiler for the process, created on first use with the bundled fonts as memory blobs. Typst also sees the
 * machine's fonts (the Node binding has no switch to ignore them), which is why every text is set with
 * `fallback: false` in families we name and the PDFs are checked for foreign fonts (assertOnlyBundledFonts).
 */
function typst(): NodeCompiler {
  compiler ??= NodeCompiler.create({ workspace: WORKSPACE, fontArgs: [{ fontBlobs: (Object.keys(FONT_FILES) as BookFontKey[]).map(fontBuffer) }] });
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
export function compileTypst(source: string, inputs: Record<string, string>, files: Record<string, Buffer> = {}): CompiledDocument {
  const engine = typst();
  for (const [name, content] of Object.entries(files)) engine.mapShadow(shadowPath(name), content);
  try {
    const result = engine.compile({ mainFileContent: source, inputs });
    const error = result.takeError();
    if (error) throw new TypstFailure(`Typst could not set the book: ${describe(error.shortDiagnostics)}`);
    const warnings = result.takeWarnings();
    if (warnings && warnings.shortDiagnostics.length > 0) throw new TypstFailure(`Typst warned (treated as an error): ${describe(warnings.shortDiagnostics)}`);
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
