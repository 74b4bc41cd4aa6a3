// Free-text classification: each of the reference's predicates, then the classifier in its order.
import { describe, expect, it } from "vitest";
import {
  classifyText,
  cleanBullets,
  containsVerb,
  exceedsCapRatio,
  isBulletedText,
  isEmailAddress,
  isEmptyBullet,
  isPossibleNarrativeText,
  isPossibleNumberedList,
  isPossibleTitle,
  isUsCityStateZip,
  pyIsNumeric,
  pyIsUpper,
  sentenceCount,
  splitSentences,
  textElement,
  underNonAlphaRatio,
} from "../../../src/engine/elements/text-type.js";
import { pyStrip } from "../../../src/engine/text/python-str.js";

describe("Python string predicates", () => {
  it.each([
    ["  a b \t\n", "a b"],
    ["\u3000\u00a0x\u2028", "x"],
    ["\x1cx\x85", "x"],
    ["\ufeffx", "\ufeffx"], // Python's strip keeps a BOM; JavaScript's trim would not
  ])("pyStrip(%j) is %j", (text, stripped) => expect(pyStrip(text)).toBe(stripped));

  it("isnumeric and isupper as Python has them", () => {
    expect(pyIsNumeric("2024")).toBe(true);
    expect(pyIsNumeric("½Ⅷ")).toBe(true);
    expect(pyIsNumeric("1.5")).toBe(false);
    expect(pyIsNumeric("")).toBe(false);
    expect(pyIsUpper("CHAPTER I.")).toBe(true);
    expect(pyIsUpper("123 !")).toBe(false);
    expect(pyIsUpper("ÉTÉ Ǆ")).toBe(true);
    expect(pyIsUpper("Dž")).toBe(false);
  });
});

describe("bullets", () => {
  it.each([
    ["• This is an excellent point!", true],
    ["  \u25cf indented", true],
    ["- dash item", true],
    ["* star item", true],
    ["\uf0b7 Word's symbol bullet", true],
    ["-- not a bullet", false],
    ["**bold**", false],
    ["plain text", false],
  ])("isBulletedText(%j) is %s", (text, expected) => expect(isBulletedText(text)).toBe(expected));

  it("cleanBullets removes a leading glyph only", () => {
    expect(cleanBullets("●  This is an excellent point!")).toBe("This is an excellent point!");
    expect(cleanBullets("- item - with dash")).toBe("item - with dash");
    expect(cleanBullets("no bullet")).toBe("no bullet");
    // Leading whitespace hides the bullet from the cleaner, as in the reference.
    expect(cleanBullets(" - item")).toBe(" - item");
  });

  it("knows a lone bullet", () => {
    expect(isEmptyBullet("•")).toBe(true);
    expect(isEmptyBullet("•x")).toBe(false);
    expect(isEmptyBullet("x")).toBe(false);
  });
});

describe("addresses, e-mail addresses and numbered lists", () => {
  it.each([
    ["Doylestown, PA 18901", true],
    ["Doylestown, Pennsylvania, 18901", true],
    ["DOYLESTOWN, PENNSYLVANIA 18901", true],
    ["New Hope, pa 18938-1234", true],
    ["North Wales, New York 12345", true],
    // The reference's pattern carries stray braces around its lists, so the first and last entries fail.
    ["Montgomery, Alabama 36104", false],
    ["Cheyenne, WY 82001", false],
    ["Doylestown PA 18901", false],
    ["Doylestown, PA", false],
    ["1600 Pennsylvania Ave, Washington, DC 20500", false],
  ])("isUsCityStateZip(%j) is %s", (text, expected) => expect(isUsCityStateZip(text)).toBe(expected));

  it("is fast on long lines that nearly match", () => {
    const text = `${"Abcdefghijklmnop".repeat(5)}, XX 12345 ${"Abc def ".repeat(10_000)}`;
    const started = performance.now();
    for (let i = 0; i < 100; i++) isUsCityStateZip(text);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each([
    ["john@doe.com", true],
    ["  mallori@unstructured.io  ", true],
    ["john.doe+tag@mail.example.org is my address", true], // anchored at the start only
    ["John@Doe.com", false], // the reference's pattern is lower-case only
    ["contact: john@doe.com", false],
  ])("isEmailAddress(%j) is %s", (text, expected) => expect(isEmailAddress(text)).toBe(expected));

  it.each([
    ["1. First item", true],
    ["12) Twelfth item", true],
    ["1.1 Sub-item", false],
    ["1.", false],
    ["Item 1. First", false],
  ])("isPossibleNumberedList(%j) is %s", (text, expected) =>
    expect(isPossibleNumberedList(text)).toBe(expected),
  );
});

describe("sentences and ratios", () => {
  it("splits sentences and spares abbreviations and initials", () => {
    expect(splitSentences("St. Petersburg is big. Mr. Smith went home! Did he? Yes.")).toEqual([
      "St. Petersburg is big.",
      "Mr. Smith went home!",
      "Did he?",
      "Yes.",
    ]);
    expect(splitSentences("J. R. R. Tolkien wrote e.g. this. And that.")).toHaveLength(2);
    expect(splitSentences('"Stop!" he said.')).toEqual(['"Stop!"', "he said."]);
  });

  it("counts sentences of a minimum length without punctuation", () => {
    expect(sentenceCount("ITEM 1A. RISK FACTORS")).toBe(2);
    expect(sentenceCount("ITEM 1A. RISK FACTORS", 3)).toBe(0);
    expect(sentenceCount("This is one. This is another one here.", 3)).toBe(2);
    expect(sentenceCount("Costs rose to $5 million.", 5)).toBe(1);
  });

  it("measures capitals and letters", () => {
    expect(exceedsCapRatio("Important Points Here")).toBe(true);
    expect(exceedsCapRatio("Important points:")).toBe(false);
    expect(exceedsCapRatio("ALL CAPS TEXT")).toBe(true);
    expect(exceedsCapRatio("ITEM 1. Financial Statements (Unaudited)")).toBe(true);
    expect(exceedsCapRatio("One Sentence Here. Another Sentence Here.")).toBe(false);
    expect(underNonAlphaRatio("-----------BREAK---------")).toBe(true);
    expect(underNonAlphaRatio("Text, mostly letters.")).toBe(false);
    expect(underNonAlphaRatio("   ")).toBe(false);
  });
});

describe("verbs (a heuristic in place of a part-of-speech tagger)", () => {
  it.each([
    ["This is a test document to use for unit tests.", true],
    ["Make sure to RSVP!", true],
    ["She suddenly paused, smiling at her own impetuosity.", true],
    ["The prince bowed to signify his respect.", true],
    ["Anna Pavlovna burst out:", true],
    ["It's raining.", true],
    ["We need more time", true],
    ["He set off at a run.", true],
    ["The man who commits the deeds", true],
    ["I'll go home", true],
    ["Important points:", false],
    ["Lorem ipsum dolor sit amet.", false],
    ["My first paragraph.", false],
    ["Some text with CP1252-specific characters:", false],
    ["Prince's estate and the morning light", false],
    ["The will of the people", false],
  ])("containsVerb(%j) is %s", (text, expected) => expect(containsVerb(text)).toBe(expected));
});

describe("narrative text and titles", () => {
  it.each([
    ["This is a test document to use for unit tests.", true],
    ["Lorem ipsum dolor sit amet. Consectetur adipiscing elit sed do.", true], // two sentences need no verb
    ["Important points:", false],
    ["12345", false],
    ["Risk Factors And Other Considerations", false],
    ["$$$ 123 ### 456 !!!", false],
    ["", false],
  ])("isPossibleNarrativeText(%j) is %s", (text, expected) =>
    expect(isPossibleNarrativeText(text)).toBe(expected),
  );

  it.each([
    ["Important points:", true],
    ["CHAPTER I", true],
    ["ITEM 1A. RISK FACTORS", true],
    ["To My Dearest Friends,", false],
    ["THIS IS A WARNING!", false],
    ["one two three four five six seven eight nine ten eleven twelve thirteen", false],
    ["2024", false],
    ["-----------BREAK---------", false],
    ["This has five words here. And this also has five words.", false],
    ["", false],
  ])("isPossibleTitle(%j) is %s", (text, expected) => expect(isPossibleTitle(text)).toBe(expected));
});

describe("classification", () => {
  it.each([
    ["a run of periods", `${".".repeat(200_000)}x`],
    ["a run of periods and quotes", `${".".repeat(100_000)}${"'".repeat(100_000)}x`],
    ["a word of brackets", `${"(".repeat(100_000)}word${")".repeat(100_000)}`],
    ["a run of exclamation marks", `Stop${"!".repeat(200_000)} now`],
    ["a long word", "a".repeat(500_000)],
  ])("classifies %s in linear time", (_, text) => {
    const started = performance.now();
    classifyText(text);
    classifyText(` ${text} is here.`);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it.each([
    ["- Hamburgers are delicious", "ListItem"],
    ["john@doe.com", "EmailAddress"],
    ["Doylestown, PA 18901", "Address"],
    ["1. Preheat the oven", "ListItem"],
    ["This is a test document to use for unit tests.", "NarrativeText"],
    ["Important points:", "Title"],
    ["To My Dearest Friends,", "UncategorizedText"],
    ["07", "UncategorizedText"],
  ] as const)("classifyText(%j) is %s", (text, type) => expect(classifyText(text)).toBe(type));

  it("textElement cleans the bullet of a bulleted list item only", () => {
    expect(textElement("• Dogs are the best")).toEqual({ type: "ListItem", text: "Dogs are the best" });
    expect(textElement("1. First")).toEqual({ type: "ListItem", text: "1. First" });
    expect(textElement("Important points:")).toEqual({ type: "Title", text: "Important points:" });
  });
});
