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
// Each face, then the fallbacks that draw what it lacks (typst-engine.ts, fontFamilies).
#let display-font = cover.fonts.display
#set text(font: cover.fonts.body, fill: ink, lang: cover.language, hyphenate: true, fallback: false)
#set page(width: inch(g.widthInches), height: inch(g.heightInches), margin: 0pt, fill: rgb(cover.backColor))

// Front: the chosen cover, its trim area on the front panel, its bleed (or mirrored turn-in) beyond.
#place(top + left, dx: wrap + panel + spine, box(width: panel + wrap, height: inch(g.heightInches), clip: true,
  move(dx: inch(-cover.front.offsetXInches), dy: inch(-cover.front.offsetYInches),
    image("/front.png", width: inch(cover.front.widthInches), height: inch(cover.front.heightInches)))))

// Back: the title and the blurb, 0.5 in inside the panel's outer edge and back.spineSideInches from the spine's fold
// (on a hardcover that keeps them out of the hinge, which creases as the book opens; see cover-geometry.ts).
#let back = cover.back
#place(top + left, dx: wrap + 0.5in, dy: board-top + 0.75in, box(width: inch(back.widthInches), height: board-height - 1.5in)[
  #set par(justify: true, leading: 0.6em, spacing: 0.9em, first-line-indent: 0pt)
  // The lines were chosen in title-lines.ts (balanced, no word broken); each is a box so Typst cannot re-break it.
  #align(center, text(font: display-font, weight: "bold", size: back.title.sizePt * 1pt, hyphenate: false,
    back.title.lines.map(line => box(line)).join(linebreak())))
  #v(0.3in)
  #set text(size: 12pt)
  #for para in back.blurb { par(para) }
])

// A demo's book says so on its back, below the blurb (which ends 0.75 in above the board's edge), inside the
// 0.5 in safety margin.
#if cover.demoNotice != none {
  place(top + left, dx: wrap + 0.5in, dy: board-top + board-height - 0.7in, box(width: inch(back.widthInches),
    align(center, text(size: 10pt, hyphenate: false, cover.demoNotice))))
}

// Spine: the title read from top to bottom, when the book is thick enough to carry it.
#if cover.spineText != none {
  place(top + left, dx: wrap + panel, dy: board-top, box(width: spine, height: board-height,
    align(center + horizon, rotate(90deg, reflow: true,
      text(font: display-font, weight: "bold", size: inch(cover.spineFontInches), hyphenate: false, cover.spineText)))))
}
`;
