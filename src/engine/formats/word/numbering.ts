// List numbers in the letter and Roman forms Word and LibreOffice write them ("b", "aa", "iv").

const ROMAN: [number, string][] = [
  [1000, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"],
];

/** Roman numerals, lower case; undefined below 1. */
export function roman(n: number): string | undefined {
  if (n <= 0) return undefined;
  let rest = n;
  let out = "";
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      out += digits;
      rest -= value;
    }
  }
  return out;
}

/** Word's letter numbering repeats the letter: a … z, aa … zz, aaa (not spreadsheet columns). */
export function letters(n: number): string | undefined {
  if (n <= 0) return undefined;
  return String.fromCharCode(97 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);
}
