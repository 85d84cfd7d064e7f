import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { server } from '../../mock-api/node';
import { mediaLibraryHandlersFor, mockMediaAssets } from '../../mock-api/handlers/media-library';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { slider } from '../../blocks/slider';
import { editorUser } from '../admin/media/media-test-utils';
import { PropField } from './block-form/prop-field';
import { VisualEditHarness, type HarnessHandle } from './visual-edit-harness';

// The picker's upload part uses tus-js-client's browser build (see media-picker.test.tsx).
vi.mock('tus-js-client', () => vi.importActual('tus-js-client/lib.es5/browser/index.js'));

type Loose = any;

const configWith = (contentServerUrl?: string) => ({
  ...(contentServerUrl ? { core: { deployment: { contentServerUrl } } } : {}),
  ui: {
    sites: {
      homesite: {
        containers: [
          { type: 'slider', id: 'home-slider', props: {} },
          { type: 'footerImage', id: 'footer-image', props: { buttonLink: '/join' } },
        ],
      },
    },
  },
});

async function open(selected: string, contentServerUrl?: string) {
  server.use(...mediaLibraryHandlersFor({ assets: mockMediaAssets().slice(0, 7) }));
  const handle: { current: HarnessHandle | null } = { current: null };
  await renderWithApp(
    <WithUser user={editorUser}>
      <VisualEditHarness initial={configWith(contentServerUrl)} selected={selected} handle={handle} />
    </WithUser>,
  );
  const doc = (): Loose => JSON.parse(handle.current!.state().doc.toString());
  return { handle, doc };
}

const set = (base: string, id: number, variant: string) => Object.fromEntries([620, 960, 1920, 3840].map((w) => [String(w), `${base}public/img/a${id}-${variant}-${w}.jpg`]));

/** Chooses one picture in the open picker. */
async function choose(user: ReturnType<typeof userEvent.setup>, filename: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
  await user.click(await within(dialog).findByRole('option', { name: filename }));
  await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('image fields from the media library', () => {
  it('fills every width of a picture and its soft set from one pick, in one undo step', async () => {
    const user = userEvent.setup();
    const { doc, handle } = await open('/ui/sites/homesite/containers/1');
    const image = within(screen.getByRole('group', { name: 'Image' }));
    // One button for the whole set, none per width.
    expect(image.getAllByRole('button', { name: /media library/ })).toHaveLength(1);
    await user.click(image.getByRole('button', { name: 'Choose from the media library: Image' }));
    await choose(user, 'anna-portrait.png');

    const props = doc().ui.sites.homesite.containers[1].props;
    expect(props).toEqual({ buttonLink: '/join', image: set('/media/', 27, 'plain'), imageSoft: set('/media/', 27, 'soft') });
    // The form shows the new URLs (the pasting inputs stay).
    expect(image.getByRole('textbox', { name: '960' })).toHaveValue('/media/public/img/a27-plain-960.jpg');
    expect(within(screen.getByRole('group', { name: 'Image soft' })).getByRole('textbox', { name: '3840' })).toHaveValue('/media/public/img/a27-soft-3840.jpg');

    // Opened again, the picker starts on the picture the set shows.
    await user.click(image.getByRole('button', { name: 'Choose from the media library: Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    expect(await within(dialog).findByRole('option', { name: 'anna-portrait.png' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    act(() => handle.current!.undo());
    expect(doc().ui.sites.homesite.containers[1].props).toEqual({ buttonLink: '/join' });
  });

  it('fills a slide’s picture on the site’s own media path even when a content server is named (pages move it there), leaving the other slides as they were', async () => {
    const user = userEvent.setup();
    const { doc } = await open('/ui/sites/homesite/containers/0', 'https://cdn.example.com/media');
    const slide = within(screen.getAllByRole('group', { name: 'Image' })[0]!);
    await user.click(slide.getByRole('button', { name: 'Choose from the media library: Image' }));
    await choose(user, 'beach-sunset-01.jpg');

    const slides = doc().ui.sites.homesite.containers[0].props.slides as Loose[];
    expect(slides[0].image).toEqual(set('/media/', 31, 'plain'));
    expect(slides[0].imageSoft).toEqual(set('/media/', 31, 'soft'));
    expect(slides[0].title).toEqual(slider.defaults.slides[0]!.title);
    expect(slides.slice(1)).toEqual(slider.defaults.slides.slice(1));
  });

  it('fills only the soft set from its own button', async () => {
    const user = userEvent.setup();
    const { doc } = await open('/ui/sites/homesite/containers/1');
    const soft = within(screen.getByRole('group', { name: 'Image soft' }));
    await user.click(soft.getByRole('button', { name: 'Choose from the media library: Image soft' }));
    await choose(user, 'city-night.webp');
    expect(doc().ui.sites.homesite.containers[1].props).toEqual({ buttonLink: '/join', imageSoft: set('/media/', 25, 'soft') });
  });

  it('changes nothing on Cancel', async () => {
    const user = userEvent.setup();
    const { doc } = await open('/ui/sites/homesite/containers/1');
    const button = screen.getByRole('button', { name: 'Choose from the media library: Image' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    await user.click(await within(dialog).findByRole('option', { name: 'anna-portrait.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(doc().ui.sites.homesite.containers[1].props).toEqual({ buttonLink: '/join' });
    expect(button).toHaveFocus();
  });

  it('fills a single image URL field with the picture at 1920 px', async () => {
    const user = userEvent.setup();
    server.use(...mediaLibraryHandlersFor({ assets: mockMediaAssets().slice(0, 7) }));
    function Field() {
      const [value, setValue] = useState<unknown>('https://example.com/old.jpg');
      return <PropField name="logo" schema={{ type: 'string', format: 'uri' }} value={value} onChange={(_path, next) => setValue(next)} />;
    }
    await renderWithApp(
      <WithUser user={editorUser}>
        <Field />
      </WithUser>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose from the media library: Logo' }));
    await choose(user, 'anna-portrait.png');
    expect(screen.getByRole('textbox', { name: 'Logo' })).toHaveValue('/media/public/img/a27-plain-1920.jpg');
  });
});
