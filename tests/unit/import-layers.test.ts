// The layers the linter keeps: each probe imports across a boundary and must be refused, and the
// allowed direction must pass.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import layers', () => {
  it.each([
    ['src/ui/probe.ts', "import '../../layouts/site-page';\n", 'src/ must not import a layer above it'],
    ['src/ui/probe.ts', "import '../../blocks/registry';\n", 'src/ must not import a layer above it'],
    ['blocks/slider/probe.ts', "import '../../layouts/site-page';\n", 'blocks/ must not import a layer above it'],
    ['layouts/probe.ts', "import '../app/app';\n", 'layouts/ must not import a layer above it'],
    ['layouts/probe.ts', "import '../site-configs/default.json';\n", 'a configuration file'],
    ['shared/probe.ts', "import '../src/ui/grid';\n", 'shared/ (used by server and client) may import only schemas/'],
    ['schemas/probe.ts', "import '../shared/locales';\n", 'schemas/ is the bottom layer'],
    ['server/probe.ts', "import '../src/ui/grid';\n", 'server/ imports only schemas/, shared/'],
    ['server/probe.ts', "import '../app/app';\n", 'server/ imports only the server-rendering entry'],
    ['app/probe.ts', "import '../server/app';\n", 'The browser app must not import server/'],
    ['server/payments/probe.ts', "import '../api/http';\n", 'Only server/app.ts mounts the routers of server/api/'],
    ['server/queries/probe.ts', "import 'express';\n", 'A query module takes parsed values, not a request'],
    ['blocks/slider/probe.ts', "import '../tag-cloud';\n", 'A block must not import another block'],
  ])('%s refuses %s', async (file, code, message) => {
    expect((await problemsOf(file, code)).join('\n')).toContain(message);
  });

  it.each([
    ['app/probe.ts', "import '../layouts/site-page';\nimport '../blocks/registry';\n"],
    ['layouts/probe.ts', "import '../blocks/registry';\nimport '../src/ui/grid';\n"],
    ['server/probe.ts', "import '../shared/route-table';\nimport type { render } from '../app/entry-server';\nexport type R = typeof render;\n"],
    ['server/auth/probe.ts', "import '../http-error';\nimport '../validation';\nimport '../queries/users';\n"],
  ])('%s may import downwards', async (file, code) => {
    expect((await problemsOf(file, code)).filter((p) => p.includes('no-restricted-paths'))).toEqual([]);
  });

  it('file names are kebab-case', async () => {
    expect((await problemsOf('src/ui/BadName.ts', 'export {};\n')).join('\n')).toContain('KEBAB_CASE');
  });
});
