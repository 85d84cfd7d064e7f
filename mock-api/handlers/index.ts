import { accountHandlers } from './account';
import { articlesHandlers } from './articles';
import { channelsHandlers } from './channels';
import { commentHandlers } from './comments';
import { configsHandlers } from './configs';
import { countersHandlers } from './counters';
import { formsHandlers } from './forms';
import { localesHandlers } from './locales';
import { mediaHandlers } from './media';
import { memberHandlers } from './member';
import { memberMediaHandlers } from './member-media';
import { modelsHandlers } from './models';
import { passwordResetHandlers } from './password-reset';
import { placesHandlers } from './places';
import { postsHandlers } from './posts';
import { purchaseHandlers } from './purchase';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { signupHandlers } from './signup';
import { subscriptionHandlers } from './subscription';
import { tagsHandlers } from './tags';
import { twoFactorHandlers } from './two-factor';
import { updatePhotosHandlers } from './update-photos';
import { updatesHandlers } from './updates';

export {
  accountHandlers,
  articlesHandlers,
  channelsHandlers,
  commentHandlers,
  configsHandlers,
  countersHandlers,
  formsHandlers,
  localesHandlers,
  mediaHandlers,
  memberHandlers,
  memberMediaHandlers,
  modelsHandlers,
  passwordResetHandlers,
  placesHandlers,
  postsHandlers,
  purchaseHandlers,
  searchHandlers,
  sessionHandlers,
  settingsHandlers,
  signupHandlers,
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
  ...purchaseHandlers,
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
];
