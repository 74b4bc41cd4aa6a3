import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// src/engine/elements/text-type.ts
var PY_WHITESPACE = "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
function isPySpaceCode(code) {
  if (code <= 32) return code === 32 || code >= 9 && code <= 13 || code >= 28 && code <= 31;
  if (code < 133) return false;
  return code === 133 || code === 160 || code === 5760 || code >= 8192 && code <= 8202 || code === 8232 || code === 8233 || code === 8239 || code === 8287 || code === 12288;
}
function isPySpace(char) {
  return char.length === 1 && isPySpaceCode(char.charCodeAt(0));
}
function pyStrip(text) {
  let start = 0;
  let end = text.length;
  while (start < end && isPySpaceCode(text.charCodeAt(start))) start++;
  while (end > start && isPySpaceCode(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}
var SPLIT_RE = new RegExp(`[${PY_WHITESPACE}]+`);
function pySplit(text) {
  return text.split(SPLIT_RE).filter((word) => word.length > 0);
}
function pyIsNumeric(text) {
  return new RegExp("^\\p{N}+$", "u").test(text);
}
function pyIsUpper(text) {
  return new RegExp("\\p{Uppercase}", "u").test(text) && !/[\p{Lowercase}\p{Lt}]/u.test(text);
}
function pyIsTitle(word) {
  let cased = false;
  let previousCased = false;
  for (const char of word) {
    if (/[\p{Uppercase}\p{Lt}]/u.test(char)) {
      if (previousCased) return false;
      previousCased = cased = true;
    } else if (new RegExp("\\p{Lowercase}", "u").test(char)) {
      if (!previousCased) return false;
      previousCased = cased = true;
    } else {
      previousCased = false;
    }
  }
  return cased;
}
function pyIsAlpha(word) {
  return new RegExp("^\\p{L}+$", "u").test(word);
}
var BULLET_CHARACTERS = [
  "\x95",
  "\u2022",
  "\u2023",
  "\u2043",
  "\u3164",
  "\u204C",
  "\u204D",
  "\u2219",
  "\u25CB",
  "\u25CF",
  "\u25D8",
  "\u25E6",
  "\u2619",
  "\u2765",
  "\u2767",
  "\u29BE",
  "\u29BF",
  "-",
  "\uF0B7",
  "*",
  "\xB7"
];
var BULLET_CODES = new Set(BULLET_CHARACTERS.map((char) => char.charCodeAt(0)));
function isBulletCharacter(char) {
  return char !== void 0 && char.length === 1 && BULLET_CODES.has(char.charCodeAt(0));
}
function isBulletCode(code) {
  return BULLET_CODES.has(code);
}
function startsWithBullet(text) {
  return isBulletCharacter(text[0]) && !isBulletCharacter(text[1]);
}
function isBulletedText(text) {
  return startsWithBullet(pyStrip(text));
}
function isEmptyBullet(text) {
  return text.length === 1 && isBulletCharacter(text);
}
function cleanBullets(text) {
  return startsWithBullet(text) ? pyStrip(text.slice(1)) : text;
}
var EMAIL_ADDRESS_RE = /^[a-z0-9.\-+_]+@[a-z0-9.\-+_]+\.[a-z]+/;
function isEmailAddress(text) {
  return EMAIL_ADDRESS_RE.test(pyStrip(text));
}
var STATE_NAMES = "\\{Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New[ ]Hampshire|New[ ]Jersey|New[ ]Mexico|New[ ]York|North[ ]Carolina|North[ ]Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode[ ]Island|South[ ]Carolina|South[ ]Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West[ ]Virginia|Wisconsin|Wyoming\\}";
var STATE_CODES = "\\{AL|AK|AS|AZ|AR|CA|CO|CT|DE|DC|FM|FL|GA|GU|HI|ID|IL|IN|IA|KS|KY|LA|ME|MH|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|MP|OH|OK|OR|PW|PA|PR|RI|SC|SD|TN|TX|UT|VT|VI|VA|WA|WV|WI|WY\\}";
var STATE_AND_ZIP_RE = new RegExp(
  `^,[${PY_WHITESPACE}]?(?:${STATE_NAMES}|${STATE_CODES})(?:, |[${PY_WHITESPACE}])?\\b\\d{5}(?:-\\d{4})?\\b`,
  "i"
);
var CITY_CHAR_RE = /^[A-Za-z.\- ]$/;
function isCityName(city) {
  const n = city.length;
  if (n < 2 || n > 5 * 17) return false;
  for (const char of city) if (!CITY_CHAR_RE.test(char)) return false;
  const fewestWords = new Array(n + 1).fill(Number.POSITIVE_INFINITY);
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
function isUsCityStateZip(text) {
  const stripped = pyStrip(text);
  const comma = stripped.indexOf(",");
  if (comma < 2 || comma > 5 * 17) return false;
  return isCityName(stripped.slice(0, comma)) && STATE_AND_ZIP_RE.test(stripped.slice(comma));
}
var NUMBERED_LIST_RE = new RegExp(`^\\p{Nd}+[.)][${PY_WHITESPACE}][^\\n]`, "u");
function isPossibleNumberedList(text) {
  return NUMBERED_LIST_RE.test(pyStrip(text));
}
var ENDS_IN_PUNCTUATION_RE = new RegExp(`[^\\p{L}\\p{N}_${PY_WHITESPACE}]$`, "u");
var ABBREVIATIONS = new Set(
  "mr mrs ms dr prof st jr sr sen rep gov gen col lt capt sgt cmdr adm rev hon messrs mme mlle co corp inc ltd llc plc bros dept univ assn est ave blvd rd mt ft vs etc al e.g i.e cf viz approx ca no nos vol vols fig figs ch chap sec pp ed eds p op jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun u.s u.s.a u.k a.m p.m ph.d b.a m.a d.c n.y".split(" ")
);
var TERMINALS = /* @__PURE__ */ new Set([46, 63, 33]);
var CLOSERS = /* @__PURE__ */ new Set([34, 39, 8221, 8217, 41, 93]);
function splitSentences(text) {
  return [...sentences(text)];
}
function* sentences(text) {
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
function endsSentence(text, at, punctuation) {
  if (!punctuation.startsWith(".")) return true;
  const next = /\S/u.exec(text.slice(at + punctuation.length, at + punctuation.length + 64))?.[0] ?? "";
  const nextIsLower = new RegExp("\\p{Ll}", "u").test(next);
  if (punctuation.startsWith("...")) return !nextIsLower;
  let wordStart = at;
  while (wordStart > 0 && !isPySpace(text.charAt(wordStart - 1))) wordStart--;
  const word = text.slice(wordStart, at).replace(/^[("'“‘[]+/u, "").toLowerCase();
  if (word.length === 0) return true;
  if (ABBREVIATIONS.has(word)) return false;
  if (new RegExp("^\\p{L}$", "u").test(word)) return false;
  if (new RegExp("^(?:\\p{L}\\.)+\\p{L}$", "u").test(word)) return false;
  if (/^\d+$/.test(word) && nextIsLower) return false;
  return true;
}
var CLITIC_RE = /^(.+?)(n't|'s|'re|'ve|'ll|'d|'m)$/iu;
var LEADING_PUNCTUATION = /* @__PURE__ */ new Set([..."(\"'`\u201C\u2018[{<"]);
var TRAILING_PUNCTUATION = /* @__PURE__ */ new Set([...")\"'`\u201D\u2019]}>,;:!?"]);
function wordTokens(sentence) {
  const words = pySplit(sentence);
  const tokens = [];
  words.forEach((raw, i) => {
    let start = 0;
    let end = raw.length;
    while (start < end && LEADING_PUNCTUATION.has(raw.charAt(start))) start++;
    for (; ; ) {
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
var PUNCTUATION_RE = new RegExp("\\p{P}", "u");
var ASCII_PUNCTUATION = new Set([...`!"#%&'()*,-./:;?@[\\]_{}`].map((char) => char.charCodeAt(0)));
function countWordsWithoutPunctuation(sentence) {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < sentence.length; i++) {
    const code = sentence.charCodeAt(i);
    if (isPySpaceCode(code)) {
      inWord = false;
    } else if (code === 36) {
      count++;
      inWord = false;
    } else if (code < 128 ? ASCII_PUNCTUATION.has(code) : isPunctuationAt(sentence, i)) {
    } else if (!inWord) {
      count++;
      inWord = true;
    }
    if (code >= 55296 && code < 56320) i++;
  }
  return count;
}
function isPunctuationAt(text, i) {
  return PUNCTUATION_RE.test(String.fromCodePoint(text.codePointAt(i)));
}
function hasSeveralSentences(text, minLength) {
  let count = 0;
  for (const sentence of sentences(text)) {
    if (countWordsWithoutPunctuation(sentence) >= minLength && ++count > 1) return true;
  }
  return false;
}
function underNonAlphaRatio(text, threshold = 0.5) {
  let letters = 0;
  let visible = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isPySpaceCode(code)) continue;
    visible++;
    if (code < 128) {
      if ((code | 32) >= 97 && (code | 32) <= 122) letters++;
      continue;
    }
    const point = text.codePointAt(i);
    if (point > 65535) i++;
    if (LETTER_RE.test(String.fromCodePoint(point))) letters++;
  }
  return visible > 0 && letters / visible < threshold;
}
var LETTER_RE = new RegExp("\\p{L}", "u");
function exceedsCapRatio(text, threshold = 0.5) {
  if (hasSeveralSentences(text, 3)) return false;
  if (pyIsUpper(text)) return true;
  const words = splitSentences(text).flatMap(wordTokens).filter((token) => pyIsAlpha(token));
  if (words.length === 0) return true;
  const capitalized = words.filter((word) => pyIsTitle(word) || pyIsUpper(word)).length;
  return capitalized / words.length > threshold;
}
var wordSet = (list) => new Set(list.trim().split(/\s+/));
var AUXILIARIES = wordSet(`
  is are was were am be been being has have had having do does did doing isn't aren't wasn't weren't
  hasn't haven't hadn't doesn't don't didn't ain't`);
var MODALS = wordSet(`
  can could will would shall should may might must cannot can't couldn't won't wouldn't shan't shouldn't
  mustn't mightn't 'll 'd ll`);
var IRREGULAR_FORMS = wordSet(`
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
var VERBS = wordSet(`
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
var UNAMBIGUOUS_VERBS = wordSet(`
  accept achieve add admit agree allow appear apply argue arrive ask assume avoid become begin believe
  belong borrow bring carry choose commit compare complain consider contain continue create decide deliver
  deny depend describe deserve destroy develop disappear discover discuss eat enable encourage enjoy ensure
  enter establish exist expect explain fail feel find follow forget forgive give grow happen hear identify
  ignore imagine improve include indicate inform insist intend introduce invite involve join learn leave
  lose manage marry meet obtain occur perform prefer prepare prevent protect prove provide pull realize
  realise receive recognize recognise reduce refer relate remain remember remind remove represent require
  retain reveal seem send serve speak spend suffer suggest suppose survive teach tell tend think understand
  warn write`);
var NOUN_LIKE_VERBS = wordSet(`
  answer attack call care cause change cost cut dream drink fall fight help hope increase laugh lead lie
  look love matter mind move need offer order place plan play point present promise push raise reach
  release reply report rest return ride ring rise run set share show sleep smile start stay stop study
  supply support surprise talk thank touch travel turn use wait walk want wash watch wear wish wonder
  work worry`);
var SUBJECT_PRONOUNS = wordSet("i you we they");
var THIRD_PERSON_PRONOUNS = wordSet("he she it");
var RELATIVE_SUBJECTS = wordSet("he she it who which that");
var UNCHANGED_PASTS = wordSet("set put cut let hit shut cast burst hurt quit spread read");
var DETERMINERS = wordSet(`
  the a an this that these those my your his her its our their no any some every each another either
  neither many few several much more most such what which whose`);
var CONTRACTED_SUBJECTS = wordSet("it he she that there here what who where how let");
var FUNCTION_WORDS = /* @__PURE__ */ new Set([
  ...DETERMINERS,
  ...SUBJECT_PRONOUNS,
  ...wordSet(
    "of in on at by for with from into onto about and or but nor so as than to he she it me him us them"
  )
]);
var NOT_ED_VERBS = wordSet(`
  hundred kindred hatred sacred naked wicked wretched rugged ragged crooked indeed speed steed greed creed
  shred infrared embed tweed unwed`);
var NOT_ING_VERBS = wordSet(`
  thing nothing something anything everything king ring wing spring string sting sling during morning
  evening ceiling building wedding pudding clothing lightning earring herring sibling darling duckling
  awning shilling farthing inkling icing viking interesting exciting amazing charming willing outstanding
  surprising boring annoying confusing disappointing fascinating frightening promising satisfying shocking
  stunning thrilling ongoing upcoming incoming outgoing forthcoming oncoming meeting setting training
  marketing engineering housing funding heading listing rating ranking painting drawing`);
function thirdPerson(verb) {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
var THIRD_PERSON_VERBS = new Set([...VERBS].map(thirdPerson));
function isKnownThirdPerson(word) {
  return THIRD_PERSON_VERBS.has(word);
}
var VERB_WORD_RE = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|[.!?]/gu;
function* verbWords(text) {
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
function isVerbAt(tokens, i) {
  const token = tokens[i];
  if (!token) return false;
  const original = token.text;
  const word = original.toLowerCase();
  const previous = tokens[i - 1]?.text.toLowerCase();
  const afterDeterminer = previous !== void 0 && DETERMINERS.has(previous);
  const lowerInitial = new RegExp("^\\p{Ll}", "u").test(original) || token.sentenceStart;
  if (AUXILIARIES.has(word)) return true;
  if (IRREGULAR_FORMS.has(word)) return !afterDeterminer;
  const clitic = /^(.+)'(s|re|ve|m)$/.exec(word);
  if (clitic?.[1] && clitic[2]) return clitic[2] !== "s" || CONTRACTED_SUBJECTS.has(clitic[1]);
  const negated = /^(.+)n't$/.exec(word);
  if (negated?.[1]) return AUXILIARIES.has(negated[1]) || VERBS.has(negated[1]);
  if (!new RegExp("^\\p{L}+$", "u").test(word) || FUNCTION_WORDS.has(word)) return false;
  const bare = VERBS.has(word) || NOUN_LIKE_VERBS.has(word);
  if (previous !== void 0) {
    if (bare && (previous === "to" || SUBJECT_PRONOUNS.has(previous))) return true;
    if (UNCHANGED_PASTS.has(word) && THIRD_PERSON_PRONOUNS.has(previous)) return true;
    if (RELATIVE_SUBJECTS.has(previous) && /[^su]s$/.test(word)) return true;
  }
  if (word !== "not" && !word.endsWith("ly")) {
    for (let j = i - 1; j >= Math.max(0, i - 8); j--) {
      const before = tokens[j]?.text.toLowerCase() ?? "";
      if (MODALS.has(before) || /'(?:ll|d)$/.test(before)) {
        if (j === i - 1 || bare) return true;
        break;
      }
    }
  }
  if (VERBS.has(word) && i === 0) return true;
  if (afterDeterminer) return false;
  if (UNAMBIGUOUS_VERBS.has(word) || isKnownThirdPerson(word)) return true;
  if (!lowerInitial) return false;
  if (word.length >= 5 && word.endsWith("ed") && !NOT_ED_VERBS.has(word)) return true;
  if (word.length >= 5 && word.endsWith("ing") && !NOT_ING_VERBS.has(word)) return true;
  return false;
}
function containsVerb(text) {
  const tokens = [];
  for (const token of verbWords(pyIsUpper(text) ? text.toLowerCase() : text)) {
    tokens.push(token);
    if (isVerbAt(tokens, tokens.length - 1)) return true;
  }
  return false;
}
function isPossibleNarrativeText(text) {
  if (text.length === 0 || pyIsNumeric(text)) return false;
  if (exceedsCapRatio(text)) return false;
  if (underNonAlphaRatio(text)) return false;
  if (!hasSeveralSentences(text, 3) && !containsVerb(text)) return false;
  return true;
}
function isPossibleTitle(text) {
  if (text.length === 0) return false;
  if (pyIsUpper(text) && ENDS_IN_PUNCTUATION_RE.test(text)) return false;
  if (text.split(" ").length > 12) return false;
  if (underNonAlphaRatio(text)) return false;
  if (text.endsWith(",")) return false;
  if (pyIsNumeric(text)) return false;
  if (hasSeveralSentences(text, 5)) return false;
  return true;
}
function classifyText(text) {
  if (isBulletedText(text)) return "ListItem";
  if (isEmailAddress(text)) return "EmailAddress";
  if (isUsCityStateZip(text)) return "Address";
  if (isPossibleNumberedList(text)) return "ListItem";
  if (isPossibleNarrativeText(text)) return "NarrativeText";
  if (isPossibleTitle(text)) return "Title";
  return "UncategorizedText";
}
function textElement(text) {
  const type = classifyText(text);
  return { type, text: type === "ListItem" && isBulletedText(text) ? cleanBullets(text) : text };
}

export {
  PY_WHITESPACE,
  isPySpaceCode,
  isPySpace,
  pyStrip,
  pySplit,
  isBulletCharacter,
  isBulletCode,
  isBulletedText,
  isEmptyBullet,
  cleanBullets,
  isEmailAddress,
  isUsCityStateZip,
  isPossibleNumberedList,
  isPossibleNarrativeText,
  isPossibleTitle,
  textElement
};
