// Roles are decided in shared/roles.ts only: anywhere else a `role_id` compared with or set to a
// number is a policy written twice. Fixtures and tests use the ROLE constants too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const FOLDERS = ['app', 'shared', 'src', 'blocks', 'layouts', 'schemas', 'server', 'mock-api', 'scripts', 'tests', '.storybook'];
const SKIP = new Set(['node_modules', 'dist', 'artifacts']);
const ALLOWED = new Set(['shared/roles.ts', 'shared/roles.test.ts', 'tests/unit/role-literals.test.ts']);

const LITERAL_ROLE = [
  /\brole_id\b['"]?\s*(?:===|!==|==|!=|:|=(?!>))\s*\d/, // role_id === 2, { role_id: 1 }, role_id = 1
  /\d\s*(?:===|!==|==|!=)\s*[\w.?!]*\brole_id\b/, // 2 === user.role_id
  /['"]role_id['"]\s*,\s*['"][=!<>]+['"]\s*,\s*\d/, // .where('role_id', '=', 2)
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
    for (const line of ["if (user.role_id !== 2) return;", "values({ role_id: 1 })", "mockUser({ role_id = 1 } = {})", "if (3 === me.role_id) {}", ".where('role_id', '=', 2)"]) {
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
