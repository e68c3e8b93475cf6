// CSV as RFC 4180 writes it (https://www.rfc-editor.org/rfc/rfc4180#section-2): fields separated by
// commas, records by CRLF, a field quoted when it holds a comma, a quote or a line break, and a quote
// inside doubled.

export type CsvCell = string | number | boolean | null;

/**
 * A spreadsheet runs a cell starting with =, +, -, @, a tab or a carriage return as a formula (OWASP
 * "CSV Injection"): a text cell starting so is prefixed with an apostrophe. Numbers are written as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell !== "string") return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The header and the records as one CSV text, starting with a byte order mark: without it Excel reads
 * UTF-8 as the system's legacy code page and garbles every non-ASCII title.
 */
export function toCsv(header: readonly string[], records: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...records].map((record) => `${record.map(csvField).join(",")}\r\n`).join("")}`;
}

/** Reads RFC 4180 CSV back into records of text fields (the byte order mark dropped). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || (char === "\r" && source[i + 1] === "\n")) {
      if (char === "\r") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}
