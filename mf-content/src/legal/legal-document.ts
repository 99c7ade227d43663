/**
 * A legal or info text kept as data (one file per page): numbered sections, each a heading and paragraphs or
 * bullet lists. LegalDocumentView renders it with a table of contents and a 'Back to top' control.
 */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** Anchor id, stable: the table of contents and links from other pages use it (e.g. /pp#photos). */
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Shown under the heading, e.g. 'Effective 04/17/2025'. */
  effective: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
