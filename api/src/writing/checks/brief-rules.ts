import { adultNames, isChildBook, isCoupleBook } from './book-people.js';
import type { BriefCheckBook, ChapterFinding, FindingRule } from './chapter-finding.js';
import { ADULT_WORDS } from './lists/adults.js';
import { COUPLE_TROUBLE } from './lists/couple-trouble.js';
import { KID_BODY_OR_FOOD_REMARKS } from './lists/kid-body-food.js';
import { KID_HAZARDS } from './lists/kid-hazards.js';
import { KID_ALONE_OR_STRANGERS } from './lists/kid-strangers.js';
import { KID_TEASING } from './lists/kid-teasing.js';
import { avoidTerms } from './avoid-terms.js';
import { excerptAt, paragraphs, partAt } from './text-parts.js';
import { findWords, mentions, wordListPattern } from './word-match.js';

/**
 * The brief for real people (issue 24): rules that block a chapter. Every match of a rule's word list is one
 * finding, except a hazard with a grown-up in the same paragraph.
 */

const KID_LISTS: Array<{ rule: FindingRule; pattern: RegExp; detail: (words: string) => string }> = [
  {
    rule: 'kid-alone-or-strangers',
    pattern: wordListPattern(KID_ALONE_OR_STRANGERS),
    detail: (words) => `A child's book must not leave a child alone in danger or with strangers ('${words}').`,
  },
  {
    rule: 'kid-body-or-food-remark',
    pattern: wordListPattern(KID_BODY_OR_FOOD_REMARKS),
    detail: (words) => `A child's book makes no remarks about bodies or food ('${words}').`,
  },
  {
    rule: 'kid-teasing',
    pattern: wordListPattern(KID_TEASING),
    detail: (words) => `A child's book has no teasing or name-calling ('${words}').`,
  },
];
const HAZARDS = wordListPattern(KID_HAZARDS);
const COUPLE = wordListPattern(COUPLE_TROUBLE);

function listFindings(
  text: string,
  pattern: RegExp,
  rule: FindingRule,
  detail: (words: string) => string,
): ChapterFinding[] {
  return findWords(text, pattern).map((match) => ({
    rule,
    severity: 'block',
    excerpt: excerptAt(text, match.index),
    detail: detail(match.text),
  }));
}

/** Fire, knives, medicine, deep water and roads only with a grown-up in the same paragraph. */
function hazardFindings(text: string, book: BriefCheckBook): ChapterFinding[] {
  const adults = wordListPattern([...ADULT_WORDS, ...adultNames(book)]);
  const parts = paragraphs(text);
  return findWords(text, HAZARDS)
    .filter((match) => !mentions(partAt(parts, match.index)?.text ?? '', adults))
    .map((match) => ({
      rule: 'kid-hazard-without-adult',
      severity: 'block',
      excerpt: excerptAt(text, match.index),
      detail: `In a child's book fire, knives, medicine, deep water and roads come only with a grown-up nearby ('${match.text}' with no adult in the scene).`,
    }));
}

/** Every blocking finding of `text` for this book: child safety, couples, and the visitor's things to avoid. */
export function blockingBriefFindings(text: string, book: BriefCheckBook): ChapterFinding[] {
  const findings: ChapterFinding[] = [];
  if (isChildBook(book)) {
    for (const list of KID_LISTS) findings.push(...listFindings(text, list.pattern, list.rule, list.detail));
    findings.push(...hazardFindings(text, book));
  }
  if (isCoupleBook(book)) {
    findings.push(
      ...listFindings(
        text,
        COUPLE,
        'couple-trouble',
        (words) =>
          `In a book for a couple, trouble comes from outside: no rivals, exes, jealousy or doubt ('${words}').`,
      ),
    );
  }
  const avoid = avoidTerms(book.story.gift?.avoid);
  if (avoid.length > 0) {
    findings.push(
      ...listFindings(
        text,
        wordListPattern(avoid),
        'things-to-avoid',
        (words) => `The visitor asked us to leave this out ('${words}').`,
      ),
    );
  }
  return findings;
}
