// The block registry: layout entry `type` -> block definition. Adding a block is one folder in
// blocks/ and two lines here (its import and its entry). No automatic discovery: this list is what
// the schema accepts.
import type { BlockDefinition } from './define-block';
import { aboutText } from './about-text';
import { accountData } from './account-data';
import { channelDetail } from './channel-detail';
import { channelList } from './channel-list';
import { checkout } from './checkout';
import { contactForm } from './contact-form';
import { contentRemovalForm } from './content-removal-form';
import { countdown } from './countdown';
import { counterBar } from './counter-bar';
import { favouritesGrid } from './favourites-grid';
import { footerImage } from './footer-image';
import { galleryDetail } from './gallery-detail';
import { headerImage } from './header-image';
import { headline } from './headline';
import { lastNextUpdate } from './last-next-update';
import { loginForm } from './login-form';
import { memberMenu } from './member-menu';
import { modelDetail } from './model-detail';
import { modelGrid } from './model-grid';
import { modelList } from './model-list';
import { newsDetail } from './news-detail';
import { newsList } from './news-list';
import { notFound } from './not-found';
import { paymentStatus } from './payment-status';
import { placeDetail } from './place-detail';
import { placeGrid } from './place-grid';
import { placeList } from './place-list';
import { profileOverview } from './profile-overview';
import { accountSettings } from './account-settings';
import { purchasesList } from './purchases-list';
import { receipt } from './receipt';
import { richText } from './rich-text';
import { searchResults } from './search-results';
import { signupDenial } from './signup-denial';
import { newsletterSignup } from './newsletter-signup';
import { signupForm } from './signup-form';
import { signupSuccess } from './signup-success';
import { slider } from './slider';
import { slogans } from './slogans';
import { staticPage } from './static-page';
import { tagCloud } from './tag-cloud';
import { updateCalendar } from './update-calendar';
import { updateGrid } from './update-grid';
import { updateList } from './update-list';
import { videoDetail } from './video-detail';
import { welcome } from './welcome';

export const blockRegistry = {
  aboutText,
  accountData,
  channelDetail,
  channelList,
  checkout,
  contactForm,
  contentRemovalForm,
  countdown,
  counterBar,
  favouritesGrid,
  footerImage,
  galleryDetail,
  headerImage,
  headline,
  lastNextUpdate,
  loginForm,
  memberMenu,
  modelDetail,
  modelGrid,
  modelList,
  newsDetail,
  newsList,
  notFound,
  paymentStatus,
  placeDetail,
  placeGrid,
  placeList,
  profileOverview,
  accountSettings,
  purchasesList,
  receipt,
  richText,
  searchResults,
  signupDenial,
  newsletterSignup,
  signupForm,
  signupSuccess,
  slider,
  slogans,
  staticPage,
  tagCloud,
  updateCalendar,
  updateGrid,
  updateList,
  videoDetail,
  welcome,
} satisfies Record<string, { type: string; load: () => Promise<unknown> }>;

export type BlockType = keyof typeof blockRegistry;

export const getBlock = (type: string): BlockDefinition | undefined =>
  Object.hasOwn(blockRegistry, type) ? (blockRegistry[type as BlockType] as unknown as BlockDefinition) : undefined;
