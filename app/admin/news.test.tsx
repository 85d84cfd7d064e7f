// The staff area's news screens as staff use them: the list's filters, the form's language tabs and
// rich-text body, publishing rights and the server's field messages.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from './admin-test-utils';
import { server } from '../../mock-api/node';
import { staffNewsMockFor } from '../../mock-api/handlers/staff-news';
import type { SessionUser } from '../../src/state/session';

beforeAll(preloadAdminArea, 120_000);

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
const noRects = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
Range.prototype.getClientRects = () => noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;

async function openNews(route: string, user: SessionUser = publisher) {
  const news = staffNewsMockFor();
  server.use(...news.handlers);
  await openAdmin(route, user);
  return news;
}

const opened = async (route: string, user?: SessionUser) => {
  const news = await openNews(route, user);
  await screen.findByRole('form', { name: 'News post' }, { timeout: 10_000 });
  return news;
};

const titles = () =>
  within(screen.getByRole('table', { name: 'News posts' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.textContent);

describe('the news list', () => {
  it('is in the staff navigation and shows each post with its state in words', async () => {
    await openNews('/admin/news', editor);
    expect(await screen.findByRole('link', { name: 'Welcome to the new site' }, { timeout: 10_000 })).toHaveAttribute('href', '/admin/news/701');
    expect(within(screen.getByRole('navigation', { name: 'Staff area sections' })).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Staff area sections' })).getByRole('link', { name: 'Plans' })).toBeInTheDocument();
    const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
    expect(within(row('Holiday plans')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Autumn schedule')).getByText(/^Scheduled for /)).toBeInTheDocument();
    expect(within(row('Old announcement')).getByText(/^Deleted, removed for good on /)).toBeInTheDocument();
  });

  it('opens with the status of its address, then searches and sorts', async () => {
    const user = userEvent.setup();
    await openNews('/admin/news?status=draft', editor);
    await screen.findByRole('link', { name: 'Holiday plans' }, { timeout: 10_000 });
    expect(titles()).toEqual(['Holiday plans']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'By title');
    await waitFor(() => expect(titles()).toEqual(['Autumn schedule', 'Holiday plans', 'Old announcement', 'Welcome to the new site']));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'welcome');
    await waitFor(() => expect(titles()).toEqual(['Welcome to the new site']));
  });
});

describe('a news post', () => {
  it('marks the missing German body and sends the HTML typed into its editor', async () => {
    const user = userEvent.setup();
    const news = await opened('/admin/news/701');
    const tabs = within(screen.getByRole('tablist', { name: 'Languages of Body' }));
    expect(tabs.getByRole('tab', { name: 'Deutsch missing' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Français' })).toBeInTheDocument();
    // The German title exists: only the body is missing.
    expect(within(screen.getByRole('tablist', { name: 'Languages of Title' })).getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Deutsch missing' }));
    const area = await screen.findByRole('textbox', { name: 'Body (Deutsch)' });
    expect(area).toHaveAttribute('lang', 'de-DE');
    await user.click(area);
    await user.keyboard('Wir sind umgezogen');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'Deutsch' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = news.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ content: '<p>We have <strong>moved</strong>.</p>', names: { content_de_DE: '<p><strong>Wir sind umgezogen</strong></p>', content_fr_FR: '<p>Nous avons déménagé.</p>' } });
  });

  it('shows a taken address from the server next to its field', async () => {
    const user = userEvent.setup();
    await opened('/admin/news/new');
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Welcome again');
    await user.type(screen.getByRole('textbox', { name: /Address \(permaLink\)/ }), 'welcome');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a category')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Solo');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const address = screen.getByRole('textbox', { name: /Address \(permaLink\)/ });
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining('already taken')));
    expect(address).toBeInvalid();

    await user.clear(address);
    await user.type(address, 'welcome-again');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Welcome again', level: 1 })).toBeInTheDocument();
  });

  it('lets an editor save a draft but not publish, schedule or delete, and says why', async () => {
    await opened('/admin/news/702', editor);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    const reason = 'Only publishers publish, schedule, unpublish, delete and restore. You can edit drafts.';
    for (const name of ['Publish now', 'Delete', 'Schedule']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Publish now' })).toHaveAccessibleDescription(reason);
  });

  it('keeps a published post away from an editor', async () => {
    await opened('/admin/news/701', editor);
    expect(screen.getByText('This post is published or scheduled: only publishers change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveAttribute('readonly');
    expect(await screen.findByRole('textbox', { name: 'Body (English)' })).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument();
  });

  it('lets a publisher delete after confirming, and restore', async () => {
    const user = userEvent.setup();
    await opened('/admin/news/702');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this post?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/^Deleted, removed for good on /)).toBeInTheDocument();
    expect(screen.getByText('This post is deleted: restore it to change it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    await waitFor(() => expect(history.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent).filter(Boolean)).toEqual(['Restored', 'Deleted']));
  });
});
