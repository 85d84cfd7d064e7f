// Turns a message (template, locale, data) into subject, plain text and HTML in the recipient's
// language: dates and amounts formatted with Intl for that locale, links absolute on the site's
// URL, every value escaped in the HTML. The HTML is deliberately plain (inline styles, no remote
// images, no scripts) so mail programs show it as written.
import type { MailMessage } from './mailer';
import { MAIL_TEXTS, mailLocale } from './texts';
import type { LinkField, TemplateTexts } from './texts/mail-texts';

/** What mail needs from the active site configuration. */
export interface MailSite {
  siteName: string;
  /** The origin this message's links are on (SITE_URL, or the request's trusted origin). */
  siteUrl: string;
  /** core.deployment.siteUrl: names the sender's domain when the links' host is a loopback one. */
  configuredUrl?: string;
  supportEmail?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  locale: string;
  /** A newsletter's unsubscribe address, absolute: its List-Unsubscribe header. */
  unsubscribeUrl?: string;
}

const DATE_FIELDS = new Set(['paidAt', 'renewsOn', 'endsOn', 'endedOn', 'changedAt']);
/** Where a link goes when the sender names none: the site's own pages. */
const DEFAULT_LINKS: Partial<Record<LinkField, string>> = { loginUrl: '/login', resetUrl: '/login/forgot', supportUrl: '/support', paymentUrl: '/payment', renewUrl: '/payment', confirmUrl: '/account', siteLinkUrl: '/' };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export class MailRenderError extends Error {}

/** The message's values as the reader sees them, by field name. */
function formatValues(message: Pick<MailMessage, 'template' | 'data'>, locale: string, site: MailSite): Map<string, string> {
  const texts = MAIL_TEXTS[locale]!;
  const tag = locale.replace('_', '-');
  const values = new Map<string, string>();
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  for (const [field, raw] of Object.entries(message.data)) {
    if (raw === undefined || raw === '') continue;
    if (DATE_FIELDS.has(field)) {
      const time = Date.parse(String(raw));
      if (Number.isNaN(time)) throw new MailRenderError(`mail ${message.template}: ${field} is not a date: ${String(raw)}`);
      values.set(field, date.format(time));
    } else if (field === 'amount') {
      const amount = Number(raw);
      const currency = String(message.data.currency ?? 'USD');
      if (!Number.isFinite(amount)) throw new MailRenderError(`mail ${message.template}: amount is not a number: ${String(raw)}`);
      values.set(field, new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount));
    } else if (field === 'provider') {
      values.set(field, texts.providers[String(raw)] ?? String(raw));
    } else if (typeof raw === 'number') {
      values.set(field, new Intl.NumberFormat(tag).format(raw));
    } else {
      values.set(field, raw);
    }
  }
  // Every `…Url` field is a link: a path is made absolute on the site's origin.
  for (const [field, fallback] of Object.entries(DEFAULT_LINKS)) if (!values.has(field)) values.set(field, fallback!);
  for (const [field, value] of values) if (field.endsWith('Url')) values.set(field, absoluteUrl(value, site.siteUrl));
  values.set('siteName', site.siteName);
  values.set('siteUrl', site.siteUrl.replace(/\/+$/, ''));
  if (site.supportEmail) values.set('supportEmail', site.supportEmail);
  return values;
}

function absoluteUrl(link: string, siteUrl: string): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  // A path is the site's own page, under the site URL's path too (a site served under /members/).
  return new URL(link.startsWith('/') ? link.slice(1) : link, base).href;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const fieldsOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** Fills `{field}`s with `escape`d values; undefined when one has no value. */
function fill(text: string, values: Map<string, string>, escape: (s: string) => string): string | undefined {
  if (fieldsOf(text).some((field) => !values.has(field))) return undefined;
  return text.replace(PLACEHOLDER, (_m, field: string) => escape(values.get(field)!));
}

function required(text: string, values: Map<string, string>, template: string): string {
  const filled = fill(text, values, (s) => s);
  if (filled === undefined) {
    const missing = fieldsOf(text).filter((field) => !values.has(field));
    throw new MailRenderError(`mail ${template}: missing ${missing.join(', ')}`);
  }
  return filled;
}

export function renderMail(message: Pick<MailMessage, 'template' | 'locale' | 'data'>, site: MailSite): RenderedMail {
  const locale = mailLocale(message.locale);
  const texts = MAIL_TEXTS[locale]!;
  const template: TemplateTexts = texts.templates[message.template];
  if (!template) throw new MailRenderError(`unknown mail template ${String(message.template)}`);
  const values = formatValues(message, locale, site);
  const subject = required(template.subject, values, message.template);
  const plain = (s: string) => s;
  const paragraph = (s: string, escape: (s: string) => string) => fill(s, values, escape);
  const present = <T>(items: (T | undefined)[]) => items.filter((x): x is T => x !== undefined);

  const greeting = fill(texts.greeting, values, plain) ?? '';
  const paragraphs = present(template.paragraphs.map((p) => paragraph(p, plain)));
  const details = present((template.details ?? []).map(([label, value]) => {
    const v = fill(value, values, plain);
    return v === undefined ? undefined : ([label, v] as const);
  }));
  const actionUrl = template.action ? values.get(template.action.link)! : undefined;
  const signoff = required(texts.signoff, values, message.template);
  const closing = present([fill(texts.contact, values, plain), fill(texts.footer, values, plain)]);

  const text = [
    greeting,
    ...paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(template.action && actionUrl ? [`${template.action.label}:\n${actionUrl}`] : []),
    signoff,
    `-- \n${closing.join('\n')}`,
  ].join('\n\n');

  const h = escapeHtml;
  const lines = (s: string) => h(s).replace(/\n/g, '<br>');
  const p = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${content}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${locale.replace('_', '-')}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${h(subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#18181b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px 28px">',
    p(h(site.siteName), 'font-size:20px;font-weight:bold;margin-bottom:24px'),
    greeting ? p(lines(greeting)) : '',
    ...paragraphs.map((x) => p(lines(x))),
    details.length
      ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${details
          .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#52525b">${h(label)}</td><td style="padding:4px 0;font-weight:bold">${h(value)}</td></tr>`)
          .join('')}</table>`
      : '',
    template.action && actionUrl
      ? p(`<a href="${h(actionUrl)}" style="display:inline-block;padding:12px 20px;background:#18181b;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${h(template.action.label)}</a>`, 'margin:24px 0') +
        p(`${h(texts.linkHint)}<br><a href="${h(actionUrl)}" style="color:#18181b;word-break:break-all">${h(actionUrl)}</a>`, 'font-size:13px;color:#52525b')
      : '',
    p(lines(signoff)),
    `<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 16px">`,
    ...closing.map((x) => p(lines(x), 'font-size:13px;color:#71717a;margin-bottom:4px')),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  const unsubscribeUrl = values.get('unsubscribeUrl');
  return { subject, text: `${text}\n`, html, locale, ...(unsubscribeUrl ? { unsubscribeUrl } : {}) };
}
