// The faster ranking must answer exactly what franc's francAll answers (same languages, same order, same
// scores) for the candidate list: on random text of every script franc knows, on real sentences, and on
// corpus documents when the corpus is there.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { francAll } from "franc";
import { expressions } from "franc/expressions.js";
import { describe, expect, it } from "vitest";
import { CANDIDATES } from "../../src/engine/elements/languages.js";
import { TrigramRanker } from "../../src/engine/elements/trigram-ranking.js";
import { corpusDir } from "../helpers/corpus.js";

const ranker = new TrigramRanker(CANDIDATES);
const franc = (text: string) => francAll(text, { minLength: 10, only: [...CANDIDATES] });

const SENTENCES = [
  "Quarterly memo. Revenue grew four percent.",
  "Alle Menschen sind frei und gleich an Würde und Rechten geboren.",
  "Tous les êtres humains naissent libres et égaux en dignité et en droits.",
  "Todos los seres humanos nacen libres e iguales en dignidad y derechos.",
  "Все люди рождаются свободными и равными в своем достоинстве и правах.",
  "جميع الناس يولدون أحرارا متساوين في الكرامة والحقوق",
  "人人生而自由，在尊严和权利上一律平等。",
  "すべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。",
  "모든 인간은 태어날 때부터 자유로우며 그 존엄과 권리에 있어 동등하다.",
  "Όλοι οι άνθρωποι γεννιούνται ελεύθεροι και ίσοι στην αξιοπρέπεια και τα δικαιώματα.",
  "כל בני האדם נולדו בני חורין ושווים בערכם ובזכויותיהם.",
  "सभी मनुष्यों को गौरव और अधिकारों के मामले में जन्मजात स्वतन्त्रता और समानता प्राप्त है।",
  "ทุกคนเกิดมามีอิสระและเสมอภาคกันในเกียรติศักดิ์และสิทธิ",
  "12345 67890 !!! ???",
  "short",
  "",
];

describe("trigram ranking", () => {
  it("finds ASCII matched by franc's Latin expression alone (the ASCII shortcut relies on it)", () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join("");
    for (const [script, expression] of Object.entries(expressions)) {
      const matches = ascii.match(new RegExp(expression.source, "g"));
      if (script === "Latin") expect(matches?.length).toBeGreaterThan(0);
      else expect(matches, script).toBeNull();
    }
  });

  it("ranks real sentences exactly as franc does", () => {
    for (const sentence of SENTENCES) {
      for (const text of [sentence, sentence.repeat(3), sentence.repeat(200)]) {
        expect(ranker.rank(text, 10)).toEqual(franc(text));
      }
    }
  });

  it("ranks random text of any script exactly as franc does", () => {
    const pieces = fc.oneof(
      fc.constantFrom(...SENTENCES),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(" ", "\n\n", "\t", ". ", "1999", "—"),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        expect(ranker.rank(text, 10)).toEqual(franc(text));
      }),
      { numRuns: 150 },
    );
  });

  it.skipIf(!corpusDir())("ranks the corpus's text documents exactly as franc does", () => {
    const dir = join(corpusDir() as string, "example-docs");
    const files = readdirSync(dir).filter((name) => /\.(txt|md|html)$/.test(name));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const text = readFileSync(join(dir, name), "utf8").slice(0, 20_000);
      expect([name, ranker.rank(text, 10)]).toEqual([name, franc(text)]);
    }
  });
});
