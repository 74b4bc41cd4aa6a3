import { describe, expect, it } from "vitest";
import {
  chunkElements,
  chunkElementsAsync,
  cosineSimilarity,
  defaultEmbedder,
  type Embedder,
  LexicalEmbedder,
} from "../../../src/engine/chunking/index.js";
import { chunk, el, options, para, texts, title } from "./helpers.js";

describe("by_title", () => {
  it("starts a new chunk at every Title when combining is off", () => {
    const chunks = chunk([title("One"), para("alpha"), title("Two"), para("beta")], {
      strategy: "by_title",
      combine_under_n_chars: 0,
    });
    expect(texts(chunks)).toEqual(["One\n\nalpha", "Two\n\nbeta"]);
  });

  it("combines small sections while the running one is under combine_under_n_chars and both fit", () => {
    const elements = [title("One"), para("alpha"), title("Two"), para("beta"), title("Three"), para("gamma")];
    expect(texts(chunk(elements, { strategy: "by_title" }))).toEqual([
      "One\n\nalpha\n\nTwo\n\nbeta\n\nThree\n\ngamma",
    ]);
    // "One\n\nalpha" is 10 long: not under 10, so it stays alone; the next two (10 + 2 + 12) combine.
    expect(texts(chunk(elements, { strategy: "by_title", combine_under_n_chars: 10 }))).toEqual([
      "One\n\nalpha",
      "Two\n\nbeta\n\nThree\n\ngamma",
    ]);
  });

  it("never combines beyond max_characters", () => {
    const a = "a".repeat(20);
    const b = "b".repeat(20);
    const chunks = chunk([title("T1"), para(a), title("T2"), para(b)], {
      strategy: "by_title",
      max_characters: 48,
    });
    expect(texts(chunks)).toEqual([`T1\n\n${a}`, `T2\n\n${b}`]);
  });

  it("caps combine_under_n_chars at new_after_n_chars, as the reference does", () => {
    const elements = [title("One"), para("alpha"), title("Two"), para("beta")];
    const chunks = chunk(elements, { strategy: "by_title", max_characters: 100, new_after_n_chars: 8 });
    // Uncapped, "One\n\nalpha" (10) is under 100 and would take in the next section; capped at the
    // soft limit 8, it is not under the threshold and stays alone.
    expect(texts(chunks)).toEqual(["One\n\nalpha", "Two\n\nbeta"]);
  });

  it("breaks at page changes when multipage_sections is false, and combines only within a page", () => {
    const elements = [
      title("Intro", { page_number: 1 }),
      para("page one text", { page_number: 1 }),
      para("page two text", { page_number: 2 }),
      para("more of page two", { page_number: 2 }),
    ];
    expect(texts(chunk(elements, { strategy: "by_title" }))).toEqual([
      "Intro\n\npage one text\n\npage two text\n\nmore of page two",
    ]);
    const paged = chunk(elements, { strategy: "by_title", multipage_sections: false });
    expect(texts(paged)).toEqual(["Intro\n\npage one text", "page two text\n\nmore of page two"]);
    expect(paged.map((c) => c.metadata.page_number)).toEqual([1, 2]);
  });

  it("keeps elements without a page number on the current page", () => {
    const elements = [para("p1", { page_number: 1 }), para("no page"), para("p2", { page_number: 2 })];
    expect(texts(chunk(elements, { strategy: "by_title", multipage_sections: false }))).toEqual([
      "p1\n\nno page",
      "p2",
    ]);
  });
});

describe("by_page", () => {
  it("never lets a chunk cross a page, and fills each page like basic", () => {
    const elements = [
      para("a", { page_number: 1 }),
      para("b", { page_number: 1 }),
      title("c", { page_number: 2 }),
      para("d", { page_number: 2 }),
      para("e", { page_number: 3 }),
    ];
    const chunks = chunk(elements, { strategy: "by_page" });
    expect(texts(chunks)).toEqual(["a\n\nb", "c\n\nd", "e"]);
    expect(chunks.map((c) => c.metadata.page_number)).toEqual([1, 2, 3]);
  });

  it("still splits by size within a page", () => {
    const long = "word ".repeat(30).trim();
    const chunks = chunk([para(long, { page_number: 1 })], { strategy: "by_page", max_characters: 50 });
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(50);
  });
});

/** An embedder for tests: each text's vector counts the words "cat" and "dog". */
const petEmbedder: Embedder = {
  embed: (list) => list.map((t) => [(t.match(/cat/g) ?? []).length, (t.match(/dog/g) ?? []).length]),
};

describe("by_similarity", () => {
  const pets = () => [
    para("cat one"),
    para("cat two"),
    el("PageBreak", ""),
    para("dog one"),
    para("dog two"),
  ];

  it("keeps consecutive elements together only while they are similar enough", () => {
    const chunks = chunk(pets(), { strategy: "by_similarity", similarity_threshold: 0.5 }, petEmbedder);
    expect(texts(chunks)).toEqual(["cat one\n\ncat two", "dog one\n\ndog two"]);
  });

  it("works with an embedder that answers asynchronously", async () => {
    const slow: Embedder = { embed: async (list) => petEmbedder.embed(list) };
    const result = chunkElements(pets(), options({ strategy: "by_similarity", similarity_threshold: 0.5 }), {
      embedder: slow,
    });
    expect(result).toBeInstanceOf(Promise);
    expect(texts(await result)).toEqual(["cat one\n\ncat two", "dog one\n\ndog two"]);
    const viaAsync = await chunkElementsAsync(pets(), options({ strategy: "by_similarity" }), {
      embedder: slow,
    });
    expect(texts(viaAsync)).toEqual(texts(await result));
  });

  it("is still bounded by max_characters", () => {
    const chunks = chunk(
      [para("cat a"), para("cat b"), para("cat c")],
      {
        strategy: "by_similarity",
        similarity_threshold: 0.1,
        max_characters: 12,
      },
      petEmbedder,
    );
    expect(texts(chunks)).toEqual(["cat a\n\ncat b", "cat c"]);
  });

  it("embeds in batches and reports an embedder that returns the wrong number of vectors", () => {
    const seen: number[] = [];
    const counting: Embedder = {
      embed: (list) => {
        seen.push(list.length);
        return petEmbedder.embed(list);
      },
    };
    const many = Array.from({ length: 150 }, (_, i) => para(`cat ${i}`));
    chunk(many, { strategy: "by_similarity" }, counting);
    expect(seen).toEqual([64, 64, 22]);
    const broken: Embedder = { embed: () => [[1, 0]] };
    expect(() => chunk(pets(), { strategy: "by_similarity" }, broken)).toThrow(
      /returned 1 vectors for 4 texts/,
    );
  });

  it("uses a local lexical embedder by default", () => {
    const [a, b, c] = defaultEmbedder.embed([
      "The cat sat quietly on the warm mat by the door.",
      "The cat slept quietly on the warm mat near the door.",
      "Quarterly revenue grew twelve percent on strong exports.",
    ]) as number[][];
    expect(cosineSimilarity(a as number[], b as number[])).toBeGreaterThan(0.5);
    expect(cosineSimilarity(a as number[], c as number[])).toBeLessThan(0.5);
    expect(new LexicalEmbedder(64).embed(["x"])[0]).toHaveLength(64);
    const chunks = chunk(
      [
        para("The cat sat quietly on the warm mat by the door."),
        para("The cat slept quietly on the warm mat near the door."),
        para("Quarterly revenue grew twelve percent on strong exports."),
      ],
      { strategy: "by_similarity" },
    );
    expect(chunks).toHaveLength(2);
  });

  it("puts everything together at threshold 0, like basic", () => {
    const elements = [para("alpha"), para("zzz"), para("123")];
    expect(texts(chunk(elements, { strategy: "by_similarity", similarity_threshold: 0 }))).toEqual([
      "alpha\n\nzzz\n\n123",
    ]);
  });
});
