// Classification of free text into element types, by the reference's heuristics (its
// `partition/text_type.py`, `cleaners/core.py` and `nlp/patterns.py`): bullets, e-mail addresses, US
// city/state/zip lines, numbered lists, narrative text, titles. The reference works on Python strings,
// so whitespace, case and "numeric" follow Python's `str` predicates here, not JavaScript's.
//
// The reference finds verbs with a part-of-speech tagger (spaCy, NLTK before it) and splits sentences
// with a trained tokenizer. docflow has neither: sentences are split on terminal punctuation with a
// list of abbreviations, and verbs are found by a compact English heuristic — auxiliaries, irregular
// forms, a list of common verbs, -ed/-ing/-s endings and a little context (after "to", a modal or a
// subject pronoun; a determiner before a word makes it a noun or adjective). It was tuned on the
// corpus's English documents; it matters only for one-sentence text, where it decides between
// NarrativeText and Title.

import { isPySpace, isPySpaceCode, PY_WHITESPACE, pySplit, pyStrip } from "../text/python-str.js";
export type TextCategory =
  | "Title"
  | "NarrativeText"
  | "ListItem"
  | "Address"
  | "EmailAddress"
  | "UncategorizedText";

// ------------------------------------------------------------------------------------------------
// Python string predicates
// ------------------------------------------------------------------------------------------------

/** Python's `str.isnumeric()`. */
export function pyIsNumeric(text: string): boolean {
  return /^\p{N}+$/u.test(text);
}

/** Python's `str.isupper()`: some cased character and no lowercase or titlecase one. */
export function pyIsUpper(text: string): boolean {
  return /\p{Uppercase}/u.test(text) && !/[\p{Lowercase}\p{Lt}]/u.test(text);
}

/** Python's `str.istitle()`: upper/titlecase only after uncased characters, lowercase only after cased. */
function pyIsTitle(word: string): boolean {
  let cased = false;
  let previousCased = false;
  for (const char of word) {
    if (/[\p{Uppercase}\p{Lt}]/u.test(char)) {
      if (previousCased) return false;
      previousCased = cased = true;
    } else if (/\p{Lowercase}/u.test(char)) {
      if (!previousCased) return false;
      previousCased = cased = true;
    } else {
      previousCased = false;
    }
  }
  return cased;
}

function pyIsAlpha(word: string): boolean {
  return /^\p{L}+$/u.test(word);
}

// ------------------------------------------------------------------------------------------------
// Patterns
// ------------------------------------------------------------------------------------------------

/** The reference's bullet glyphs; "\uf0b7" is the Symbol-font bullet that Word documents carry. */
export const BULLET_CHARACTERS: readonly string[] = [
  "\u0095",
  "\u2022",
  "\u2023",
  "\u2043",
  "\u3164",
  "\u204c",
  "\u204d",
  "\u2219",
  "\u25cb",
  "\u25cf",
  "\u25d8",
  "\u25e6",
  "\u2619",
  "\u2765",
  "\u2767",
  "\u29be",
  "\u29bf",
  "-",
  "\uf0b7",
  "*",
  "\u00b7",
];
const BULLET_CODES = new Set(BULLET_CHARACTERS.map((char) => char.charCodeAt(0)));

export function isBulletCharacter(char: string | undefined): boolean {
  return char !== undefined && char.length === 1 && BULLET_CODES.has(char.charCodeAt(0));
}

export function isBulletCode(code: number): boolean {
  return BULLET_CODES.has(code);
}

/** The reference's bullet pattern matches a bullet that another bullet does not follow ("--" is no bullet). */
function startsWithBullet(text: string): boolean {
  return isBulletCharacter(text[0]) && !isBulletCharacter(text[1]);
}

/** Text whose first non-blank character is a bullet glyph. */
export function isBulletedText(text: string): boolean {
  return startsWithBullet(pyStrip(text));
}

/** A lone bullet glyph, which the text partitioner drops. */
export function isEmptyBullet(text: string): boolean {
  return text.length === 1 && isBulletCharacter(text);
}

/** The text without its leading bullet glyph (only when the bullet is its very first character). */
export function cleanBullets(text: string): string {
  return startsWithBullet(text) ? pyStrip(text.slice(1)) : text;
}

// Anchored at the start only, lower-case only: the reference's pattern, used with `re.match`.
const EMAIL_ADDRESS_RE = /^[a-z0-9.\-+_]+@[a-z0-9.\-+_]+\.[a-z]+/;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS_RE.test(pyStrip(text));
}

// The reference's state alternatives carry stray braces, so "{Alabama", "Wyoming}", "{AL" and "WY}" are
// what it really matches at the ends of each list; kept as it behaves.
const STATE_NAMES =
  "\\{Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|" +
  "Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|" +
  "Missouri|Montana|Nebraska|Nevada|New[ ]Hampshire|New[ ]Jersey|New[ ]Mexico|New[ ]York|North[ ]Carolina|" +
  "North[ ]Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode[ ]Island|South[ ]Carolina|South[ ]Dakota|Tennessee|" +
  "Texas|Utah|Vermont|Virginia|Washington|West[ ]Virginia|Wisconsin|Wyoming\\}";
const STATE_CODES =
  "\\{AL|AK|AS|AZ|AR|CA|CO|CT|DE|DC|FM|FL|GA|GU|HI|ID|IL|IN|IA|KS|KY|LA|ME|MH|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|" +
  "NJ|NM|NY|NC|ND|MP|OH|OK|OR|PW|PA|PR|RI|SC|SD|TN|TX|UT|VT|VI|VA|WA|WV|WI|WY\\}";
const STATE_AND_ZIP_RE = new RegExp(
  `^,[${PY_WHITESPACE}]?(?:${STATE_NAMES}|${STATE_CODES})(?:, |[${PY_WHITESPACE}])?\\b\\d{5}(?:-\\d{4})?\\b`,
  "i",
);
const CITY_CHAR_RE = /^[A-Za-z.\- ]$/;

/**
 * The city part of the reference's pattern: one to five words `[A-Z][a-z.-]{1,15}` (case-insensitive),
 * each followed by at most one space. Decided by a small dynamic programme instead of the regex, whose
 * overlapping character classes backtrack badly on long lines.
 */
function isCityName(city: string): boolean {
  const n = city.length;
  if (n < 2 || n > 5 * 17) return false;
  for (const char of city) if (!CITY_CHAR_RE.test(char)) return false;
  const fewestWords = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  fewestWords[0] = 0;
  for (let start = 0; start < n; start++) {
    const before = fewestWords[start] ?? Number.POSITIVE_INFINITY;
    if (before >= 5 || !/[A-Za-z]/.test(city.charAt(start))) continue;
    for (let end = start + 2; end <= Math.min(n, start + 16); end++) {
      if (city.charAt(end - 1) === " ") break;
      fewestWords[end] = Math.min(fewestWords[end] ?? Number.POSITIVE_INFINITY, before + 1);
      if (city.charAt(end) === " ")
        fewestWords[end + 1] = Math.min(fewestWords[end + 1] ?? Number.POSITIVE_INFINITY, before + 1);
    }
  }
  return (fewestWords[n] ?? Number.POSITIVE_INFINITY) <= 5;
}

/** "Doylestown, PA 18901", "DOYLESTOWN, PENNSYLVANIA 18901"; anchored at the start like the reference. */
export function isUsCityStateZip(text: string): boolean {
  const stripped = pyStrip(text);
  const comma = stripped.indexOf(",");
  if (comma < 2 || comma > 5 * 17) return false;
  return isCityName(stripped.slice(0, comma)) && STATE_AND_ZIP_RE.test(stripped.slice(comma));
}

const NUMBERED_LIST_RE = new RegExp(`^\\p{Nd}+[.)][${PY_WHITESPACE}][^\\n]`, "u");

/** "1. First", "2) Second" — one level only, as in the reference. */
export function isPossibleNumberedList(text: string): boolean {
  return NUMBERED_LIST_RE.test(pyStrip(text));
}

const ENDS_IN_PUNCTUATION_RE = new RegExp(`[^\\p{L}\\p{N}_${PY_WHITESPACE}]$`, "u");

// ------------------------------------------------------------------------------------------------
// Sentences and words
// ------------------------------------------------------------------------------------------------

// Tokens that end in a period without ending a sentence (the trained English tokenizer's common ones).
const ABBREVIATIONS = new Set(
  (
    "mr mrs ms dr prof st jr sr sen rep gov gen col lt capt sgt cmdr adm rev hon messrs mme mlle " +
    "co corp inc ltd llc plc bros dept univ assn est ave blvd rd mt ft " +
    "vs etc al e.g i.e cf viz approx ca no nos vol vols fig figs ch chap sec pp ed eds p op " +
    "jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun " +
    "u.s u.s.a u.k a.m p.m ph.d b.a m.a d.c n.y"
  ).split(" "),
);

const TERMINALS = new Set([0x2e, 0x3f, 0x21]); // . ? !
const CLOSERS = new Set([0x22, 0x27, 0x201d, 0x2019, 0x29, 0x5d]); // " ' ” ’ ) ]

/** Splits text into sentences on terminal punctuation followed by whitespace, sparing abbreviations. */
export function splitSentences(text: string): string[] {
  return [...sentences(text)];
}

/**
 * The sentences one at a time, so a caller that needs only the first few stops early. A boundary is a
 * run of terminal punctuation, then closing quotes or brackets, then whitespace; scanned by hand, as a
 * regex would backtrack over long runs of punctuation.
 */
function* sentences(text: string): Generator<string> {
  let start = 0;
  let i = 0;
  while (i < text.length) {
    if (!TERMINALS.has(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const at = i;
    while (i < text.length && TERMINALS.has(text.charCodeAt(i))) i++;
    while (i < text.length && CLOSERS.has(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    if (!isPySpaceCode(text.charCodeAt(i)) || !endsSentence(text, at, text.slice(at, i))) continue;
    const sentence = pyStrip(text.slice(start, i));
    if (sentence) yield sentence;
    start = i;
  }
  const last = pyStrip(text.slice(start));
  if (last) yield last;
}

function endsSentence(text: string, at: number, punctuation: string): boolean {
  if (!punctuation.startsWith(".")) return true;
  const next = /\S/u.exec(text.slice(at + punctuation.length, at + punctuation.length + 64))?.[0] ?? "";
  const nextIsLower = /\p{Ll}/u.test(next);
  if (punctuation.startsWith("...")) return !nextIsLower;
  let wordStart = at;
  while (wordStart > 0 && !isPySpace(text.charAt(wordStart - 1))) wordStart--;
  const word = text
    .slice(wordStart, at)
    .replace(/^[("'“‘[]+/u, "")
    .toLowerCase();
  if (word.length === 0) return true;
  if (ABBREVIATIONS.has(word)) return false;
  if (/^\p{L}$/u.test(word)) return false; // an initial
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return false; // e.g, u.s.a
  if (/^\d+$/.test(word) && nextIsLower) return false; // an ordinal or a number mid-sentence
  return true;
}

const CLITIC_RE = /^(.+?)(n't|'s|'re|'ve|'ll|'d|'m)$/iu;
const LEADING_PUNCTUATION = new Set([..."(\"'`“‘[{<"]);
const TRAILING_PUNCTUATION = new Set([...")\"'`”’]}>,;:!?"]);

/**
 * The words of one sentence in the manner of the Treebank tokenizer the reference uses, for the
 * capital-letter ratio: punctuation split off a word's ends (a period only at the sentence's end),
 * clitics ("n't", "'s") split off. The punctuation itself is left out: it never counts as a word.
 */
function wordTokens(sentence: string): string[] {
  const words = pySplit(sentence);
  const tokens: string[] = [];
  words.forEach((raw, i) => {
    let start = 0;
    let end = raw.length;
    while (start < end && LEADING_PUNCTUATION.has(raw.charAt(start))) start++;
    for (;;) {
      while (end > start && TRAILING_PUNCTUATION.has(raw.charAt(end - 1))) end--;
      const finalPeriod = i === words.length - 1 && end - start > 1 && raw.charAt(end - 1) === ".";
      if (!finalPeriod || raw.charAt(end - 2) === ".") break;
      end--;
    }
    const word = raw.slice(start, end);
    const clitic = CLITIC_RE.exec(word);
    if (clitic?.[1] && clitic[2]) tokens.push(clitic[1], clitic[2]);
    else if (word) tokens.push(word);
  });
  return tokens;
}

const PUNCTUATION_RE = /\p{P}/u;
const ASCII_PUNCTUATION = new Set([..."!\"#%&'()*,-./:;?@[\\]_{}"].map((char) => char.charCodeAt(0)));

/**
 * Words of a sentence once punctuation is removed (the reference's `remove_punctuation`, then its word
 * tokenizer, which also splits "$" off as a word of its own). Counted in one pass, without allocating.
 */
function countWordsWithoutPunctuation(sentence: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < sentence.length; i++) {
    const code = sentence.charCodeAt(i);
    if (isPySpaceCode(code)) {
      inWord = false;
    } else if (code === 0x24) {
      count++;
      inWord = false;
    } else if (code < 0x80 ? ASCII_PUNCTUATION.has(code) : isPunctuationAt(sentence, i)) {
      // Removed: the characters on either side join into one word.
    } else if (!inWord) {
      count++;
      inWord = true;
    }
    if (code >= 0xd800 && code < 0xdc00) i++;
  }
  return count;
}

function isPunctuationAt(text: string, i: number): boolean {
  return PUNCTUATION_RE.test(String.fromCodePoint(text.codePointAt(i) as number));
}

/** Sentences in the text that have at least `minLength` words (punctuation does not count). */
export function sentenceCount(text: string, minLength?: number): number {
  let count = 0;
  for (const sentence of sentences(text))
    if (!minLength || countWordsWithoutPunctuation(sentence) >= minLength) count++;
  return count;
}

/** Whether the text has two or more sentences of at least `minLength` words, reading no further than that. */
function hasSeveralSentences(text: string, minLength: number): boolean {
  let count = 0;
  for (const sentence of sentences(text)) {
    if (countWordsWithoutPunctuation(sentence) >= minLength && ++count > 1) return true;
  }
  return false;
}

// ------------------------------------------------------------------------------------------------
// Ratios
// ------------------------------------------------------------------------------------------------

/** True when fewer than `threshold` of the non-blank characters are letters ("-----BREAK-----"). */
export function underNonAlphaRatio(text: string, threshold = 0.5): boolean {
  let letters = 0;
  let visible = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isPySpaceCode(code)) continue;
    visible++;
    if (code < 0x80) {
      if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) letters++;
      continue;
    }
    const point = text.codePointAt(i) as number;
    if (point > 0xffff) i++;
    if (LETTER_RE.test(String.fromCodePoint(point))) letters++;
  }
  return visible > 0 && letters / visible < threshold;
}

const LETTER_RE = /\p{L}/u;

/**
 * True when more than `threshold` of the words are capitalized ("1A. Risk Factors"). Text of several
 * sentences never exceeds it; all-caps text always does.
 */
export function exceedsCapRatio(text: string, threshold = 0.5): boolean {
  return capRatioExceeded(text, threshold, hasSeveralSentences(text, 3));
}

/** exceedsCapRatio, given whether the text has several sentences of three or more words. */
function capRatioExceeded(text: string, threshold: number, severalSentences: boolean): boolean {
  if (severalSentences) return false;
  if (pyIsUpper(text)) return true;
  const words = splitSentences(text)
    .flatMap(wordTokens)
    .filter((token) => pyIsAlpha(token));
  if (words.length === 0) return true;
  const capitalized = words.filter((word) => pyIsTitle(word) || pyIsUpper(word)).length;
  return capitalized / words.length > threshold;
}

// ------------------------------------------------------------------------------------------------
// Verbs
// ------------------------------------------------------------------------------------------------

const wordSet = (list: string): Set<string> => new Set(list.trim().split(/\s+/));

const AUXILIARIES = wordSet(`
  is are was were am be been being has have had having do does did doing isn't aren't wasn't weren't
  hasn't haven't hadn't doesn't don't didn't ain't`);

const MODALS = wordSet(`
  can could will would shall should may might must cannot can't couldn't won't wouldn't shan't shouldn't
  mustn't mightn't 'll 'd ll`);

// Past tenses and participles that are seldom anything else.
const IRREGULAR_FORMS = wordSet(`
  arose arisen awoke awoken became began begun bent bled blew blown broke broken brought built burnt
  bought caught chose chosen clung crept dealt dug done drew drawn dreamt drank drunk drove driven ate eaten
  fell fallen fed felt fought found fled flung flew flown forbade forgot forgotten forgave forgiven froze
  frozen got gotten gave given went gone grew grown hung heard hid hidden held kept knelt knew known laid
  led leant leapt learnt left lent lain lost made meant met paid proven ran rang rung rode ridden rose
  risen said saw seen sought sold sent shook shaken shone shot showed shown shrank sang sung sank sunk sat
  slept slid spoke spoken sped spent spun sprang stood stole stolen stuck stung stank strode struck
  strove swore sworn swept swam swum swung took taken taught tore torn told thought threw thrown
  understood woke woken wore worn wept won wrote written used came overcame burst withdrew undertook undertaken
  mistook mistaken foresaw foreseen bade bidden slew slain spat wove woven dwelt sewn shorn strewn sown
  swollen trod trodden wrung forsook forsaken beheld besought begot begotten lit lay`);

// Verbs that are mostly verbs: their bare and -s forms count as verbs.
const VERBS = wordSet(`
  accept achieve add admit agree allow appear apply argue arrive ask assume avoid become begin believe
  belong borrow break bring build buy carry catch choose claim come compare complain consider contain
  continue create decide deliver deny depend describe deserve destroy develop die disappear discover
  discuss do draw drive eat enable encourage enjoy ensure enter escape establish exist expect explain
  express fail feel fill find finish fly follow forget forgive get give go grow happen hate have hear
  hide hold identify ignore imagine improve include indicate inform insist intend introduce invite
  involve join keep kill know learn leave lend let like listen live lose make manage marry mean meet
  mention miss notice obtain occur open own pay perform permit pick prefer prepare prevent produce
  protect prove provide pull put realize realise receive recognize recognise reduce refer refuse relate
  remain remember remind remove repeat represent require retain reveal say see seem sell send serve
  shake shoot shut sing sit speak spend stand steal succeed suffer suggest suppose survive swim take
  teach tell tend think throw treat try understand wake warn win write click select check contact visit
  commit`);

// Verbs that are verbs wherever they stand, unless a determiner makes them nouns.
const UNAMBIGUOUS_VERBS = wordSet(`
  accept achieve add admit agree allow appear apply argue arrive ask assume avoid become begin believe
  belong borrow bring carry choose commit compare complain consider contain continue create decide deliver
  deny depend describe deserve destroy develop disappear discover discuss eat enable encourage enjoy ensure
  enter establish exist expect explain fail feel find follow forget forgive give grow happen hear identify
  ignore imagine improve include indicate inform insist intend introduce invite involve join learn leave
  lose manage marry meet obtain occur perform prefer prepare prevent protect prove provide pull realize
  realise receive recognize recognise reduce refer relate remain remember remind remove represent require
  retain reveal seem send serve speak spend suffer suggest suppose survive teach tell tend think understand
  warn write`);

// Verbs that are as often nouns ("a walk", "the use"): their bare forms count only after "to", a
// modal or a subject pronoun.
const NOUN_LIKE_VERBS = wordSet(`
  answer attack call care cause change cost cut dream drink fall fight help hope increase laugh lead lie
  look love matter mind move need offer order place plan play point present promise push raise reach
  release reply report rest return ride ring rise run set share show sleep smile start stay stop study
  supply support surprise talk thank touch travel turn use wait walk want wash watch wear wish wonder
  work worry`);

const SUBJECT_PRONOUNS = wordSet("i you we they");
const THIRD_PERSON_PRONOUNS = wordSet("he she it");
const RELATIVE_SUBJECTS = wordSet("he she it who which that");
// Verbs whose past tense is their bare form: after "he", "she" or "it" they are that past tense.
const UNCHANGED_PASTS = wordSet("set put cut let hit shut cast burst hurt quit spread read");
const DETERMINERS = wordSet(`
  the a an this that these those my your his her its our their no any some every each another either
  neither many few several much more most such what which whose`);
const CONTRACTED_SUBJECTS = wordSet("it he she that there here what who where how let");
const FUNCTION_WORDS = new Set([
  ...DETERMINERS,
  ...SUBJECT_PRONOUNS,
  ...wordSet(
    "of in on at by for with from into onto about and or but nor so as than to he she it me him us them",
  ),
]);

const NOT_ED_VERBS = wordSet(`
  hundred kindred hatred sacred naked wicked wretched rugged ragged crooked indeed speed steed greed creed
  shred infrared embed tweed unwed`);
const NOT_ING_VERBS = wordSet(`
  thing nothing something anything everything king ring wing spring string sting sling during morning
  evening ceiling building wedding pudding clothing lightning earring herring sibling darling duckling
  awning shilling farthing inkling icing viking interesting exciting amazing charming willing outstanding
  surprising boring annoying confusing disappointing fascinating frightening promising satisfying shocking
  stunning thrilling ongoing upcoming incoming outgoing forthcoming oncoming meeting setting training
  marketing engineering housing funding heading listing rating ranking painting drawing`);

function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const THIRD_PERSON_VERBS = new Set([...VERBS].map(thirdPerson));

/** The word's base when it is one of the known verbs' -s forms. */
function isKnownThirdPerson(word: string): boolean {
  return THIRD_PERSON_VERBS.has(word);
}

interface Word {
  text: string;
  sentenceStart: boolean;
}

const VERB_WORD_RE = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|[.!?]/gu;

function* verbWords(text: string): Generator<Word> {
  let sentenceStart = true;
  for (const [token] of text.matchAll(VERB_WORD_RE)) {
    if (token === "." || token === "!" || token === "?") {
      sentenceStart = true;
      continue;
    }
    yield { text: token.replace(/’/g, "'"), sentenceStart };
    sentenceStart = false;
  }
}

function isVerbAt(tokens: Word[], i: number): boolean {
  const token = tokens[i];
  if (!token) return false;
  const original = token.text;
  const word = original.toLowerCase();
  const previous = tokens[i - 1]?.text.toLowerCase();
  const afterDeterminer = previous !== undefined && DETERMINERS.has(previous);
  const lowerInitial = /^\p{Ll}/u.test(original) || token.sentenceStart;

  if (AUXILIARIES.has(word)) return true;
  if (IRREGULAR_FORMS.has(word)) return !afterDeterminer;
  const clitic = /^(.+)'(s|re|ve|m)$/.exec(word);
  if (clitic?.[1] && clitic[2]) return clitic[2] !== "s" || CONTRACTED_SUBJECTS.has(clitic[1]);
  const negated = /^(.+)n't$/.exec(word);
  if (negated?.[1]) return AUXILIARIES.has(negated[1]) || VERBS.has(negated[1]);
  if (!/^\p{L}+$/u.test(word) || FUNCTION_WORDS.has(word)) return false;

  const bare = VERBS.has(word) || NOUN_LIKE_VERBS.has(word);
  if (previous !== undefined) {
    // "to help", "we need", "he set", "who commits".
    if (bare && (previous === "to" || SUBJECT_PRONOUNS.has(previous))) return true;
    if (UNCHANGED_PASTS.has(word) && THIRD_PERSON_PRONOUNS.has(previous)) return true;
    if (RELATIVE_SUBJECTS.has(previous) && /[^su]s$/.test(word)) return true;
  }
  // A modal shortly before: "can help", "will not go", "may our Saviour keep you".
  if (word !== "not" && !word.endsWith("ly")) {
    for (let j = i - 1; j >= Math.max(0, i - 8); j--) {
      const before = tokens[j]?.text.toLowerCase() ?? "";
      if (MODALS.has(before) || /'(?:ll|d)$/.test(before)) {
        if (j === i - 1 || bare) return true;
        break;
      }
    }
  }
  if (VERBS.has(word) && i === 0) return true; // an imperative
  if (afterDeterminer) return false;
  if (UNAMBIGUOUS_VERBS.has(word) || isKnownThirdPerson(word)) return true;

  if (!lowerInitial) return false;
  if (word.length >= 5 && word.endsWith("ed") && !NOT_ED_VERBS.has(word)) return true;
  if (word.length >= 5 && word.endsWith("ing") && !NOT_ING_VERBS.has(word)) return true;
  return false;
}

/** Whether the text has a verb, by the heuristic described at the top of this module. */
export function containsVerb(text: string): boolean {
  // A word is judged by the words before it only, so the walk stops at the first verb.
  const tokens: Word[] = [];
  for (const token of verbWords(pyIsUpper(text) ? text.toLowerCase() : text)) {
    tokens.push(token);
    if (isVerbAt(tokens, tokens.length - 1)) return true;
  }
  return false;
}

// ------------------------------------------------------------------------------------------------
// Narrative text and titles
// ------------------------------------------------------------------------------------------------

/**
 * Narrative text: not numeric, not mostly capitalized words, mostly letters, and either two sentences
 * of three or more words or a verb.
 */
export function isPossibleNarrativeText(text: string): boolean {
  if (text.length === 0 || pyIsNumeric(text)) return false;
  // Both rules below ask it: the sentences are read once.
  const severalSentences = hasSeveralSentences(text, 3);
  if (capRatioExceeded(text, 0.5, severalSentences)) return false;
  if (underNonAlphaRatio(text)) return false;
  if (!severalSentences && !containsVerb(text)) return false;
  return true;
}

/**
 * A title: at most 12 words (split on spaces), mostly letters, not ending in a comma (a salutation), not
 * numeric, at most one sentence of five or more words, and not all caps ending in punctuation.
 */
export function isPossibleTitle(text: string): boolean {
  if (text.length === 0) return false;
  if (pyIsUpper(text) && ENDS_IN_PUNCTUATION_RE.test(text)) return false;
  if (text.split(" ").length > 12) return false;
  if (underNonAlphaRatio(text)) return false;
  if (text.endsWith(",")) return false;
  if (pyIsNumeric(text)) return false;
  if (hasSeveralSentences(text, 5)) return false;
  return true;
}

// ------------------------------------------------------------------------------------------------
// Classification
// ------------------------------------------------------------------------------------------------

/** The element type of a piece of free text, by the reference's rules in their order. */
export function classifyText(text: string): TextCategory {
  if (isBulletedText(text)) return "ListItem";
  if (isEmailAddress(text)) return "EmailAddress";
  if (isUsCityStateZip(text)) return "Address";
  if (isPossibleNumberedList(text)) return "ListItem";
  if (isPossibleNarrativeText(text)) return "NarrativeText";
  if (isPossibleTitle(text)) return "Title";
  return "UncategorizedText";
}

/** The reference's `element_from_text`: the type of free text, and its text with a bullet glyph removed. */
export function textElement(text: string): { type: TextCategory; text: string } {
  const type = classifyText(text);
  return { type, text: type === "ListItem" && isBulletedText(text) ? cleanBullets(text) : text };
}
