// The page title of each named site in the visitor's language, before the site name ("Videos |
// Emotions"). Detail pages are titled by their entity (page-meta.ts); until it is known they carry
// their list's title. The home page is titled by the site name alone.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SiteName } from '../../schemas/config/sites';

const SITE_TITLES: Record<Exclude<SiteName, 'home'>, MessageDescriptor> = {
  models: msg`Models`,
  modeldetails: msg`Models`,
  places: msg`Places`,
  placedetails: msg`Places`,
  channels: msg`Channels`,
  channeldetails: msg`Channels`,
  videos: msg`Videos`,
  videodetails: msg`Videos`,
  galleries: msg`Photos`,
  gallerydetails: msg`Photos`,
  dvds: msg`DVDs`,
  dvddetails: msg`DVDs`,
  news: msg`News`,
  newsdetails: msg`News`,
  about: msg`About us`,
  updates: msg`Updates`,
  login: msg`Log in`,
  signup: msg`Become a member`,
  signup2: msg`Become a member`,
  signupSuccess: msg`Welcome aboard`,
  signupDenial: msg`Signup declined`,
  contact: msg`Contact`,
  support: msg`Support`,
  privacy: msg`Privacy policy`,
  impress: msg`Imprint`,
  policy2257: msg`18 U.S.C. 2257 statement`,
  partner: msg`Partner program`,
  productplacement: msg`Product placement`,
  checkout: msg`Checkout`,
  myupdates: msg`My updates`,
  profile: msg`Profile`,
  account: msg`Account settings`,
  welcome: msg`Welcome`,
  welcomeback: msg`Welcome back`,
  customcontent: msg`Custom content`,
  payment: msg`Payments`,
  favourites: msg`Favourites`,
  newsletter: msg`Newsletter`,
  error404: msg`Page not found`,
  // A noun here, where the button's "Search" is a verb in some languages.
  search: msg({ message: 'Search', context: 'page title' }),
  contentRemoval: msg`Content removal`,
  receipt: msg`Receipt`,
};

/** `/updates/{contentType}` lists one kind of update; its title says which. */
const CONTENT_TYPE_TITLES: Record<string, MessageDescriptor> = {
  videos: msg`Videos`,
  photos: msg`Photos`,
  dvds: msg`DVDs`,
};

/** The title of a page of `site` at a route with these parameters; undefined: the site name alone. */
export function siteTitleOf(site: SiteName, params: Readonly<Record<string, string | undefined>>): MessageDescriptor | undefined {
  if (site === 'home') return undefined;
  if (site === 'updates' && params.contentType) return CONTENT_TYPE_TITLES[params.contentType] ?? SITE_TITLES.updates;
  const term = params.searchString?.trim();
  if (site === 'search' && term) return msg`Search results for “${term}”`;
  return SITE_TITLES[site];
}
