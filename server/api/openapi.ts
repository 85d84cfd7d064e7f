// /api/openapi.json, generated from the same TypeBox schemas that validate requests and describe
// responses (schemas/api). The route table below is the one list to extend with new calls.
import { Router } from 'express';
import { Type, type TSchema } from '@sinclair/typebox';
import * as C from '../../schemas/api/content';
import * as M from '../../schemas/api/membership';
import * as R from '../../schemas/api/requests';
import * as CF from '../../schemas/api/configs';
import { ApiError } from '../../schemas/api/common';

type Method = 'get' | 'post' | 'put' | 'delete';
interface Op {
  method: Method;
  path: string;
  summary: string;
  body?: TSchema;
  data?: TSchema;
  paged?: boolean;
  auth?: 'user' | 'staff';
  query?: string[];
  /** Success status when not 200 (201 created, 204 no content). */
  status?: 201 | 204;
  /** Extra error statuses; 422 uses the invalid-configuration body with its issues. */
  errors?: (409 | 422)[];
}

const list = (s: TSchema) => Type.Array(s);
const UPDATE_FILTERS = ['p', 's', 'sort', 'tag', 'model', 'channel', 'place', 'y', 'm'];
const RECENT = ['s', 'includeChannels', 'excludeChannels'];

const OPS: Op[] = [
  { method: 'get', path: '/public/models', summary: 'Models', data: list(C.Model), paged: true, query: ['p', 's', 'sort', 'gender', 'hair', 'eyes', 'country', 'letter', 'q'] },
  { method: 'get', path: '/public/modelsrandom', summary: 'Random models', data: list(C.Model), query: ['s'] },
  { method: 'get', path: '/public/models/{permalink}', summary: 'Model detail', data: C.Model },
  { method: 'get', path: '/public/places', summary: 'Places', data: list(C.Place), paged: true, query: ['p', 's'] },
  { method: 'get', path: '/public/places/{permalink}', summary: 'Place detail', data: C.Place },
  { method: 'get', path: '/public/tags', summary: 'Tags with update counts', data: list(C.Tag), paged: true, query: ['p', 's'] },
  { method: 'get', path: '/public/channels', summary: 'Channels', data: list(C.Channel), paged: true },
  { method: 'get', path: '/public/channels/{permalink}', summary: 'Channel detail', data: C.Channel },
  { method: 'get', path: '/public/channel/{id}/updates', summary: "A channel's updates", data: list(C.Update), paged: true, query: UPDATE_FILTERS },
  { method: 'get', path: '/public/counter', summary: 'Counters', data: C.Counters },
  { method: 'get', path: '/public/updateCalendar', summary: 'Updates per month', data: list(C.CalendarEntry) },
  ...(['updates', 'photos', 'videos', 'dvds'] as const).map((p): Op => ({ method: 'get', path: `/public/${p}`, summary: `Published ${p}`, data: list(C.Update), paged: true, query: [...UPDATE_FILTERS, 'contentType'] })),
  ...['recent', 'recentPhotos', 'recentVideos', 'random', 'randomPhotos', 'randomVideos', 'randomDvds'].map((p): Op => ({ method: 'get', path: `/public/updates/${p}`, summary: p, data: list(C.Update), query: RECENT })),
  { method: 'get', path: '/public/indexLastAndNext', summary: 'Last published and next scheduled updates', data: C.LastAndNext, query: ['contentType', 's'] },
  { method: 'get', path: '/public/updates/{permalink}', summary: 'Update detail', data: C.Update },
  { method: 'get', path: '/public/updates/{id}/photos', summary: 'Public gallery preview', paged: true },
  { method: 'get', path: '/updates/{id}/photos', summary: 'Gallery pictures with signed URLs (members)', auth: 'user' },
  { method: 'get', path: '/updates/{id}/downloads', summary: 'Signed video and zip URLs (members)', auth: 'user' },
  { method: 'get', path: '/updates/{id}/chapters', summary: 'Chapters' },
  { method: 'get', path: '/public/posts', summary: 'News posts', data: list(C.Post), paged: true, query: ['p', 's', 'category'] },
  { method: 'get', path: '/public/posts/{permalink}', summary: 'Post detail', data: C.Post },
  { method: 'get', path: '/public/categories', summary: 'Categories with post counts', data: list(C.Category) },
  { method: 'get', path: '/public/locales', summary: 'Locales with texts', data: list(C.Locale) },
  { method: 'get', path: '/translations', summary: 'Translation records (langKey, lang_<code>)' },
  { method: 'get', path: '/settings', summary: 'Active site configuration' },
  { method: 'get', path: '/configs/{token}', summary: 'Preview site configuration (anyone with the link; 404 when unknown or expired)', data: CF.PreviewConfig },
  { method: 'post', path: '/configs', summary: 'Staff: store a preview configuration, returns its link', body: CF.CreateConfigBody, data: CF.PreviewCreated, auth: 'staff', status: 201, errors: [422] },
  { method: 'put', path: '/configs', summary: 'Staff: alias of POST /configs (also answers previewtoken)', body: CF.CreateConfigBody, data: CF.PreviewCreated, auth: 'staff', status: 201, errors: [422] },
  { method: 'get', path: '/configs', summary: 'Staff: stored configurations, newest first, with their status', data: list(CF.ConfigListItem), auth: 'staff' },
  { method: 'delete', path: '/configs/{token}', summary: 'Staff: delete a stored configuration (not the live one)', auth: 'staff', status: 204, errors: [409] },
  { method: 'post', path: '/configs/{token}/publish', summary: 'Staff: make a preview live (validated again)', data: CF.PublishResult, auth: 'staff', errors: [422] },
  { method: 'post', path: '/configs/publish', summary: 'Staff: validate, store and publish in one step', body: CF.PublishConfigBody, data: CF.PublishResult, auth: 'staff', errors: [422] },
  { method: 'get', path: '/configs/versions', summary: 'Staff: publishing history, newest first; id 0 is the configuration file', data: list(CF.ConfigVersion), auth: 'staff' },
  { method: 'get', path: '/configs/versions/{id}', summary: 'Staff: one version with its configuration', data: CF.ConfigVersionDetail, auth: 'staff' },
  { method: 'get', path: '/configs/versions/{id}/diff', summary: "Staff: changes from `against` (a version id, 'live' or 'previous') to this version", data: CF.ConfigDiff, auth: 'staff', query: ['against'] },
  { method: 'post', path: '/configs/versions/{id}/restore', summary: 'Staff: make a version live again as a new version', data: CF.PublishResult, auth: 'staff', errors: [422] },
  { method: 'get', path: '/search/{term}', summary: 'Full-text search (record=0: do not count the term)', data: C.SearchResult, query: ['s', 'record'] },
  { method: 'get', path: '/searchMetadata/simple', summary: 'Most searched, most viewed, most rated', data: C.SearchMetadata },
  { method: 'get', path: '/recentlysearched', summary: 'Recently searched terms' },
  { method: 'post', path: '/login', summary: 'Log in', body: R.LoginBody, data: M.LoginResult },
  { method: 'get', path: '/me', summary: 'Current user and membership', data: M.CurrentUser, auth: 'user' },
  { method: 'get', path: '/refresh', summary: 'Rotate the session token', auth: 'user' },
  { method: 'post', path: '/logout', summary: 'Revoke the session token', auth: 'user' },
  { method: 'post', path: '/signup/userExists', summary: 'Is a username or email taken', body: R.UserExistsBody },
  { method: 'post', path: '/register', summary: 'Start a signup payment', body: R.SignupBody, data: M.SignupResult },
  { method: 'put', path: '/userregister', summary: 'Start a signup payment (bitcoin returns an invoice)', body: R.SignupBody, data: M.SignupResult },
  { method: 'post', path: '/payment/createEpochInvoice', summary: 'Start a card/PayPal payment', body: R.SignupBody, data: M.SignupResult },
  { method: 'post', path: '/payment/postback', summary: 'Provider postback (X-Signature: HMAC-SHA256 of the body)', body: R.PostbackBody },
  { method: 'post', path: '/payment/purchase', summary: 'Buy one update (when updatePurchase is on)', auth: 'user' },
  { method: 'get', path: '/payment/mypurchases', summary: 'My purchased updates', data: list(C.Update), auth: 'user' },
  { method: 'get', path: '/payment/mypayment', summary: 'My payments', data: list(M.PaymentInfo), auth: 'user' },
  { method: 'get', path: '/getPaymentByToken/{token}', summary: 'Payment status by x_ans_token', data: M.PaymentLookup },
  { method: 'post', path: '/payment/{id}/verify', summary: 'Staff: verify a gift-card payment', body: R.VoucherDecisionBody, auth: 'staff' },
  { method: 'get', path: '/favourites', summary: 'My favourite updates', auth: 'user' },
  { method: 'put', path: '/favourites', summary: 'Add a favourite update', body: R.FavouriteBody, auth: 'user' },
  { method: 'delete', path: '/favourites/{id}', summary: 'Remove a favourite update', auth: 'user' },
  { method: 'get', path: '/favouriteModels', summary: 'My favourite models', auth: 'user' },
  { method: 'put', path: '/favouriteModels', summary: 'Add a favourite model (roles 1 and 3)', body: R.FavouriteModelBody, auth: 'user' },
  { method: 'delete', path: '/favouriteModels/{id}', summary: 'Remove a favourite model', auth: 'user' },
  { method: 'post', path: '/models/{id}/rating', summary: 'Rate a model', body: R.RatingBody, auth: 'user' },
  { method: 'post', path: '/stats/{id}/rating', summary: 'Rate an update', body: R.RatingBody, data: C.UpdateStatistic, auth: 'user' },
  { method: 'post', path: '/stats/{id}/view', summary: 'Count a view of an update' },
  { method: 'post', path: '/models/{id}/addView', summary: 'Count a view of a model' },
  { method: 'get', path: '/stats/updates/{id}', summary: 'Update statistic', data: C.UpdateStatistic },
  { method: 'get', path: '/articles', summary: 'Subscription plans (fb/ft/fv filters)', data: list(M.SubscriptionArticle), paged: true, query: ['fb', 'ft', 'fv', 'p', 's'] },
  { method: 'post', path: '/contactrequests', summary: 'Contact form', body: R.ContactRequestBody },
  { method: 'post', path: '/contentremovalrequests', summary: 'Content removal form', body: R.ContentRemovalRequestBody },
  { method: 'get', path: '/affiliatecampaigns', summary: 'Affiliate campaigns' },
  { method: 'post', path: '/affiliateentries', summary: 'Record a referral', body: R.AffiliateEntryBody },
];

for (const name of ['usercomments', 'articles', 'correspondingupdates', 'affiliateentries', 'affiliatecampaigns', 'contentremovalrequests', 'contactrequests']) {
  OPS.push(
    { method: 'get', path: `/${name}/{id}`, summary: `Staff: one ${name}`, auth: 'staff' },
    { method: 'put', path: `/${name}`, summary: `Staff: add ${name}`, auth: 'staff' },
    { method: 'post', path: `/${name}/{id}`, summary: `Staff: edit ${name}`, auth: 'staff' },
    { method: 'delete', path: `/${name}/{id}`, summary: `Staff: delete ${name}`, auth: 'staff' },
  );
}

/** TypeBox schemas carry symbols and $id; OpenAPI wants plain JSON Schema. */
const plain = (s: TSchema) => JSON.parse(JSON.stringify(s, (k, v) => (k === '$id' ? undefined : v))) as object;

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPS) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    for (const q of op.query ?? []) params.push({ name: q, in: 'query', required: false, schema: { type: 'string' } });
    const ok = {
      description: 'OK',
      ...(op.paged ? { headers: { maxresults: { description: 'total rows before paging', schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: op.data ? plain(Type.Object({ data: op.data })) : { type: 'object', properties: { data: {} } } } },
    };
    const err = { description: 'Error', content: { 'application/json': { schema: plain(ApiError) } } };
    const extra: Record<string, unknown> = {};
    for (const status of op.errors ?? []) {
      extra[String(status)] = status === 422 ? { description: 'Invalid site configuration', content: { 'application/json': { schema: plain(CF.InvalidConfigError) } } } : err;
    }
    (paths[`/api${op.path}`] ??= {})[op.method] = {
      summary: op.summary,
      ...(params.length ? { parameters: params } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: plain(op.body) } } } } : {}),
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      responses: {
        [String(op.status ?? 200)]: op.status === 204 ? { description: 'No content' } : ok,
        '400': err,
        ...(op.auth ? { '401': err } : {}),
        ...(op.auth === 'staff' ? { '403': err } : {}),
        '404': err,
        ...extra,
        '429': err,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Membership site API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

export function openapiRouter(): Router {
  const r = Router();
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  r.get('/openapi.json', (_req, res) => {
    doc ??= buildOpenApi();
    res.json(doc);
  });
  return r;
}
