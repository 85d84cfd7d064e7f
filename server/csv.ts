// CSV for spreadsheets (the newsletter list, a partner's figures): one cell, quoted when needed.
// A text a spreadsheet would run as a formula (=, +, -, @, a tab or a return first) starts with a
// quote instead (CSV injection); numbers are written as they are (a negative amount stays a number).
export const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One CSV line of `cells`. */
export const csvLine = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(',');
