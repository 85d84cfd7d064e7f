import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mock-api/node';
import { commentHandlersFor, commentPaths, commentRateLimited } from '../../mock-api/handlers/comments';
import { commentedVideo, mockComments } from '../../mock-api/fixtures/comments';
import { mockUser } from '../../mock-api/handlers/session';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { ROLE } from '../../shared/roles';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { formatLongDate } from './locale-format';
import { CommentsPanel } from './comments-panel';

const quietVideo = publishedUpdates.find((u) => u.contentType === 'video' && u.id !== commentedVideo.id)!;

const renderPanel = (updateId: number, user?: ReturnType<typeof mockUser>, locale?: string) => {
  // A fresh in-memory list per test: posts and removals of one test do not leak into the next.
  server.use(...commentHandlersFor());
  const panel = <CommentsPanel updateId={updateId} />;
  return renderWithApp(user ? <WithUser user={user}>{panel}</WithUser> : panel, { route: `/videos/${commentedVideo.permaLink}`, locale });
};

const region = () => screen.getByRole('region', { name: /Comments|Kommentare/ });

describe('CommentsPanel', () => {
  it('lists the newest ten with author and date, and loads older ones on demand', async () => {
    const user = userEvent.setup();
    await renderPanel(commentedVideo.id);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent(mockComments[0]!.author!);
    expect(items[0]).toHaveTextContent(mockComments[0]!.comment);
    expect(within(items[0]!).getByText(formatLongDate(mockComments[0]!.created_at, 'en_US'))).toHaveAttribute('datetime', mockComments[0]!.created_at);
    // A deleted account's comment stays, under a neutral name.
    expect(items[4]).toHaveTextContent('Former member');
    expect(screen.getByRole('heading', { name: 'Comments (12)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older comments' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show older comments' })).not.toBeInTheDocument();
  });

  it('shows dates in the visitor language', async () => {
    await renderPanel(commentedVideo.id, undefined, 'de_DE');
    const list = await screen.findByRole('list', { name: 'Kommentare' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(formatLongDate(mockComments[0]!.created_at, 'de_DE'));
    expect(formatLongDate(mockComments[0]!.created_at, 'de_DE')).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
  });

  it('shows markup in a comment as text, never as elements', async () => {
    const text = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    server.use(http.get(commentPaths.list, () => HttpResponse.json({ data: [{ ...mockComments[0]!, comment: text }] }, { headers: { maxresults: '1' } })));
    await renderWithApp(<CommentsPanel updateId={commentedVideo.id} />);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(text);
    expect(item.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('asks guests to join or log in, with an empty state', async () => {
    await renderPanel(quietVideo.id);
    expect(await within(region()).findByText('No comments yet')).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');
    expect(within(region()).getByRole('link', { name: 'Log in to comment' })).toHaveAttribute('href', `/login?from=${encodeURIComponent(`/videos/${commentedVideo.permaLink}`)}`);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('tells a logged-in user without a subscription that comments are for members', async () => {
    await renderPanel(quietVideo.id, mockUser({ subscription: 'expired' }));
    expect(await within(region()).findByText('Only members with an active subscription can write comments.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets a member post: counter, busy button, success, and the comment appears at once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await renderPanel(quietVideo.id, mockUser());
    expect(await within(region()).findByText('No comments yet. Be the first to write one.')).toBeInTheDocument();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(commentPaths.add, async ({ request }) => {
        sent.push(await request.clone().json());
        await held;
        return undefined; // on to the default handler, which stores it
      }),
    );
    const field = screen.getByRole('textbox', { name: 'Your comment' });
    const submit = screen.getByRole('button', { name: 'Post comment' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('0 of 1000 characters')).toBeInTheDocument();
    await user.type(field, '  Calm and lovely 👍  ');
    expect(screen.getByText('17 of 1000 characters')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your comment is posted.');
    expect(sent).toEqual([{ content_update_id: quietVideo.id, comment: '  Calm and lovely 👍  ' }]);
    const item = within(screen.getByRole('list', { name: 'Comments' })).getByRole('listitem');
    expect(item).toHaveTextContent('member');
    expect(item).toHaveTextContent('Calm and lovely 👍');
    expect(field).toHaveValue('');
  });

  it('refuses a comment over the limit before sending it', async () => {
    const user = userEvent.setup();
    await renderPanel(quietVideo.id, mockUser());
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.click(field);
    await user.paste('a'.repeat(1001));
    expect(screen.getByText('1001 of 1000 characters: too long')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
  });

  it('says clearly when the member posted too often', async () => {
    const user = userEvent.setup();
    await renderPanel(quietVideo.id, mockUser());
    server.use(...commentRateLimited);
    await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can post 5 comments in 10 minutes. Please wait a little before you post again.');
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('One more');
  });

  it('lets staff remove a comment after confirming; it disappears', async () => {
    const user = userEvent.setup();
    const removed: string[] = [];
    await renderPanel(commentedVideo.id, mockUser({ role_id: ROLE.staff }));
    server.use(
      http.delete(commentPaths.one, async ({ params }) => {
        removed.push(String(params.id));
        await delay(20);
        return undefined;
      }),
    );
    const first = mockComments[0]!;
    const name = `Remove the comment by ${first.author} of ${formatLongDate(first.created_at, 'en_US')}`;
    await user.click(await screen.findByRole('button', { name }));
    const confirm = screen.getByRole('group', { name });
    expect(confirm).toHaveTextContent('Remove this comment for everyone?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);
    await user.click(screen.getByRole('button', { name }));
    await user.click(within(screen.getByRole('group', { name })).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByText(first.comment)).not.toBeInTheDocument());
    expect(removed).toEqual([String(first.id)]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Comments (11)' })).toBeInTheDocument());
  });

  it('offers a retry when the comments could not be loaded', async () => {
    server.use(http.get(commentPaths.list, () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })));
    await renderWithApp(<CommentsPanel updateId={commentedVideo.id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The comments could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
