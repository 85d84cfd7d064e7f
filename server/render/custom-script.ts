// The configuration's customJS as a same-origin script, GET /site-custom.js: the CSP allows
// script-src 'self' only (no unsafe-inline), so operator code can only run from a file of the site.
// `?v=<hash>` is the live configuration's code (cached for good when the hash is current);
// `?previewtoken=<token>` is a preview link's code (never cached). The code runs once the app has
// started, wrapped so that an error is logged with a prefix instead of reaching the app; code that
// does not parse is not served at all (a warning stub instead).
import { Router, type Request, type Response } from 'express';
import { parse } from 'acorn';
import type { AppContext } from '../context';
import type { SiteConfig } from '../../schemas/config/site-config';
import { customJsSyntaxError } from '../../shared/custom-js-syntax';
import { CUSTOM_SCRIPT_PATH, customScriptHash, customScriptSrc, hasCustomJs } from '../../shared/custom-script-src';
import { TOKEN_PATTERN } from '../config/config-history';

export const CUSTOM_JS_PREFIX = '[site customJS]';

/** The studio, the staff content area and a partner's figures (app/studio/studio-gate.tsx, app/admin/admin-gate.tsx, app/partner/partner-gate.tsx; the router ignores case) run no operator code. */
const NO_CUSTOM_JS_PAGE = /^\/(studio\/?|admin(\/.*)?|partner\/figures\/?)$/i;

/** Line 1 of the configuration's customJS is this line of the served file. */
export const FIRST_CODE_LINE = 3;

function wrap(code: string): string {
  // The operator's code is the body of a function that is defined first, so its line numbers in
  // the browser's messages are the configuration's plus two. Function scope: globals must be set
  // on window explicitly (docs/security.md, "customJS").
  return `/* The site configuration's customJS (ui.customJS); its line N is line N+${FIRST_CODE_LINE - 1} of this file. */
(function () { function siteCustomJs() {
${code}
}
var PREFIX = ${JSON.stringify(CUSTOM_JS_PREFIX)};
var root = document.documentElement;
var done = false;
if (!window.__siteCustomJsErrors) {
  window.__siteCustomJsErrors = true;
  /* Errors thrown later by what the code registered (timers, listeners) come from this file. */
  window.addEventListener('error', function (event) {
    if (event.filename && event.filename.indexOf(location.origin + ${JSON.stringify(CUSTOM_SCRIPT_PATH)}) === 0) {
      event.preventDefault();
      console.error(PREFIX, event.error || event.message);
    }
  });
}
function run() {
  if (done) return;
  done = true;
  try {
    siteCustomJs.call(window);
  } catch (error) {
    console.error(PREFIX, error);
  }
}
/* Once the app has started (<html data-app-ready>): never while React hydrates the page. */
if (root.hasAttribute('data-app-ready')) run();
else new MutationObserver(function (changes, observer) {
  if (!root.hasAttribute('data-app-ready')) return;
  observer.disconnect();
  run();
}).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
})();
`;
}

const stub = (reason: string) =>
  `/* The site configuration's customJS (ui.customJS) is not run: ${reason.replace(/\*\//g, '* /')}. Fix it in the studio. */\nconsole.warn(${JSON.stringify(`${CUSTOM_JS_PREFIX} not run: ${reason}`)});\n`;

/** The served file for `code`. */
export function customScriptBody(code: string): string {
  const error = customJsSyntaxError(code);
  if (error) return stub(`syntax error at line ${error.line}, column ${error.column}: ${error.message}`);
  const body = wrap(code);
  // Belt and braces: code that parses alone also parses inside the wrapper, but never serve a file that does not.
  try {
    parse(body, { ecmaVersion: 'latest', sourceType: 'script' });
  } catch (err) {
    return stub(`it does not parse inside the wrapper (${(err as Error).message})`);
  }
  return body;
}

/** A few recent bodies (the live code and the previews being looked at): parsing is not free. */
const bodies = new Map<string, string>();
function cachedBody(code: string): string {
  let body = bodies.get(code);
  if (body === undefined) {
    body = customScriptBody(code);
    if (bodies.size >= 16) bodies.delete(bodies.keys().next().value!);
    bodies.set(code, body);
  }
  return body;
}

/** `<script src="/site-custom.js?v=…" defer>` for a server-rendered page, or '' (no customJS, or the studio). */
export function customScriptTag(config: SiteConfig, pathname: string): string {
  const src = NO_CUSTOM_JS_PAGE.test(pathname) ? null : customScriptSrc(config.ui.customJS);
  return src ? `<script src="${src.replace(/&/g, '&amp;')}" defer></script>` : '';
}

/** A preview's customJS: its document is stored as given, so check the shape. */
function previewCode(config: unknown): string {
  const code = (config as { ui?: { customJS?: unknown } } | null)?.ui?.customJS;
  return typeof code === 'string' ? code : '';
}

function sendScript(res: Response, code: string, cacheControl: string) {
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (!hasCustomJs(code)) {
    // Nothing to run (emptied since the page was rendered, or a preview link that is gone).
    res.setHeader('Cache-Control', cacheControl === 'no-store' ? 'no-store' : 'no-cache');
    res.status(404).send('');
    return;
  }
  res.setHeader('Cache-Control', cacheControl);
  res.send(cachedBody(code));
}

export function customScriptRouter(ctx: AppContext): Router {
  const r = Router();
  r.get(CUSTOM_SCRIPT_PATH, async (req: Request, res: Response) => {
    const { previewtoken: token, v } = req.query;
    if (token !== undefined) {
      const preview = typeof token === 'string' && TOKEN_PATTERN.test(token) ? await ctx.configs.preview(token, ctx.now()) : undefined;
      sendScript(res, previewCode(preview?.config), 'no-store');
      return;
    }
    const code = (await ctx.configs.active()).ui.customJS;
    // The address names the code it wants: only then may the file be kept for good. An old or
    // unknown hash (a page rendered before a publish, another process not switched yet) revalidates.
    const current = typeof v === 'string' && v === customScriptHash(code);
    sendScript(res, code, current ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  return r;
}
