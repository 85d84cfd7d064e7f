// Sessions and what a logged-in member does: favourites, ratings, member media links, purchases.
import * as C from '../../../schemas/api/content';
import * as M from '../../../schemas/api/membership';
import * as R from '../../../schemas/api/requests';
import { list, type Area } from './operation';

export const membersArea: Area = {
  tag: { name: 'Members', description: 'Log in with username or email; member calls need the returned token as `Authorization: Bearer <token>`.' },
  ops: [
    { method: 'post', path: '/api/login', summary: 'Log in (401 for a wrong username or password, 403 for a blocked account)', body: R.LoginBody, data: M.LoginResult, errors: [401, 403] },
    { method: 'get', path: '/api/me', summary: 'Current user and membership', data: M.CurrentUser, auth: 'user' },
    { method: 'get', path: '/api/refresh', summary: 'Rotate the session token (the old one stops working)', auth: 'user' },
    { method: 'post', path: '/api/logout', summary: 'Revoke the session token', auth: 'user' },
    {
      method: 'put',
      path: '/api/me/locale',
      summary: "The language I now use the site in (one of the site's languages, 400 otherwise): every later mail to me is written in it",
      body: R.MemberLocaleBody,
      data: M.MemberLocale,
      auth: 'user',
    },
    {
      method: 'post',
      path: '/api/password/forgot',
      summary: 'Mail a single-use password reset link (valid 60 minutes) to the account with this username or email; answers the same whether or not it exists',
      body: R.PasswordForgotBody,
      data: M.PasswordResult,
      status: 202,
    },
    {
      method: 'post',
      path: '/api/password/reset',
      summary: "Set a new password with the mailed token (400 when the link is invalid, spent or expired); revokes all the account's sessions",
      body: R.PasswordResetBody,
      data: M.PasswordResult,
    },
    { method: 'get', path: '/api/favourites', localized: true, summary: 'My favourite updates', auth: 'user', data: list(M.Favourite) },
    { method: 'put', path: '/api/favourites', summary: 'Add a favourite update', body: R.FavouriteBody, data: M.FavouriteRef, auth: 'user', status: 201 },
    { method: 'delete', path: '/api/favourites/{id}', summary: 'Remove a favourite update', auth: 'user' },
    { method: 'get', path: '/api/favouriteModels', localized: true, summary: 'My favourite models', auth: 'user', data: list(M.ModelFavourite) },
    { method: 'put', path: '/api/favouriteModels', summary: 'Add a favourite model (members only)', body: R.FavouriteModelBody, data: M.ModelFavouriteRef, auth: 'user', status: 201, errors: [403] },
    { method: 'delete', path: '/api/favouriteModels/{id}', summary: 'Remove a favourite model', auth: 'user' },
    { method: 'post', path: '/api/models/{id}/rating', summary: 'Rate a model', body: R.RatingBody, data: M.ModelRatingResult, auth: 'user' },
    { method: 'post', path: '/api/stats/{id}/rating', summary: 'Rate an update', body: R.RatingBody, data: C.UpdateStatistic, auth: 'user' },
    { method: 'get', path: '/api/updates/{id}/photos', summary: 'Gallery pictures with signed URLs (subscription or purchase)', auth: 'user', errors: [403], paged: true, data: list(C.UpdateImage) },
    { method: 'get', path: '/api/updates/{id}/downloads', summary: 'Signed video and zip URLs (subscription or purchase)', auth: 'user', errors: [403], data: C.UpdateDownloads },
    { method: 'post', path: '/api/payment/purchase', summary: 'Buy one update (when updatePurchase is on)', body: R.PurchaseBody, data: M.SignupResult, auth: 'user', status: 201, errors: [403, 422] },
    { method: 'get', path: '/api/payment/mypurchases', localized: true, summary: 'My purchased updates', data: list(C.Update), auth: 'user', paged: true },
    { method: 'get', path: '/api/payment/mypayment', localized: true, summary: 'My payments: first sales and rebills, refunded and charged-back ones included', data: list(M.PaymentInfo), auth: 'user', paged: true },
    { method: 'get', path: '/api/payment/subscription', summary: 'My current (or last) subscription: status, renews on or ends on, whether I can cancel it', data: M.AccountStatus, auth: 'user' },
    {
      method: 'post',
      path: '/api/payment/subscription/cancel',
      summary: "Cancel my recurring subscription: the provider stops rebilling, access stays until the paid period ends (409 when there is none to cancel, 502 when the provider refused; then nothing changed)",
      data: M.AccountStatus,
      auth: 'user',
      errors: [409, 502],
    },
  ],
};
