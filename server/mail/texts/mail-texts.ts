// The shape of one language's mail texts. Placeholders are `{field}`: a field of the message's data
// (dates, amounts and provider names arrive formatted for the language), or `{siteName}`,
// `{siteUrl}`, `{supportEmail}` from the active site configuration.
import type { MailTemplate } from '../mailer';

/** Data fields holding a link (named `…Url`: a path is made absolute on the site's origin); a template's button points at one. */
export type LinkField = `${string}Url`;

export interface TemplateTexts {
  subject: string;
  /** Paragraphs in order; one naming a field the message does not carry is left out (a receipt without `renewsOn`). */
  paragraphs: string[];
  /** Label and value rows (a receipt's details); a row naming a missing field is left out too. */
  details?: [label: string, value: string][];
  action?: { label: string; link: LinkField };
}

export interface MailTexts {
  greeting: string;
  signoff: string;
  /** Under the button, for mail programs that show no buttons. */
  linkHint: string;
  contact: string;
  footer: string;
  /** The page an unsubscribe link from a newsletter opens (no login). */
  unsubscribePage: { title: string; done: string; invalid: string; back: string };
  /** Payment provider ids as a customer knows them. */
  providers: Record<string, string>;
  templates: Record<MailTemplate, TemplateTexts>;
}
