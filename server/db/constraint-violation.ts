// Which rule of the database a failed write broke, on either database (SQLite's extended result
// codes, PostgreSQL's SQLSTATE), so a router writing rows as the request describes them can answer
// 409 or 422 instead of 500.
export type Violation = 'foreign_key' | 'unique' | 'not_null' | 'check' | 'out_of_range';

const CODES = new Map<string, Violation>([
  ['SQLITE_CONSTRAINT_FOREIGNKEY', 'foreign_key'],
  ['23503', 'foreign_key'],
  ['SQLITE_CONSTRAINT_UNIQUE', 'unique'],
  ['SQLITE_CONSTRAINT_PRIMARYKEY', 'unique'],
  ['23505', 'unique'],
  ['SQLITE_CONSTRAINT_NOTNULL', 'not_null'],
  ['23502', 'not_null'],
  ['SQLITE_CONSTRAINT_CHECK', 'check'],
  ['23514', 'check'],
  // PostgreSQL only: a number its column type cannot hold (SQLite stores any).
  ['22003', 'out_of_range'],
]);

export function constraintViolation(err: unknown): Violation | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? CODES.get(code) : undefined;
}
