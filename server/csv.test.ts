// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks, and writes nothing for null', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', null, 3])).toBe('"a,b","say ""hi""","two\nlines",,3');
  });

  it('never lets a spreadsheet run a text as a formula, but keeps negative numbers numbers', () => {
    expect(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-2+3", "'@cmd", "'\tx"]);
    expect(csvCell(-12.5)).toBe('-12.5');
  });
});
