// What the server does with the forms a visitor sends without JavaScript (or when the app's script
// did not load): POSTs, so nothing typed ever lands in a URL, history, logs or a Referer.
// - The age gate (`POST /age-gate`, back=<the page>): sets the confirmation cookie as the script
//   would (shared/age-confirmation.ts) and sends the visitor back to that page (303), a path on
//   this site only.
// - The forms that carry a password or personal data (login and its two-factor step, signup,
//   forgot and reset password, contact, content removal) POST to their own page with `?form=<name>`
//   (src/ui/no-script-form.ts). Sessions live in the browser (a bearer token in local storage, no
//   cookie), and the forms need the app's checks, so the server reads none of the fields: it
//   answers the same page, in the visitor's language and the site's design, with a notice that
//   JavaScript is needed and nothing was sent. Each counts against its API twin's limit.
// Both refuse a request another site makes (Origin, Sec-Fetch-Site or Referer naming another origin).
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppContext } from '../context';
import type { AddressLimit } from '../auth/limits';
import { HttpError } from '../http-error';
import { AGE_CONFIRMATION_MS, AGE_COOKIE, AGE_COOKIE_MAX_AGE_S } from '../../shared/age-confirmation';
import { NO_SCRIPT_FORMS, NO_SCRIPT_FORM_PARAM, type NoScriptForm } from '../../shared/no-script-forms';
import { safeRedirectPath } from '../../shared/safe-redirect';

/** Each form's API twin, whose limit it shares. */
const FORM_LIMITS: Record<NoScriptForm, AddressLimit> = {
  login: 'login',
  signup: 'signup',
  'forgot-password': 'passwordForgot',
  'reset-password': 'passwordReset',
  contact: 'forms',
  'content-removal': 'forms',
};

const MAX_BACK_LENGTH = 2048;

/**
 * 403 for a request another site made. The site's pages send `Referrer-Policy: no-referrer`, under
 * which browsers send `Origin: null` with a form's POST: Sec-Fetch-Site (same-origin) then tells.
 * A real Origin must be this request's own; without either header, a Referer must be too.
 */
export function refuseCrossSite(req: Request): void {
  const own = `${req.protocol}://${req.get('host') ?? ''}`;
  const refuse = () => {
    throw new HttpError(403, 'cross_site', 'This form can only be sent from this site');
  };
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') refuse();
  const origin = req.get('origin');
  if (origin !== undefined && origin !== 'null') {
    if (origin !== own) refuse();
    return;
  }
  if (fetchSite !== undefined) return;
  if (origin === 'null') refuse();
  const referer = req.get('referer');
  if (referer === undefined) return;
  try {
    if (new URL(referer).origin !== own) refuse();
  } catch {
    refuse();
  }
}

/** `POST /age-gate`: the confirmation cookie for a day, and back to the page (303). */
export function ageGateRoute(): RequestHandler[] {
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });
  return [
    form,
    (req: Request, res: Response) => {
      refuseCrossSite(req);
      const back = (req.body as Record<string, unknown> | undefined)?.back ?? '/';
      if (typeof back !== 'string' || back.length > MAX_BACK_LENGTH) throw new HttpError(400, 'invalid_back', 'The page to go back to must be a path on this site');
      const path = safeRedirectPath(back, '');
      if (!path) throw new HttpError(400, 'invalid_back', 'The page to go back to must be a path on this site');
      // The same cookie the script writes (layouts/shell/age-gate-storage.ts); readable by it, so not HttpOnly.
      res.cookie(AGE_COOKIE, String(Date.now() + AGE_CONFIRMATION_MS), { maxAge: AGE_COOKIE_MAX_AGE_S * 1000, path: '/', sameSite: 'lax', secure: req.secure, encode: String });
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, path);
    },
  ];
}

/**
 * `POST <page>?form=<name>`: counted against the form's API twin, then passed on to the page
 * renderer (`res.locals.scriptNeeded`), which answers the page with the notice. Never cached.
 */
export function noScriptFormRoute(ctx: AppContext): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const name = req.query[NO_SCRIPT_FORM_PARAM];
    if (typeof name !== 'string' || !(NO_SCRIPT_FORMS as readonly string[]).includes(name)) {
      throw new HttpError(400, 'unknown_form', `A page takes a form only as ?${NO_SCRIPT_FORM_PARAM}= with one of: ${NO_SCRIPT_FORMS.join(', ')}`);
    }
    refuseCrossSite(req);
    const refusal = await ctx.limits.take(FORM_LIMITS[name as NoScriptForm], req, res);
    if (refusal) {
      res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', refusal.message);
    }
    res.locals.scriptNeeded = true;
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
