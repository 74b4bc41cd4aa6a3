// pandas' default missing-value markers. The reference reads CSV and spreadsheets through pandas, so a
// cell holding exactly one of these prints empty in its tables.
export const PANDAS_NA_VALUES: ReadonlySet<string> = new Set([
  "",
  "#N/A",
  "#N/A N/A",
  "#NA",
  "-1.#IND",
  "-1.#QNAN",
  "-NaN",
  "-nan",
  "1.#IND",
  "1.#QNAN",
  "<NA>",
  "N/A",
  "NA",
  "NULL",
  "NaN",
  "None",
  "n/a",
  "nan",
  "null",
]);
