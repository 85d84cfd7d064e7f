// The server render's data loader (src/ssr/data-loader.ts): an API path is matched against the
// public reads the API routes are made of (this folder) and the read runs in-process, its
// answer shaped exactly as the browser's client gets it over HTTP (JSON, `maxresults` as the total),
// because the browser hydrates from these payloads under the same SWR keys.
import { match } from 'path-to-regexp';
import type { AppContext } from '../../context';
import type { PublicRead } from './public-read';
import { siteReads } from './site';
import { modelReads } from './models';
import { taxonomyReads } from './taxonomy';
import { updateReads } from './updates';
import { postReads } from './posts';
import { commentReads } from '../comments';
import { articleReads } from '../resources';
import type { DataLoader, DataRequest } from '../../../app/entry-server';

/** Query values as the client's URL carries them: strings, without empty ones (src/api/client.ts). */
const queryOf = (params: DataRequest['params'] = {}) =>
  Object.fromEntries(Object.entries(params).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));

async function answer(read: PublicRead, params: Record<string, string>, request: DataRequest): Promise<unknown> {
  // An HttpError (a 404, a 400) rejects with its status, as the API would answer.
  const result = await read.read({ params, query: queryOf(request.params) });
  // Through JSON as res.json sends it: dates become strings, undefined fields go.
  const { data } = JSON.parse(JSON.stringify({ data: result.data })) as { data: unknown };
  if (request.kind === 'data') return data;
  const items = data as unknown[];
  const total = result.total ?? 0;
  return { items, total: Number.isFinite(total) && total > 0 ? total : items.length };
}

export function inProcessData(ctx: AppContext): DataLoader {
  // In the API router's order: the first matching route answers, as in express.
  const reads = [...siteReads(ctx), ...modelReads(ctx), ...taxonomyReads(ctx), ...updateReads(ctx), ...postReads(ctx), ...commentReads(ctx), ...articleReads(ctx)].map((read) => ({
    read,
    match: match<Record<string, string>>(read.path, { decode: decodeURIComponent }),
  }));
  return (request) => {
    const path = `/${request.path.split('?')[0]}`;
    for (const { read, match: matches } of reads) {
      const found = matches(path);
      if (found) {
        return answer(read, found.params, request);
      }
    }
    return undefined;
  };
}
