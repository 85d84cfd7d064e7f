// The newsletter: a member's double opt-in, one-click unsubscribe links, staff's export.
import { Type } from '@sinclair/typebox';
import * as N from '../../../schemas/api/newsletter';
import type { Area } from './operation';

const html = (description: string) => ({ '200': { description, content: { 'text/html': { schema: { type: 'string' } } } } });

export const newsletterArea: Area = {
  tag: { name: 'Newsletter', description: 'The /newsletter page: ask (a confirmation link is mailed), confirm, see the state, unsubscribe; every newsletter carries a signed one-click unsubscribe link.' },
  ops: [
    { method: 'get', path: '/api/newsletter', summary: 'My newsletter state: none, pending (confirmation mailed), confirmed (with the consent time) or unsubscribed', data: N.NewsletterState, auth: 'user' },
    {
      method: 'post',
      path: '/api/newsletter/subscribe',
      summary: 'Ask for the newsletter: mails a confirmation link (single use, valid 7 days) and answers the pending state; nothing is sent until it is confirmed',
      body: N.NewsletterSubscribeBody,
      data: N.NewsletterState,
      auth: 'user',
      status: 202,
    },
    {
      method: 'post',
      path: '/api/newsletter/confirm',
      summary: "Confirm with the mailed link's token (400 when invalid, used or expired): records the time and source of consent",
      body: N.NewsletterConfirmBody,
      data: N.NewsletterState,
    },
    { method: 'delete', path: '/api/newsletter', summary: 'Unsubscribe (or withdraw a pending request)', data: N.NewsletterState, auth: 'user' },
    {
      method: 'get',
      path: '/api/newsletter/unsubscribe',
      summary: "A newsletter's unsubscribe link: unsubscribes its member without a login and shows a page saying so (or that the link is not valid)",
      query: N.NewsletterUnsubscribeQuery,
      responses: html('The page in the member language'),
    },
    {
      method: 'post',
      path: '/api/newsletter/unsubscribe',
      summary: "One-click unsubscribe by mail programs (RFC 8058, the List-Unsubscribe header's address); 400 for a token we did not sign",
      query: N.NewsletterUnsubscribeQuery,
      data: Type.Object({ status: Type.Literal('unsubscribed') }),
    },
    {
      method: 'get',
      path: '/api/newsletter/subscribers.csv',
      summary: 'The confirmed subscribers as CSV (username, email, locale, consent time and source, request time and source), staff only',
      auth: 'staff',
      responses: { '200': { description: 'CSV, one row per confirmed subscriber', content: { 'text/csv': { schema: { type: 'string' } } } } },
    },
  ],
};
