import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { ok } from '../../mock-api/handlers/respond';
import { models } from '../../mock-api/fixtures/models';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { memberPaths } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { modelDetail } from './index';
import ModelDetail from './model-detail';
import { ROLE } from '../../shared/roles';


const model = models[0]!;

const renderModel = (permaLink: string, locale = 'en_US', member?: ReturnType<typeof mockUser>) => {
  const routes = (
    <Routes>
      <Route path="/models/:permaLink" element={<ModelDetail {...modelDetail.defaults} />} />
      <Route path="/404" element={<p>Not found page</p>} />
    </Routes>
  );
  return renderWithApp(member ? <WithUser user={member}>{routes}</WithUser> : routes, { route: `/models/${permaLink}`, locale });
};

describe('model detail block', () => {
  it('shows the name, the details table and the header image when there is no trailer', async () => {
    await renderModel(model.permaLink);

    expect(await screen.findByRole('heading', { level: 1, name: model.fullName })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Details' });
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(row('Age')).toHaveTextContent(String(model.age));
    expect(row('Height')).toHaveTextContent(`${model.height} cm`);
    expect(row('Weight')).toHaveTextContent(`${model.weight} kg`);
    expect(row('Hair')).toHaveTextContent(model.hair!);
    expect(row('Eyes')).toHaveTextContent(model.eyes!);
    expect(row('Country')).toHaveTextContent(model.country!.name);
    expect(row('Gender')).toHaveTextContent('Female');
    expect(screen.getByText(model.description)).toBeInTheDocument();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });

  it("lists the model's galleries and videos under 'Galleries: N' and 'Videos: N'", async () => {
    await renderModel(model.permaLink);
    const galleries = publishedUpdates.filter((u) => u.contentType === 'photo' && u.models.some((m) => m.id === model.id));
    const videos = publishedUpdates.filter((u) => u.contentType === 'video' && u.models.some((m) => m.id === model.id));

    const galleryHeading = await screen.findByRole('heading', { level: 2, name: `Galleries: ${galleries.length}` });
    const gallerySection = galleryHeading.closest('section')!;
    for (const gallery of galleries) {
      expect(within(gallerySection).getByRole('link', { name: gallery.fullName })).toHaveAttribute('href', `/photos/${gallery.permaLink}`);
    }
    const videoHeading = await screen.findByRole('heading', { level: 2, name: `Videos: ${videos.length}` });
    expect(within(videoHeading.closest('section')!).queryAllByRole('listitem')).toHaveLength(videos.length);
  });

  it('takes N from the maxresults header, not from the page it shows', async () => {
    server.use(
      http.get(paths.photos, () => {
        const first = publishedUpdates.filter((u) => u.contentType === 'photo').slice(0, 2);
        return Response.json({ data: first }, { headers: { maxresults: '57' } });
      }),
    );
    await renderModel(model.permaLink);
    expect(await screen.findByRole('heading', { name: 'Galleries: 57' })).toBeInTheDocument();
  });

  it('plays the trailer muted in a loop when the model has trailerSrc_1920', async () => {
    server.use(http.get(paths.model, () => ok({ ...model, trailerSrc_1920: '/media/models/trailer.mp4' })));
    const { container } = await renderModel(model.permaLink);
    await screen.findByRole('heading', { level: 1, name: model.fullName });
    // The clip comes once the header picture is shown and the browser is idle.
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/models/trailer.mp4');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('autoplay');
    // Its first look is the model's header picture under it, at the width the screen needs, loaded
    // first; the clip fills the header's shape without stretching.
    const picture = container.querySelector('img')!;
    expect(picture.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(picture).toHaveAttribute('srcset', expect.stringContaining(`${model.image['620']} 620w`));
    expect(picture).toHaveAttribute('sizes', '100vw');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).not.toHaveAttribute('loading', 'lazy');
    expect(getComputedStyle(video)).toMatchObject({ position: 'absolute', width: '100%', height: '100%', objectFit: 'cover' });
    expect(getComputedStyle(video.parentElement!).aspectRatio).toMatch(/^\d+ ?\/ ?\d+$/);
  });

  it('shows the localized name of the active locale', async () => {
    server.use(http.get(paths.model, () => ok({ ...model, names: { fullName_de_DE: 'Anja Marlau' } })));
    await renderModel(model.permaLink, 'de_DE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anja Marlau' })).toBeInTheDocument();
  });

  it('sends an unknown permaLink to the 404 page', async () => {
    await renderModel('nobody-by-this-name');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('offers visitors the members-only modal when they rate or favourite', async () => {
    const user = userEvent.setup();
    await renderModel(model.permaLink);
    await screen.findByRole('heading', { level: 1, name: model.fullName });

    const heart = screen.getByRole('button', { name: `Add ${model.fullName} to favourites` });
    await user.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Members only' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/signup');
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/login?from=${encodeURIComponent(`/models/${model.permaLink}`)}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('radiogroup', { name: `Rate ${model.fullName}` })).getByRole('radio', { name: '5 stars' }));
    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
  });

  it('lets a member (role 1) favourite the model and rate it once per session', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const ratings: unknown[] = [];
    server.use(
      http.post(memberPaths.modelRating, async ({ request, params }) => {
        ratings.push(await request.clone().json());
        return ok({ id: Number(params.id), rating: 4.4, userRating: 5, ratingCount: 9 });
      }),
    );
    await renderModel(model.permaLink, 'en_US', mockUser({ role_id: ROLE.member }));
    const heart = await screen.findByRole('button', { name: `Add ${model.fullName} to favourites` });
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('radiogroup', { name: `Rate ${model.fullName}` })).getByRole('radio', { name: '5 stars' }));
    expect(await screen.findByRole('img', { name: 'Rating: 5 of 5' })).toBeInTheDocument();
    expect(sessionStorage.getItem(`model_rated_${model.permaLink}`)).toBe('5');
    // The new average from the server replaces the old one.
    expect(await screen.findByText('4.4')).toBeInTheDocument();
    expect(ratings).toEqual([{ rating: 5 }]);
  });

  it('gives members of other roles the members-only modal for the model heart, but lets them rate', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    await renderModel(model.permaLink, 'en_US', mockUser({ role_id: ROLE.staff }));
    const heart = await screen.findByRole('button', { name: `Add ${model.fullName} to favourites` });
    await user.click(heart);
    expect(await screen.findByRole('dialog', { name: 'Members only' })).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('radiogroup', { name: `Rate ${model.fullName}` })).getByRole('radio', { name: '3 stars' }));
    expect(await screen.findByRole('img', { name: 'Rating: 3 of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
