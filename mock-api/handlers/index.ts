import { accountDataHandlers } from './account-data';
import { accountHandlers } from './account';
import { articlesHandlers, planQuoteHandlers } from './articles';
import { channelsHandlers } from './channels';
import { commentHandlers } from './comments';
import { configsHandlers } from './configs';
import { countersHandlers } from './counters';
import { formsHandlers } from './forms';
import { localesHandlers } from './locales';
import { mediaHandlers } from './media';
import { mediaLibraryHandlers } from './media-library';
import { memberHandlers } from './member';
import { memberMediaHandlers } from './member-media';
import { modelsHandlers } from './models';
import { newsletterHandlers } from './newsletter';
import { passwordResetHandlers } from './password-reset';
import { placesHandlers } from './places';
import { postsHandlers } from './posts';
import { purchaseHandlers } from './purchase';
import { receiptHandlers } from './receipts';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { signupHandlers } from './signup';
import { staffContentHandlers } from './staff-content';
import { staffNewsHandlers } from './staff-news';
import { staffPlansHandlers } from './staff-plans';
import { deskAuditHandlers } from './desk-audit';
import { deskCommentsHandlers } from './desk-comments';
import { deskDashboardHandlers } from './desk-dashboard';
import { deskMailHandlers } from './desk-mail';
import { deskMembersHandlers } from './desk-members';
import { deskPaymentsHandlers } from './desk-payments';
import { deskRequestsHandlers } from './desk-requests';
import { deskTranslationsHandlers } from './desk-translations';
import { subscriptionHandlers } from './subscription';
import { tagsHandlers } from './tags';
import { twoFactorHandlers } from './two-factor';
import { updatePhotosHandlers } from './update-photos';
import { updatesHandlers } from './updates';

export {
  accountDataHandlers,
  accountHandlers,
  articlesHandlers,
  channelsHandlers,
  commentHandlers,
  configsHandlers,
  countersHandlers,
  formsHandlers,
  localesHandlers,
  mediaHandlers,
  mediaLibraryHandlers,
  memberHandlers,
  memberMediaHandlers,
  modelsHandlers,
  newsletterHandlers,
  passwordResetHandlers,
  placesHandlers,
  planQuoteHandlers,
  postsHandlers,
  purchaseHandlers,
  receiptHandlers,
  searchHandlers,
  sessionHandlers,
  settingsHandlers,
  signupHandlers,
  staffContentHandlers,
  staffNewsHandlers,
  staffPlansHandlers,
  deskAuditHandlers,
  deskCommentsHandlers,
  deskDashboardHandlers,
  deskMailHandlers,
  deskMembersHandlers,
  deskPaymentsHandlers,
  deskRequestsHandlers,
  deskTranslationsHandlers,
  subscriptionHandlers,
  tagsHandlers,
  twoFactorHandlers,
  updatePhotosHandlers,
  updatesHandlers,
};
export { paths, listPaths } from './paths';

/** Every default handler: what the dev server, Storybook and tests start from. */
export const handlers = [
  ...settingsHandlers,
  ...sessionHandlers,
  ...passwordResetHandlers,
  ...accountHandlers,
  ...twoFactorHandlers,
  ...memberHandlers,
  ...commentHandlers,
  ...memberMediaHandlers,
  ...signupHandlers,
  ...subscriptionHandlers,
  ...newsletterHandlers,
  ...purchaseHandlers,
  ...receiptHandlers,
  ...accountDataHandlers,
  ...formsHandlers,
  ...localesHandlers,
  ...mediaHandlers,
  ...modelsHandlers,
  ...placesHandlers,
  ...tagsHandlers,
  ...channelsHandlers,
  ...countersHandlers,
  ...updatePhotosHandlers,
  ...updatesHandlers,
  ...postsHandlers,
  ...searchHandlers,
  ...articlesHandlers,
  ...configsHandlers,
  ...staffContentHandlers,
  ...mediaLibraryHandlers,
  ...staffNewsHandlers,
  ...staffPlansHandlers,
  ...deskDashboardHandlers,
  ...deskMailHandlers,
  ...deskTranslationsHandlers,
  // Before the members' calls: their own audit handler only answers for the entries they record.
  ...deskAuditHandlers,
  ...deskMembersHandlers,
  ...deskPaymentsHandlers,
  ...deskRequestsHandlers,
  ...deskCommentsHandlers,
];
