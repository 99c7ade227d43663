/**
 * The wraparound cover's Typst source: back, spine and front on one page. Static like the interior's: the book and
 * the geometry arrive as JSON in `sys.inputs.cover`; visitor text is only ever inserted as strings.
 * Geometry (inches), left to right: wrap | back panel | spine | front panel | wrap, where "wrap" is the paperback's
 * 0.125 in bleed or the hardcover's 0.75 in turn-in (see cover-geometry.ts).
 */
export const COVER_TEMPLATE = String.raw`
#let cover = json(bytes(sys.inputs.cover))
#let g = cover.geometry
#let inch(x) = x * 1in
#let wrap = inch(g.wrapInches)
#let panel = inch(g.panelWidthInches)
#let spine = inch(g.spineInches)
#let board-top = inch(g.wrapInches)
#let board-height = inch(g.heightInches - 2 * g.wrapInches)
#let ink = rgb(cover.textColor)

#set document(title: cover.title)
#set text(font: "EB Garamond", fill: ink, lang: cover.language, hyphenate: true, fallback: false)
#set page(width: inch(g.widthInches), height: inch(g.heightInches), margin: 0pt, fill: rgb(cover.backColor))

// Front: the chosen cover, its trim area on the front panel, its bleed (or mirrored turn-in) beyond.
#place(top + left, dx: wrap + panel + spine, box(width: panel + wrap, height: inch(g.heightInches), clip: true,
  move(dx: inch(-cover.front.offsetXInches), dy: inch(-cover.front.offsetYInches),
    image("/front.png", width: inch(cover.front.widthInches), height: inch(cover.front.heightInches)))))

// Back: the title and the summary's opening, 0.5 in inside the panel's edges (0.6 in from the spine's fold).
#place(top + left, dx: wrap + 0.5in, dy: board-top + 0.75in, box(width: panel - 1.1in, height: board-height - 1.5in)[
  #set par(justify: true, leading: 0.6em, spacing: 0.9em, first-line-indent: 0pt)
  #align(center, text(font: "Playfair Display", weight: "bold", size: 20pt, hyphenate: false, cover.title))
  #v(0.3in)
  #set text(size: 12pt)
  #for para in cover.summary { par(para) }
])

// A demo's book says so on its back, below the summary (which ends 0.75 in above the board's edge), inside the
// 0.5 in safety margin.
#if cover.demoNotice != none {
  place(top + left, dx: wrap + 0.5in, dy: board-top + board-height - 0.7in, box(width: panel - 1.1in,
    align(center, text(size: 10pt, hyphenate: false, cover.demoNotice))))
}

// Spine: the title read from top to bottom, when the book is thick enough to carry it.
#if cover.spineText != none {
  place(top + left, dx: wrap + panel, dy: board-top, box(width: spine, height: board-height,
    align(center + horizon, rotate(90deg, reflow: true,
      text(font: "Playfair Display", weight: "bold", size: inch(cover.spineFontInches), hyphenate: false, cover.spineText)))))
}
`;
