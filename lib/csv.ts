/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break.
 * Text a spreadsheet would run as a formula (starting with = + - @ tab or CR,
 * e.g. a customer named "=HYPERLINK(…)") gets a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: (string | number | null)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
