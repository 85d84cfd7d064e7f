// Every /api route, one router per area of the specification's call table.
import { Router } from 'express';
import type { AppContext } from '../context';
import { modelsRouter } from './public/models';
import { taxonomyRouter } from './public/taxonomy';
import { updatesRouter } from './public/updates';
import { postsRouter } from './public/posts';
import { siteRouter } from './public/site';
import { localesRouter } from './locales';
import { configsRouter } from './configs';
import { searchRouter } from './search';
import { sessionRouter } from './session';
import { passwordResetRouter } from './password-reset';
import { accountRouter } from './account';
import { twoFactorRouter } from './two-factor';
import { signupRouter } from './signup';
import { memberRouter } from './member';
import { resourcesRouter } from './resources';
import { commentsRouter } from './comments';
import { contentRouter } from './content';
import { openapiRouter } from './openapi';
import { purchasesRouter } from './purchases';
import { billingRouter } from './billing';
import { affiliateReportRouter } from './affiliate-report';
import { receiptsRouter } from './receipts';
import { accountDataRouter } from './account-data';
import { paymentAttentionRouter } from './payment-attention';
import { planQuoteRouter } from './plan-quote';
import { memberLocaleRouter } from './member-locale';
import { newsletterRouter } from './newsletter';
import { mediaLibraryRouter } from './media-library';
import { staffUpdatesRouter } from './staff-updates';
import { staffModelsRouter } from './staff-models';
import { staffTaxonomyRouter } from './staff-taxonomy';
import { staffNewsRouter } from './staff-news';
import { staffPlansRouter } from './staff-plans';
import { staffAuditRouter } from './staff-audit';
import { deskDashboardRouter } from './desk-dashboard';
import { deskMailRouter } from './desk-mail';
import { deskTranslationsRouter } from './desk-translations';

export function apiRouter(ctx: AppContext): Router {
  const r = Router();
  r.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    // Nobody stores a personal answer, so no validator can match it: a 304 would only swallow it
    // (GET /refresh would rotate the token and lose the new one).
    if (req.headers.authorization) {
      delete req.headers['if-none-match'];
      delete req.headers['if-modified-since'];
    }
    next();
  });
  r.use(siteRouter(ctx));
  r.use(localesRouter(ctx));
  r.use(configsRouter(ctx));
  r.use(modelsRouter(ctx));
  r.use(taxonomyRouter(ctx));
  r.use(updatesRouter(ctx));
  r.use(postsRouter(ctx));
  r.use(searchRouter(ctx));
  r.use(sessionRouter(ctx));
  r.use(memberLocaleRouter(ctx));
  r.use(newsletterRouter(ctx));
  r.use(passwordResetRouter(ctx));
  r.use(accountRouter(ctx));
  r.use(twoFactorRouter(ctx));
  r.use(signupRouter(ctx));
  r.use(billingRouter(ctx));
  r.use(receiptsRouter(ctx));
  r.use(accountDataRouter(ctx));
  r.use(affiliateReportRouter(ctx));
  r.use(paymentAttentionRouter(ctx));
  r.use(planQuoteRouter(ctx));
  r.use(memberRouter(ctx));
  r.use(staffUpdatesRouter(ctx));
  r.use(staffModelsRouter(ctx));
  r.use(staffTaxonomyRouter(ctx));
  r.use(staffNewsRouter(ctx));
  r.use(staffPlansRouter(ctx));
  r.use(staffAuditRouter(ctx));
  r.use(deskDashboardRouter(ctx));
  r.use(deskMailRouter(ctx));
  r.use(deskTranslationsRouter(ctx));
  r.use(contentRouter(ctx));
  r.use(purchasesRouter(ctx));
  r.use(commentsRouter(ctx));
  r.use(mediaLibraryRouter(ctx));
  r.use(resourcesRouter(ctx));
  r.use(openapiRouter());
  return r;
}
