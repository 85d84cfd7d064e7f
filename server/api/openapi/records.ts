// Plans, the public forms, affiliate campaigns and referrals, and the staff calls over every record
// type of resources.ts (the same table the routes are made from).
import { Type } from '@sinclair/typebox';
import { SubscriptionArticle } from '../../../schemas/api/membership';
import * as R from '../../../schemas/api/requests';
import { RESOURCES } from '../resources';
import { list, type Area, type Op } from './operation';

const open: Op[] = [
  { method: 'get', path: '/api/articles', localized: true, summary: 'Subscription plans (fb/ft/fv filters), in the language of lang', query: R.ResourceListQuery, data: list(SubscriptionArticle), paged: true },
  { method: 'post', path: '/api/contactrequests', summary: 'Contact form', body: R.ContactRequestBody, status: 201 },
  { method: 'post', path: '/api/contentremovalrequests', summary: 'Content removal form', body: R.ContentRemovalRequestBody, status: 201 },
  { method: 'get', path: '/api/affiliatecampaigns', summary: 'Affiliate campaigns', query: R.ResourceListQuery, paged: true },
  { method: 'post', path: '/api/affiliateentries', summary: 'Record a referral (404 when the link has no campaign or its partner is paused)', body: R.AffiliateEntryBody, status: 201 },
];

const staff = Object.entries(RESOURCES).flatMap(([name, def]): Op[] => [
  { method: 'get', path: `/api/${name}`, summary: `Staff: list ${name} (fb/ft/fv filters)`, query: R.ResourceListQuery, paged: true, auth: 'staff' },
  { method: 'get', path: `/api/${name}/{id}`, summary: `Staff: one of ${name}`, auth: 'staff' },
  // Comments are added and removed by their own calls (comments.ts in this folder).
  ...(def.ownWrites ? [] : [{ method: 'put', path: `/api/${name}`, summary: `Staff: add to ${name}`, body: def.create, auth: 'staff', status: 201, errors: [409, 422] } satisfies Op]),
  { method: 'post', path: `/api/${name}/{id}`, summary: `Staff: edit one of ${name}`, body: Type.Partial(def.create, { additionalProperties: false, minProperties: 1 }), auth: 'staff', errors: [409, 422] },
  ...(def.ownWrites ? [] : [{ method: 'delete', path: `/api/${name}/{id}`, summary: `Staff: delete one of ${name} (409 while others refer to it)`, auth: 'staff', errors: [409] } satisfies Op]),
]);

export const recordsArea: Area = {
  tag: { name: 'Records', description: 'Subscription plans, contact and content-removal requests, affiliate campaigns and referrals, comments and corresponding updates.' },
  // The public lists of plans and campaigns are mounted first and answer staff too.
  ops: [...open, ...staff.filter((s) => !open.some((o) => o.method === s.method && o.path === s.path))],
};
