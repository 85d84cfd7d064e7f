// The named layout sites of the specification, plus the routes it lists without a name.
export const SITE_NAMES = [
  'home', 'models', 'modeldetails', 'places', 'placedetails', 'channels', 'channeldetails',
  'videos', 'videodetails', 'galleries', 'gallerydetails', 'dvds', 'dvddetails', 'news', 'newsdetails',
  'about', 'updates', 'login', 'signup', 'signup2', 'signupSuccess', 'signupDenial', 'contact', 'support',
  'privacy', 'impress', 'policy2257', 'partner', 'productplacement', 'checkout', 'myupdates', 'profile',
  'welcome', 'welcomeback', 'customcontent', 'payment', 'favourites', 'newsletter', 'error404', 'search',
  'contentRemoval', 'receipt', 'account',
] as const;
export type SiteName = (typeof SITE_NAMES)[number];
export type SiteKey = `${SiteName}site`;
export const SITE_KEYS = SITE_NAMES.map((name) => `${name}site` as SiteKey);
export const siteKey = (name: SiteName): SiteKey => `${name}site`;
