// The desk's comment queue: hide, delete (asked first) and block the author with a reason
// (publishers only).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskCommentsMockFor } from '../../../mock-api/handlers/desk-comments';
import type { SessionUser } from '../../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

async function open(user: SessionUser = publisher) {
  // The queue of mock-api/handlers/desk-comments.ts: spam by spammer (31), kind words by fan (30).
  const mock = deskCommentsMockFor();
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
    await waitFor(() => expect(mock.requests).toContainEqual({ method: 'POST', path: '/api/staff/comments/31/hide', body: {} }));
    await waitFor(() => expect(screen.queryByText('Buy things at example.invalid')).not.toBeInTheDocument());
    await user.click(within(card('fan')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mock.requests).toContainEqual({ method: 'DELETE', path: '/api/staff/comments/30', body: undefined }));
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
    await waitFor(() => expect(mock.requests).toContainEqual({ method: 'POST', path: '/api/staff/comments/31/block-author', body: { reason: 'Spam links' } }));
    await waitFor(() => expect(screen.queryByText('Buy things at example.invalid')).not.toBeInTheDocument());
  });
});
