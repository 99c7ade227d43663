/**
 * The interior's Typst source. Static: the book arrives as JSON in `sys.inputs.book` and is only ever inserted as
 * strings (Typst prints a string as text, never as markup), so nothing a visitor wrote can change the layout.
 * Layout choices are explained in docs/product/book-production.md ("The printed book").
 */
export const INTERIOR_TEMPLATE = String.raw`
#let book = json(bytes(sys.inputs.book))
// The screen edition (book.screen): the same layout on single trimmed pages, no bleed, chapters on the next page.
#let screen = book.at("screen", default: false)
#let bleed = if screen { 0in } else { book.bleedInches * 1in }
// Links in the screen edition's contents only: a print file has no use for them.
#let on-screen-link(target, body) = if screen { link(target, body) } else { body }
// Each face, then the fallbacks that draw what it lacks (typst-engine.ts, fontFamilies).
#let body-font = book.fonts.body
#let display-font = book.fonts.display
// The layout of the book's reading level (layouts.ts): body size, leading, margins, how chapters open.
#let look = book.layout
#let body-size = look.bodySize * 1pt

#set document(title: book.title)
// fallback: false — a character our bundled fonts lack must never be drawn in some other (system) font; the
// caller replaces such characters beforehand (see printable-text.ts).
// costs: Typst weighs widows and orphans in its page breaking; at 100% it avoids them wherever the page can
// give or take a line, and "runt" avoids a last line of a single short word.
#set text(font: body-font, size: body-size, lang: book.language, hyphenate: true, fallback: false,
  costs: (hyphenation: 100%, runt: 100%, widow: 100%, orphan: 100%))
#set par(justify: true, leading: look.leadingEm * 1em, spacing: look.leadingEm * 1em, first-line-indent: 1.2em)

// The running head: nothing in the front matter, on a page a chapter opens (<opener>) or on a blank page;
// otherwise the book's title on the left (verso) and, on the right (recto), the title of the chapter in progress at
// the top of the page (a young reader's next chapter may start lower down), the page number outside.
#let page-role(p) = {
  if query(<opener>).any(m => m.location().page() == p) { return (role: "opener") }
  let heads = query(heading.where(level: 1))
  let before = heads.filter(h => h.location().page() < p)
  if before.len() == 0 { return (role: "front") }
  let end = query(<chapter-end>).at(before.len() - 1, default: none)
  let opens-here = heads.any(h => h.location().page() == p)
  if not opens-here and end != none and end.location().page() < p { return (role: "blank") }
  (role: "text", chapter: before.len() - 1)
}
#let running-head() = {
  let p = here().page()
  let r = page-role(p)
  if r.role != "text" { return none }
  set text(size: 9.5pt, hyphenate: false)
  let folio = text(size: 10pt, str(p))
  if calc.even(p) {
    grid(columns: (2.5em, 1fr, 2.5em), align: (left, center, right), folio, emph(book.runningTitle), [])
  } else {
    let ch = book.chapters.at(r.chapter)
    grid(columns: (2.5em, 1fr, 2.5em), align: (left, center, right), [], emph(ch.runningTitle), folio)
  }
}
#let foot() = {
  let p = here().page()
  if page-role(p).role == "opener" { align(center, text(size: 10pt, str(p))) }
}

#set page(
  width: book.trim.widthInches * 1in + 2 * bleed, height: book.trim.heightInches * 1in + 2 * bleed,
  // At least 0.5 in inside the trim on every side, for text and folios alike (see the header/footer distances).
  // On screen, no binding: the inside and outside margins meet halfway.
  margin: if screen {
    (x: (look.marginsInches.inside + look.marginsInches.outside) / 2 * 1in, top: look.marginsInches.top * 1in, bottom: look.marginsInches.bottom * 1in)
  } else {
    (inside: bleed + look.marginsInches.inside * 1in, outside: bleed + look.marginsInches.outside * 1in,
      top: bleed + look.marginsInches.top * 1in, bottom: bleed + look.marginsInches.bottom * 1in)
  },
  header-ascent: 0.32in, footer-descent: 0.22in,
  header: context running-head(), footer: context foot(),
)

#show heading.where(level: 1): it => {
  set align(center)
  set par(justify: false, first-line-indent: 0pt)
  set text(font: display-font, size: look.chapterTitleSize * 1pt, weight: "bold", hyphenate: false)
  // Sticky: a heading never ends a page, it goes with its chapter's first lines (run-on chapters).
  block(sticky: true, it.body)
}

#let marker(kind) = context [#metadata((kind: kind, page: here().page())) <page-kind>]

// Title page: a novel's (the title a third of the way down) or, for young readers, a picture book's (a framed
// page with the title large, an ornament above and below).
#page(header: none, footer: none)[
  #marker("title")
  #set align(center)
  #set par(justify: false)
  // The title's lines were chosen in title-lines.ts (balanced, no word broken); each is a box so Typst cannot
  // re-break it.
  #let title-text = text(font: display-font, size: book.titlePage.sizePt * 1pt, weight: "bold", hyphenate: false,
    book.titlePage.lines.map(line => box(line)).join(linebreak()))
  #if look.titlePage == "picture-book" {
    place(center + horizon, rect(width: 100%, height: 100%, radius: 14pt, stroke: 1.2pt))
    place(center + horizon, rect(width: 100% - 14pt, height: 100% - 14pt, radius: 10pt, stroke: 0.5pt))
    v(1.7in)
    text(size: 30pt, "❦")
    v(0.2in)
    title-text
    if book.byline != none {
      v(0.3in)
      text(font: display-font, style: "italic", size: 18pt, hyphenate: false, book.byline)
    }
    v(0.25in)
    text(size: 30pt, rotate(180deg, "❦"))
  } else {
    v(2.2in)
    title-text
    if book.byline != none {
      v(0.35in)
      text(font: display-font, style: "italic", size: 14pt, hyphenate: false, book.byline)
    }
  }
  #if book.demoNotice != none {
    place(bottom + center, dy: if look.titlePage == "picture-book" { -0.3in } else { 0pt }, text(size: 9pt, book.demoNotice))
  }
]
// Its back: a short colophon.
#page(header: none, footer: none)[
  #set align(bottom + left)
  #set par(justify: false)
  #text(size: 8.5pt)[#book.title \ Set in EB Garamond and Playfair Display.#if book.writtenBy != none [ \ #book.writtenBy]]
  #if book.demoNotice != none { parbreak(); text(size: 8.5pt, book.demoNotice) }
]

#if book.dedication != none {
  page(header: none, footer: none)[
    #marker("dedication")
    #set align(center)
    #set par(justify: false, first-line-indent: 0pt)
    #v(2.4in)
    #for line in book.dedication { text(style: "italic", size: 13pt, line); linebreak() }
  ]
  if not screen { page(header: none, footer: none)[] }
}

#if book.contents {
  page(header: none, footer: none)[
    #marker("contents")
    #set par(justify: false, first-line-indent: 0pt)
    #v(1.0in)
    #align(center, text(font: display-font, size: 18pt, weight: "bold", "Contents"))
    #v(0.4in)
    #context {
      for (i, hd) in query(heading.where(level: 1)).enumerate() {
        block(spacing: 0.55em, grid(columns: (2em, 1fr, auto), column-gutter: 0.3em,
          str(i + 1) + ".",
          on-screen-link(hd.location())[#hd.body #box(width: 1fr, repeat[#h(0.25em).#h(0.25em)])],
          on-screen-link(hd.location(), str(hd.location().page()))))
      }
      // The preview's chapters not written yet: their titles, no page number (see BookToTypeset.chaptersToCome).
      for ch in book.chaptersToCome {
        block(spacing: 0.55em, grid(columns: (2em, 1fr, auto), column-gutter: 0.3em, str(ch.number) + ".", ch.title, []))
      }
    }
    // Where the front matter ends: the pages between here and chapter 1 are blank.
    #context [#metadata(here().page()) <front-end>]
  ]
}

// How chapters open (layouts.ts): the first always on a right-hand page (so the preview, which knows only chapter
// 1, shows it where it prints); the others on a new right-hand page, on the next page, or (runOn) after the
// previous chapter on the same page, under an ornament. On screen there are no right-hand pages: the next page.
#for (i, ch) in book.chapters.enumerate() {
  if i > 0 and book.runOn {
    v(1.4em, weak: true)
    align(center, block(sticky: true, text(size: 1.3 * body-size, "❦")))
    v(0.6em)
  } else {
    pagebreak(to: if screen { none } else if i == 0 or book.openers == "odd" { "odd" } else { none }, weak: true)
    [#metadata(ch.number) <opener>]
    v(1.3in)
  }
  align(center, block(sticky: true, text(font: display-font, size: 10.5pt, tracking: 0.18em, hyphenate: false, upper(ch.label))))
  v(0.5em)
  heading(level: 1, ch.title)
  v(if i > 0 and book.runOn { 0.3in } else { 0.5in })
  if ch.number == book.chapters.first().number { marker("first-chapter") }
  for (i, para) in ch.paragraphs.enumerate() {
    if i == 0 and ch.initial != none {
      // A raised initial: the first letter in the display face, standing on the first line's baseline, then the
      // rest of the first words in small capitals.
      par(first-line-indent: 0pt)[#text(font: display-font, size: 3.1 * body-size, ch.initial)#smallcaps(ch.leadWords)#para]
    } else {
      par(para)
    }
  }
  [#metadata(ch.number) <chapter-end>]
}

// The page count: even, and at least the binding's minimum (book.minPages); the added pages are blank. (Each
// needs some content, here a space, or Typst drops a trailing empty page.)

#context {
  // Counted from the last chapter's end marker: the page this context lands on moves with the breaks it adds.
  let n = query(<chapter-end>).last().location().page()
  let target = if screen { n } else { calc.max(book.minPages, n + calc.rem(n, 2)) }
  for _ in range(target - n) { pagebreak(); [ ] }
}

#context [#metadata((
  pages: counter(page).final().first(),
  chapters: query(heading.where(level: 1)).map(h => h.location().page()),
  chapterEnds: query(<chapter-end>).map(m => m.location().page()),
  frontEnd: query(<front-end>).map(m => m.value).at(0, default: 2),
)) <layout>]
`;
