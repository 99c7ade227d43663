/**
 * The words to look for from the visitor's "things to avoid" ('No spiders please; nothing about the divorce, or
 * scary clowns'): the text is cut at commas, semicolons, full stops, 'and', 'or' and 'nor'; each item loses its
 * request words ('no', 'please', 'nothing about'...) and its last remaining word, the thing itself in English
 * ('scary clowns' -> 'clowns'), is searched with its inflections.
 */
const REQUEST_WORDS = new Set(
  (
    'a an the no not none nothing never without any anything some please pls thanks thank you avoid leave out skip ' +
    "don't dont do does doesn't mention mentions mentioning talk talking talks about of on in at to with from for " +
    'include including includes show showing shows write writing put use using is are be being was were it its ' +
    'this that these those his her their our my your him them he she they we i me us who which what also too ' +
    'really very especially just at all ever more stuff things thing kind kinds type types sort sorts ' +
    'away up down off out over please.'
  ).split(/\s+/),
);
const MIN_TERM_LENGTH = 3;

export function avoidTerms(avoid: string | undefined): string[] {
  if (!avoid?.trim()) return [];
  const terms = avoid
    .toLowerCase()
    .split(/[,;.!?\n/]+|\s+(?:and|or|nor)\s+/)
    .map((item) => item.match(/[\p{L}'’-]+/gu)?.filter((word) => !REQUEST_WORDS.has(word.replace(/’/g, "'"))) ?? [])
    .map((words) => words.at(-1))
    .filter((term): term is string => !!term && term.length >= MIN_TERM_LENGTH);
  // 'spiders' is searched as 'spider' so its inflections find 'spider' too.
  return [
    ...new Set(
      terms.map((term) => (/[^s]s$/.test(term) && term.length > MIN_TERM_LENGTH + 1 ? term.slice(0, -1) : term)),
    ),
  ];
}
