// Roles are decided in shared/roles.ts only: anywhere else a `role_id` compared with or set to a
// number is a policy written twice. Fixtures and tests use the ROLE constants too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const FOLDERS = ['app', 'shared', 'src', 'blocks', 'layouts', 'schemas', 'server', 'mock-api', 'scripts', 'tests', '.storybook'];
const SKIP = new Set(['node_modules', 'dist', 'artifacts']);
const ALLOWED = new Set(['shared/roles.ts']);

// Compared, set or defaulted to a number; a number compared with it; a query builder's where on it.
const LITERAL_ROLE = [
  /\brole_id\b['"]?\s*(?:===|!==|==|!=|:|=(?!>))\s*\d/,
  /\d\s*(?:===|!==|==|!=)\s*[\w.?!]*\brole_id\b/,
  /['"]role_id['"]\s*,\s*['"][=!<>]+['"]\s*,\s*\d/,
];

const offences = (text: string) => text.split('\n').filter((line) => LITERAL_ROLE.some((pattern) => pattern.test(line)));

function* sourceFiles(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) yield path;
  }
}

describe('role literals', () => {
  it('recognises a role number compared or assigned', () => {
    // Written with a placeholder so this file does not hold the very lines it looks for.
    const samples = ['if (user.R !== 2) return;', 'values({ R: 1 })', 'mockUser({ R = 1 } = {})', 'if (3 === me.R) {}', ".where('R', '=', 2)"];
    for (const line of samples.map((sample) => sample.replace('R', 'role_id'))) {
      expect(offences(line), line).toEqual([line]);
    }
    for (const line of ["values({ role_id: ROLE.member })", "isStaff(user)", "role_id: Type.Integer()", "role_id?: number;", "'users.role_id',"]) {
      expect(offences(line), line).toEqual([]);
    }
  });

  it('finds no role_id number outside shared/roles.ts', () => {
    const found: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(join(ROOT, folder))) {
        const name = relative(ROOT, file).split('\\').join('/');
        if (ALLOWED.has(name)) continue;
        for (const line of offences(readFileSync(file, 'utf8'))) found.push(`${name}: ${line.trim()}`);
      }
    }
    expect(found).toEqual([]);
  });
});
