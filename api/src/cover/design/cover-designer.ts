/**
 * What makes a cover from the visitor's photos and book: the offline designer (default, built in) or OpenAI's
 * images edit endpoint. The cover module calls only this interface; which one runs is configuration
 * (COVER_DESIGNER / OPENAI_IMAGE_API_KEY), chosen once in cover-designer.provider.ts.
 */

/** A photo that passed the upload checks: content-sniffed, decoded within the pixel limit, EXIF orientation applied, re-encoded, metadata stripped. */
export interface CoverPhoto {
  /** The file's name as the visitor chose it (for messages only). */
  name: string;
  /** The re-encoded image (PNG or JPEG), already upright. */
  data: Buffer;
  width: number;
  height: number;
}

/** What the cover says and whom it shows. */
export interface CoverBook {
  title: string;
  genre: string;
  tone: string;
  /** The main character's name, set on the cover under the title. */
  mainCharacterName: string;
  /** A short description of the main character for a prompt (age, sex, personality), may be empty. */
  mainCharacterDescription: string;
  /** The story's premise, when known: its words can choose the cover's motif (a dragon for a dragon story). */
  premise?: string;
}

export interface CoverDesignRequest {
  photos: readonly CoverPhoto[];
  book: CoverBook;
  /** Names the design: the same seed and inputs give the same cover, another seed another design. */
  seed: string;
  signal?: AbortSignal;
}

export interface DesignedCover {
  /** The front cover at print size with bleed: COVER_PRINT.widthPixels × heightPixels, sRGB PNG, 300 dpi. */
  print: Buffer;
  /** The trim area for screens: COVER_PRINT.previewWidthPixels × previewHeightPixels PNG (2:3). */
  preview: Buffer;
  /** Photos whose pixels are too few for a sharp print at the crop used (the visitor is told it may print soft). */
  softPhotos: string[];
  /** What the designer chose (photo, layout, palette, motif; or model and prompt version), for logs and /covertest. */
  notes?: Readonly<Record<string, string>>;
}

export interface CoverDesigner {
  /** 'offline' or 'openai', for logs and /covertest. */
  readonly name: string;
  design(request: CoverDesignRequest): Promise<DesignedCover>;
}

/** Nest injection token of the configured CoverDesigner. */
export const COVER_DESIGNER = Symbol('COVER_DESIGNER');
