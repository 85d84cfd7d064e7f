// The page cache keys and renders a page by its path and the query parameters listed in
// shared/page-query.ts; a parameter a page reads without being listed there would be dropped, and
// every visitor would get the copy of whoever came first. So the client reads query parameters
// only by the names that module exports (or the few the browser alone reads).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pageQuery from '../../shared/page-query';

const FOLDERS = ['app', 'src', 'blocks', 'layouts'];
/** Read in the browser only (preview and studio pages render there; affiliate links are tracked there). */
const BROWSER_ONLY = new Set(['PREVIEW_QUERY_PARAM', 'STUDIO_FRAME_PARAM', 'previewtoken', 'studioframe', 'aff', 'affiliate']);
const LISTED = new Set([...Object.keys(pageQuery), ...pageQuery.PAGE_QUERY_PARAMS]);

// A query string read by a literal name or a constant: searchParams/query/search `.get(...)`,
// `.has(...)`, and the filters a list query is given.
const READS = [/(?:searchParams|[qQ]uery|[sS]earch|URLSearchParams\([^)]*\))\.(?:get|has)\(\s*(['"][\w-]+['"]|[A-Z][A-Z0-9_]*)\s*\)/g, /filterKeys:\s*(\[[^\]]*\]|[A-Z][A-Z0-9_]*)/g];

function readsOf(text: string): string[] {
  return READS.flatMap((pattern) => [...text.matchAll(pattern)].flatMap((m) => (m[1]!.startsWith('[') ? [...m[1]!.matchAll(/['"]([\w-]+)['"]/g)].map((n) => n[1]!) : [m[1]!.replace(/['"]/g, '')])));
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('query parameters pages read', () => {
  it('recognises a parameter read by name or constant', () => {
    expect(readsOf("const v = searchParams.get('colour');")).toEqual(['colour']);
    expect(readsOf('query.get(SORT_PARAM) ?? new URLSearchParams(url.search).get(LANG_QUERY_PARAM)')).toEqual(['SORT_PARAM', 'LANG_QUERY_PARAM']);
    expect(readsOf("useListQuery({ filterKeys: ['size', 'colour'] }); useListQuery({ filterKeys: NEWS_FILTER_PARAMS })")).toEqual(['size', 'colour', 'NEWS_FILTER_PARAMS']);
    expect(readsOf('for (const name of names) url.searchParams.get(name); map.get(KEY)')).toEqual([]);
  });

  it('are all named in shared/page-query.ts', () => {
    const unlisted: string[] = [];
    let reads = 0;
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(join(process.cwd(), folder))) {
        for (const name of readsOf(readFileSync(file, 'utf8'))) {
          reads += 1;
          if (!LISTED.has(name) && !BROWSER_ONLY.has(name)) unlisted.push(`${relative(process.cwd(), file)}: ${name}`);
        }
      }
    }
    expect(reads).toBeGreaterThan(5);
    expect(unlisted).toEqual([]);
  });
});
