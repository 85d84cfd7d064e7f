// `core` of the site configuration: what the site is and which parts of it exist.
import { Type, type Static, type TOptional } from '@sinclair/typebox';
import { PaymentProviderId } from '../payment-providers';
import { LocalizedText, localizedText } from './localized-text';

const strict = { additionalProperties: false } as const;

export const LOCALE_CODES = ['en_US', 'de_DE', 'fr_FR', 'es_ES'] as const;
/** A translate code such as `en_US`; the four above are built in, a server may supply more. */
export const LocaleCode = Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$', description: 'translate code, e.g. en_US' });

export const MODULE_NAMES = ['about', 'channels', 'dvds', 'galleries', 'models', 'news', 'places', 'producers', 'videos'] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export const HeaderRatio = Type.Union([Type.Literal('16:9'), Type.Literal('12:5')]);
export const PreviewRatio = Type.Union([Type.Literal('2:3'), Type.Literal('16:9'), Type.Literal('2:1')]);

export const ModuleSettings = Type.Object(
  {
    disabled: Type.Optional(Type.Boolean({ description: 'true removes the module\'s routes and menu entry' })),
    hideInMenu: Type.Optional(Type.Boolean({ description: 'keep the routes, hide the top-navigation entry' })),
    menuTitle: Type.Optional(localizedText('overrides the navigation label (a text, or one per translate code)')),
    menuLink: Type.Optional(Type.String({ pattern: '^/', description: 'overrides the navigation link (same-site path)' })),
    images: Type.Optional(
      Type.Object(
        {
          headerRatio: Type.Optional(HeaderRatio),
          previewRatio: Type.Optional(PreviewRatio),
        },
        strict,
      ),
    ),
  },
  strict,
);
export type ModuleSettings = Static<typeof ModuleSettings>;

export { PaymentProviderId };

export const PaymentEndpoint = Type.Object(
  {
    name: localizedText('what the visitor picks (a text, or one per translate code)'),
    provider: PaymentProviderId,
    icon: Type.Union([Type.Literal('creditcard'), Type.Literal('amazon'), Type.Literal('bitcoin'), Type.Literal('paypal')]),
    isActive: Type.Boolean(),
    code: Type.Optional(Type.String({ description: 'short provider code, e.g. CC or PP' })),
    overwriteFields: Type.Optional(Type.Record(Type.String(), Type.String())),
    adapter: Type.Optional(
      Type.Union([Type.Literal('epoch'), Type.Literal('btcpay'), Type.Literal('giftCard')], {
        description: 'the provider adapter that serves this endpoint; by default epoch for card and PayPal, btcpay for bitcoin, giftCard for gift cards',
      }),
    ),
    billingDescriptor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'what the buyer\'s card statement shows, on receipts; by default "EPOCH.COM* <siteName>" for Epoch endpoints and the site name for the others',
      }),
    ),
    merchantOfRecord: Type.Optional(
      Type.Boolean({
        description: 'the biller sells in its own name and charges the VAT (receipts say VAT is included and charged by the biller); by default true for Epoch, false for bitcoin and gift cards (the site sells: core.payment.vatRate applies)',
      }),
    ),
  },
  strict,
);
export type PaymentEndpoint = Static<typeof PaymentEndpoint>;

export const CoreConfig = Type.Object(
  {
    social: Type.Object(
      {
        facebook: Type.Optional(Type.String({ format: 'uri' })),
        twitter: Type.Optional(Type.String({ format: 'uri' })),
        instagram: Type.Optional(Type.String({ format: 'uri' })),
        email: Type.Optional(Type.String({ format: 'email' })),
      },
      strict,
    ),
    deployment: Type.Object(
      {
        backendUrl: Type.String({ description: 'base of the API, usually /api/' }),
        contentServerUrl: Type.String({ description: 'base of media URLs' }),
        siteName: Type.String({ minLength: 1 }),
        siteUrl: Type.String({ format: 'uri' }),
        version: Type.Literal(1),
      },
      strict,
    ),
    fsk12: Type.Object(
      {
        enableGlobalFsk12Mode: Type.Boolean({ description: 'youth-protection mode: guests see soft images' }),
        hideHardcoreUpdates: Type.Boolean(),
      },
      strict,
    ),
    locales: Type.Object(
      {
        default: LocaleCode,
        available: Type.Array(LocaleCode, { minItems: 1, uniqueItems: true }),
      },
      strict,
    ),
    modules: Type.Object(
      Object.fromEntries(MODULE_NAMES.map((name) => [name, Type.Optional(ModuleSettings)])) as Record<
        ModuleName,
        TOptional<typeof ModuleSettings>
      >,
      strict,
    ),
    signup: Type.Object(
      {
        disabled: Type.Boolean({ description: 'removes /signup, /signupSuccess and /signupDenial' }),
        alternatePath: Type.String({ pattern: '^/[A-Za-z0-9_-]+$', description: 'the hidden alternate signup path' }),
      },
      strict,
    ),
    payment: Type.Object(
      {
        endpoints: Type.Array(PaymentEndpoint),
        providers: Type.Object(
          {
            joinUrl: Type.Optional(Type.String({ description: 'external join page (card/PayPal) when not using the sandbox' })),
          },
          strict,
        ),
        updatePurchase: Type.Boolean({ description: 'single-update purchases; adds My Purchases and Custom Content' }),
        vatRate: Type.Optional(
          Type.Number({
            minimum: 0,
            maximum: 50,
            description: 'VAT in percent included in the prices where the site itself sells (endpoints that are not merchant of record); receipts show it; absent: receipts show no VAT for those',
          }),
        ),
      },
      strict,
    ),
    paging: Type.Object(
      {
        pageSize1: Type.Integer({ minimum: 1, maximum: 500 }),
        pageSize2: Type.Integer({ minimum: 1, maximum: 500 }),
        pageSize3: Type.Integer({ minimum: 1, maximum: 500 }),
      },
      strict,
    ),
    seo: Type.Object(
      {
        siteName: Type.String({ description: 'the brand, the same in every language; ends every page title' }),
        siteDescription: localizedText('meta description of pages without their own'),
        siteKeywords: localizedText('meta keywords, comma separated'),
        sites: Type.Optional(
          Type.Record(
            Type.String(),
            Type.Object({ title: Type.Optional(LocalizedText), description: Type.Optional(LocalizedText) }, strict),
            { description: 'per named site (e.g. videos): its page title and meta description' },
          ),
        ),
      },
      strict,
    ),
  },
  strict,
);
export type CoreConfig = Static<typeof CoreConfig>;
