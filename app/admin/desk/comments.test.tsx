// The desk's comment queue: hide, delete (asked first) and block the author with a reason
// (publishers only).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { api } from '../../../mock-api/handlers/paths';
import type { DeskComment } from '../../../schemas/api/desk-comments';
import type { SessionUser } from '../../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

function commentsMock() {
  const comments: DeskComment[] = [
    { id: 31, comment: 'Buy things at example.invalid', createdAt: '2026-11-27T10:00:00.000Z', status: 'visible', hiddenAt: null, updateId: 7, updateTitle: 'Summer day', authorId: 40, author: 'spammer', authorBlocked: false },
    { id: 30, comment: 'Lovely light', createdAt: '2026-11-26T10:00:00.000Z', status: 'visible', hiddenAt: null, updateId: 7, updateTitle: 'Summer day', authorId: 41, author: 'fan', authorBlocked: false },
  ];
  const received: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    received.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  };
  const handlers = [
    http.get(api('staff/comments'), ({ request }) => {
      const hidden = new URL(request.url).searchParams.get('status') === 'hidden';
      const items = comments.filter((c) => (c.status === 'hidden') === hidden);
      return HttpResponse.json({ data: items }, { headers: { maxresults: String(items.length) } });
    }),
    http.post(api('staff/comments/:id/:action'), async ({ request, params }) => {
      await record(request);
      const comment = comments.find((c) => c.id === Number(params.id))!;
      if (params.action === 'hide') comment.status = 'hidden';
      if (params.action === 'block-author') for (const c of comments) if (c.authorId === comment.authorId) Object.assign(c, { status: 'hidden', authorBlocked: true });
      return HttpResponse.json({ data: { id: comment.id, status: comment.status } });
    }),
    http.delete(api('staff/comments/:id'), async ({ request, params }) => {
      await record(request);
      comments.splice(comments.findIndex((c) => c.id === Number(params.id)), 1);
      return HttpResponse.json({ data: { id: Number(params.id), deleted: true, deletedAt: '2026-11-28T10:00:00.000Z' } });
    }),
  ];
  return { handlers, received };
}

async function open(user: SessionUser = publisher) {
  const mock = commentsMock();
  server.use(...mock.handlers);
  await openAdmin('/admin/comments', user);
  await screen.findByText('Lovely light', undefined, { timeout: 10_000 });
  return mock;
}

const card = (author: string) => screen.getByRole('article', { name: `Comment by ${author}` });

describe('the comment queue', () => {
  it('hides a comment and deletes another after asking', async () => {
    const user = userEvent.setup();
    const mock = await open(editor);
    expect(within(card('spammer')).getByRole('link', { name: 'Summer day' })).toHaveAttribute('href', '/admin/updates/7');
    expect(screen.queryByRole('button', { name: 'Block author' })).not.toBeInTheDocument();
    await user.click(within(card('spammer')).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(mock.received).toContainEqual({ method: 'POST', path: '/api/staff/comments/31/hide', body: {} }));
    await waitFor(() => expect(screen.queryByText('Buy things at example.invalid')).not.toBeInTheDocument());
    await user.click(within(card('fan')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mock.received).toContainEqual({ method: 'DELETE', path: '/api/staff/comments/30', body: undefined }));
    expect(await screen.findByText('No comment here.')).toBeInTheDocument();
  });

  it('lets a publisher block the author with a reason', async () => {
    const user = userEvent.setup();
    const mock = await open();
    await user.click(within(card('spammer')).getByRole('button', { name: 'Block author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block spammer?' });
    expect(within(dialog).getByText('The member can no longer sign in or comment, and all their comments are hidden.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (recorded)' }), 'Spam links');
    await user.click(within(dialog).getByRole('button', { name: 'Block author' }));
    await waitFor(() => expect(mock.received).toContainEqual({ method: 'POST', path: '/api/staff/comments/31/block-author', body: { reason: 'Spam links' } }));
    await waitFor(() => expect(screen.queryByText('Buy things at example.invalid')).not.toBeInTheDocument());
  });
});
