// Youth-protection mode (core.fsk12.enableGlobalFsk12Mode): a guest sees the soft variant of every
// picture the blocks show, members the regular ones; configuration pictures (slider, header, footer,
// about) need a soft variant of their own, and every configuration that turns the mode on gives one.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ReactElement } from 'react';
import type { ImageSet } from '../../schemas/api';
import type { SiteConfig } from '../../schemas/config/site-config';
import { channels } from '../../mock-api/fixtures/channels';
import { places } from '../../mock-api/fixtures/places';
import { posts } from '../../mock-api/fixtures/posts';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { models } from '../../mock-api/fixtures/models';
import { configWith, renderWithApp } from '../setup/render-with-app';
import { userAtom } from '../../src/state/session';
import { ROLE } from '../../shared/roles';
import { blockRegistry } from '../../blocks/registry';
import { aboutText } from '../../blocks/about-text';
import { channelDetail } from '../../blocks/channel-detail';
import { footerImage } from '../../blocks/footer-image';
import { headerImage } from '../../blocks/header-image';
import { placeDetail } from '../../blocks/place-detail';
import { placeList } from '../../blocks/place-list';
import { slider } from '../../blocks/slider';
import { channelList } from '../../blocks/channel-list';
import { newsList } from '../../blocks/news-list';
import AboutText from '../../blocks/about-text/about-text';
import ChannelDetail from '../../blocks/channel-detail/channel-detail';
import ChannelList from '../../blocks/channel-list/channel-list';
import FooterImage from '../../blocks/footer-image/footer-image';
import HeaderImage from '../../blocks/header-image/header-image';
import NewsList from '../../blocks/news-list/news-list';
import PlaceDetail from '../../blocks/place-detail/place-detail';
import PlaceList from '../../blocks/place-list/place-list';
import Slider from '../../blocks/slider/slider';

const youth = configWith((c) => {
  c.core.fsk12.enableGlobalFsk12Mode = true;
});

const urlsOf = (set: ImageSet) => Object.values(set);
/** Every soft picture the mock entities have; the configuration's soft placeholders are `-soft-` files. */
const SOFT = new Set([
  ...places.flatMap((p) => urlsOf(p.imageSoft)),
  ...channels.flatMap((c) => urlsOf(c.imageSoft)),
  ...posts.flatMap((p) => urlsOf(p.previewImageSoft)),
  ...publishedUpdates.flatMap((u) => [...urlsOf(u.previewImageSoft), ...urlsOf(u.previewImageUprightSoft)]),
  ...models.flatMap((m) => urlsOf(m.imageSoft)),
]);
const isSoft = (url: string) => SOFT.has(url) || /^\/media\/public\/img\/\d+-(soft|uprightsoft)-\d+\.jpg$/.test(url);
const PLAIN = new Set([
  ...places.flatMap((p) => urlsOf(p.image)),
  ...channels.flatMap((c) => urlsOf(c.image)),
  ...posts.flatMap((p) => urlsOf(p.previewImage)),
  ...publishedUpdates.flatMap((u) => [...urlsOf(u.previewImage), ...urlsOf(u.previewImageUpright)]),
]);
const isPlain = (url: string) => PLAIN.has(url) || /^\/media\/public\/img\/\d+-(plain|upright)-\d+\.jpg$/.test(url);

/** Every address in the img elements' src and srcset (split at the width descriptors: data URIs hold commas). */
const pictureUrls = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].flatMap((img) => [img.getAttribute('src')!, ...(img.getAttribute('srcset') ?? '').split(/\s+\d+w(?:,\s*|$)/)]).filter(Boolean);

const BLOCKS: Array<[string, ReactElement, string?]> = [
  ['slider', <Slider key="s" {...slider.defaults} />],
  ['headerImage', <HeaderImage key="h" {...headerImage.defaults} />],
  ['footerImage', <FooterImage key="f" {...footerImage.defaults} />],
  ['aboutText', <AboutText key="a" {...aboutText.defaults} />],
  ['placeList', <PlaceList key="pl" {...placeList.defaults} />],
  ['channelList', <ChannelList key="cl" {...channelList.defaults} />],
  ['newsList', <NewsList key="n" {...newsList.defaults} />],
  [
    'placeDetail',
    <Routes key="pd">
      <Route path="/places/:permaLink" element={<PlaceDetail {...placeDetail.defaults} />} />
    </Routes>,
    `/places/${places[0]!.permaLink}`,
  ],
  [
    'channelDetail',
    <Routes key="cd">
      <Route path="/channels/:permaLink" element={<ChannelDetail {...channelDetail.defaults} />} />
    </Routes>,
    `/channels/${channels[1]!.permaLink}`,
  ],
];

/** Renders a block and waits until its pictures (more than a few, for lists) are there. */
async function picturesOf(ui: ReactElement, route: string | undefined, config: SiteConfig, member = false) {
  const view = await renderWithApp(ui, { config, ...(route ? { route } : {}) });
  if (member) view.store.set(userAtom, { id: 1, username: 'member', email: 'm@example.com', role_id: ROLE.member, created_at: '2026-01-01T00:00:00Z' });
  await waitFor(() => expect(view.container.querySelectorAll('img').length).toBeGreaterThan(0));
  // Detail pages fill their grids after the entity: wait for the update cards too.
  if (route) await waitFor(() => expect(view.container.querySelectorAll('img').length).toBeGreaterThan(2));
  const urls = pictureUrls(view.container);
  view.unmount();
  return urls;
}

describe('youth-protection pictures in the blocks', () => {
  it.each(BLOCKS)('%s shows a guest only soft pictures', async (_name, ui, route) => {
    const urls = await picturesOf(ui, route, youth);
    expect(urls.filter((url) => !isSoft(url))).toEqual([]);
  });

  it.each(BLOCKS)('%s shows a member the regular pictures', async (_name, ui, route) => {
    const urls = await picturesOf(ui, route, youth, true);
    expect(urls.filter((url) => !isPlain(url))).toEqual([]);
  });

  it('shows a guest no picture rather than an operator picture without its soft variant', async () => {
    const own = { '620': '/own-620.jpg', '960': '/own-960.jpg', '1920': '/own-1920.jpg', '3840': '/own-3840.jpg' };
    const ownSoft = { '620': '/own-soft-620.jpg', '960': '/own-soft-960.jpg', '1920': '/own-soft-1920.jpg', '3840': '/own-soft-3840.jpg' };
    // The block's default soft picture belongs to its default picture, not to the operator's.
    const bare = await renderWithApp(<HeaderImage {...headerImage.defaults} image={own} title="Models" />, { config: youth });
    expect(await screen.findByRole('heading', { name: 'Models' })).toBeInTheDocument();
    expect(bare.container.querySelectorAll('img')).toHaveLength(0);
    bare.unmount();
    const withSoft = await renderWithApp(<HeaderImage {...headerImage.defaults} image={own} imageSoft={ownSoft} />, { config: youth });
    expect(withSoft.container.querySelector('img')).toHaveAttribute('src', '/own-soft-960.jpg');
    withSoft.unmount();
    const slides = [{ ...slider.defaults.slides[0]!, image: own, imageSoft: undefined }];
    const slide = await renderWithApp(<Slider {...slider.defaults} slides={slides} />, { config: youth });
    expect(slide.container.querySelectorAll('img')).toHaveLength(0);
  });
});

type Entry = { type: string; props?: Record<string, unknown>; blocks?: Entry[] };
const entriesOf = (list: Entry[]): Entry[] => list.flatMap((entry) => [entry, ...entriesOf(entry.blocks ?? [])]);
const PICTURE_BLOCKS = ['slider', 'headerImage', 'footerImage', 'aboutText'] as const;

describe('configurations in youth-protection mode', () => {
  const files = fs.readdirSync('site-configs').filter((file) => file.endsWith('.json'));
  const youthFiles = files.filter((file) => (JSON.parse(fs.readFileSync(`site-configs/${file}`, 'utf8')) as SiteConfig).core.fsk12.enableGlobalFsk12Mode);

  it('include youth-protection.json', () => {
    expect(youthFiles).toContain('youth-protection.json');
  });

  it.each(youthFiles)('%s gives every slide, header, footer and about picture a soft variant of that picture', (file) => {
    const config = JSON.parse(fs.readFileSync(`site-configs/${file}`, 'utf8')) as SiteConfig;
    const missing: string[] = [];
    let seen = 0;
    for (const [site, layout] of Object.entries(config.ui.sites)) {
      for (const entry of entriesOf((layout?.containers ?? []) as Entry[])) {
        if (!(PICTURE_BLOCKS as readonly string[]).includes(entry.type)) continue;
        const defaults = blockRegistry[entry.type as (typeof PICTURE_BLOCKS)[number]].defaults as Record<string, unknown>;
        const props = { ...defaults, ...entry.props };
        type Picture = { image: ImageSet; imageSoft?: ImageSet };
        const pictures: Picture[] = entry.type === 'slider' ? (props.slides as Picture[]) : [props as unknown as Picture];
        for (const picture of pictures) {
          seen += 1;
          // A default soft picture only belongs to the default picture.
          const soft = entry.props && 'image' in entry.props && !('imageSoft' in entry.props) ? undefined : picture.imageSoft;
          if (!soft || !Object.values(soft).every((url) => /-(soft|uprightsoft)-/.test(url) || !url.startsWith('/media/public/img/'))) missing.push(`${site}/${entry.type}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});
