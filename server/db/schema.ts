// Row types of every table, as kysely sees them. Booleans are stored as 0/1 integers and dates as
// ISO-8601 UTC text so the same SQL works on SQLite and PostgreSQL (ISO text sorts chronologically).
import type { Generated, Insertable, Selectable } from 'kysely';

type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  role_id: number; // ROLE in shared/roles.ts (member, staff, premium member)
  username: string;
  username_lower: string;
  email: string;
  email_lower: string;
  password_hash: string;
  avatar: string | null;
  customer: number;
  created_at: string;
  blocked_at: Generated<string | null>; // set on a chargeback: no login, no access
  blocked_reason: Generated<string | null>;
  locale: Generated<string>; // the language mail goes out in
  deleted_at: Generated<string | null>; // the member deleted the account: personal data erased, login refused
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string; // absolute expiry
  revoked_at: string | null;
  /** The browser's User-Agent at login (the device list names it); null for sessions from before. */
  user_agent: Generated<string | null>;
}

/** An email change waiting for the link mailed to the new address. */
export interface EmailChangesTable {
  id: Id;
  user_id: number;
  new_email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** An account's authenticator secret: pending (enabled_at null) until a code confirms it. */
export interface TwoFactorTable {
  user_id: number;
  secret_enc: string; // AES-256-GCM, see server/auth/two-factor.ts
  created_at: string;
  enabled_at: string | null;
  last_step: number | null; // the TOTP time step of the last accepted code: never accepted again
}

export interface TwoFactorRecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** Between a correct password and the second step of a two-factor login. */
export interface LoginChallengesTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  failures: Generated<number>;
  used_at: string | null;
}

export interface ModelsTable {
  id: Id;
  perma_link: string;
  full_name: string;
  /** Texts per language, JSON `{ "{field}_{translateCode}": text }` (fullName_de_DE, description_fr_FR...); the plain columns are English. */
  names: string;
  rating: number;
  rating_count: number;
  views: number;
  age: number | null;
  weight: number | null;
  height: number | null;
  hair: string | null;
  eyes: string | null;
  gender: string;
  description: string;
  country: string | null;
  image_pool: number;
  trailer: string | null;
  meta_title: string | null;
  meta_description: string | null;
  keywords: string | null;
  created_at: string;
  updated_at: string;
  status: Generated<string>; // draft | published, since migration 021
  deleted_at: Generated<string | null>; // soft deletion: hidden at once, purged after 30 days
  deleted_by: Generated<number | null>;
  image_asset_id: Generated<number | null>; // a library picture shown once its variants are made, since migration 023
}

export interface NamedTable {
  id: Id;
  perma_link: string;
  full_name: string;
  names: string; // per-language texts, as ModelsTable.names
  description: string | null;
  image_pool: number;
}

export interface UpdatesTable {
  id: Id;
  content_type: string; // video | photo | dvd
  perma_link: string;
  full_name: string;
  names: string; // per-language texts, as ModelsTable.names
  description: string;
  publish_date: string;
  publish_year: number;
  publish_month: number;
  created_at: string;
  updated_at: string;
  hardcore: number;
  place_id: number | null;
  channel_id: number | null;
  play_time_seconds: number | null;
  photo_count: number | null;
  image_pool: number;
  view_count: number;
  rating: number;
  rating_count: number;
  price_dollar: number | null;
  status: Generated<string>; // draft | published (a future publish_date: scheduled), since migration 021
  deleted_at: Generated<string | null>; // soft deletion: hidden at once, purged after 30 days
  deleted_by: Generated<number | null>;
  category_id: Generated<number | null>;
  released: Generated<number>; // 0 until the release job announced it (caches dropped)
  image_asset_id: Generated<number | null>; // a library picture shown once its variants are made, since migration 023
  video_asset_id: Generated<number | null>; // the library video it plays (migration 024), null: demo clips
}

/** One staff change to content: who, when, what (`changes`: JSON `{ field: { before, after } }`). */
export interface ContentChangesTable {
  id: Id;
  entity: string; // update | model
  entity_id: number;
  action: string; // create | edit | publish | schedule | unpublish | delete | restore | release
  user_id: number | null;
  username: string;
  changes: string;
  at: string;
}

/** One staff action of the audit log (append-only; server/desk/audit-log.ts). */
export interface StaffActionsTable {
  id: Id;
  user_id: number | null;
  username: string;
  action: string; // e.g. member.extend, payment.refund, request.reply
  target_kind: string; // member | payment | request | comment | translation | update ...
  target_id: string | null;
  reason: string | null;
  details: string; // JSON
  address: string;
  at: string;
}

export interface UpdateTagsTable { update_id: number; tag_id: number }
export interface UpdateModelsTable { update_id: number; model_id: number }

export interface ImagesTable {
  id: Id;
  update_id: number;
  position: number;
  image_pool: number;
  /** A library picture (media_assets) shown instead of the pool picture. */
  asset_id: Generated<number | null>;
}

export interface ChaptersTable {
  id: Id;
  update_id: number;
  position: number;
  title: string;
  start_seconds: number;
  names: Generated<string>; // per-language titles (title_de_DE...), since migration 009
}

export interface PostsTable {
  id: Id;
  perma_link: string;
  full_name: string;
  names: string; // per-language texts, as ModelsTable.names (fullName, content)
  content: string;
  category_id: number;
  publish_date: string;
  created_at: string;
  updated_at: string;
  image_pool: number;
  status: Generated<string>; // draft | published (since 025)
  deleted_at: Generated<string | null>; // soft deletion: hidden at once, purged after 30 days
  deleted_by: Generated<number | null>;
  released: Generated<number>;
}
export interface PostTagsTable { post_id: number; tag_id: number }
export interface PostModelsTable { post_id: number; model_id: number }

export interface ArticlesTable {
  id: Id;
  name: string;
  article_type: string;
  price_dollar: number;
  price_euro: number;
  price_text: string;
  article_text: string;
  payment_providers: string;
  provider_code: string;
  expires_in_months: number;
  recurring: number;
  names: Generated<string>; // per-language name, price_text, article_text (name_de_DE...), since migration 009
  active: Generated<number>; // shown on signup (since 025)
  position: Generated<number>;
}

export interface PaymentsTable {
  id: Id;
  token: string; // x_ans_token handed to the browser; random, unguessable
  user_id: number | null;
  article_id: number;
  provider: string;
  status: string; // pending | verifying | approved | declined | failed | needs_staff | refunded | chargeback
  amount: number; // always from the article, never from the browser
  currency: string;
  username: string;
  email: string;
  password_hash: string; // held until approval (the user row is created only then); '' once approved, declined or failed
  voucher_codes: string | null;
  affiliate_id: string | null;
  invoice: string | null; // bitcoin invoice JSON
  update_id: Generated<number | null>; // set for a single-update purchase
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  kind: Generated<string>; // sale | rebill
  locale: Generated<string>; // the buyer's language (mail, provider page)
  subscription_id: Generated<number | null>; // a rebill's subscription
  provider_transaction_id: Generated<string | null>; // Epoch transaction_id, BTCPay invoice id
  provider_member_id: Generated<string | null>; // Epoch member_id: how rebills, cancels and credits find the subscription
  provider_subscription_id: Generated<string | null>;
  invoice_number: Generated<string | null>; // YYYY-NNNNNN, gapless per year, set in the approving transaction
  period_start: Generated<string | null>; // what a subscription payment paid for
  period_end: Generated<string | null>;
  /** Why a payment that took money waits for staff (status needs_staff): see server/billing/attention.ts. */
  attention_reason: Generated<string | null>;
  attention_at: Generated<string | null>;
  /** What staff decided on a payment that waited for them: granted | refunded; who, when and why. */
  decision: Generated<string | null>;
  decided_by: Generated<number | null>;
  decided_at: Generated<string | null>;
  decision_note: Generated<string | null>;
}

/**
 * A username, email or (member, update) held by a pending payment until it ends or `expires_at`
 * (`claim_key`: `username:<lower>`, `email:<lower>`, `purchase:<user>:<update>`); unique among the
 * claims not released.
 */
export interface PaymentClaimsTable {
  id: Id;
  claim_key: string;
  payment_id: number;
  claimed_at: string;
  expires_at: string;
  released_at: string | null;
}

/** The last invoice number given out per year (server/billing/invoice-number.ts). */
export interface InvoiceCountersTable { year: number; last_number: number }

/** A gift-card code (normalised) claimed by a payment; unique among the claims not released. */
export interface VoucherClaimsTable {
  id: Id;
  code: string;
  payment_id: number;
  claimed_at: string;
  released_at: string | null; // the payment was declined or failed: the code may be entered again
}

export interface PostbacksTable {
  id: Id;
  event_id: string; // provider's transaction id; unique = idempotency
  payment_id: number;
  result: string;
  received_at: string;
}

export interface SubscriptionsTable {
  id: Id;
  user_id: number;
  article_id: number;
  payment_id: number;
  starts_at: string;
  expires_at: string;
  recurring: number;
  status: Generated<string>; // active | cancelled (no more rebills, access until expires_at) | expired | refunded | chargeback
  provider: Generated<string | null>;
  provider_member_id: Generated<string | null>;
  cancelled_at: Generated<string | null>;
  ended_at: Generated<string | null>; // access ended (expiry, refund, chargeback)
  rebill_failed_at: Generated<string | null>;
}

/** Every provider notification as received (raw body for support); unique per provider and event id. */
export interface PaymentNotificationsTable {
  id: Id;
  provider: string;
  event_id: string;
  kind: string; // BillingEventKind
  payment_id: number | null;
  subscription_id: number | null;
  outcome: string;
  content_type: string;
  raw_body: string;
  received_at: string;
}

/** What an affiliate brought: the first sale and each rebill, with the amount (commission basis). */
export interface AffiliateConversionsTable {
  id: Id;
  affiliate_id: string;
  payment_id: number;
  user_id: number | null;
  kind: string; // sale | rebill
  amount: number;
  currency: string;
  created_at: string;
}

export interface PasswordResetsTable { id: Id; user_id: number; token_hash: string; created_at: string; expires_at: string; used_at: string | null }

export interface SentMailsTable {
  id: Id;
  template: string;
  recipient: string;
  locale: string;
  dedupe_key: string | null; // a message with a key is sent once
  message_id: string | null;
  created_at: string;
  status: Generated<string>; // sent | failed (since migration 031; before it a failed mail was deleted)
  error: Generated<string | null>;
  data: Generated<string | null>; // the template data as JSON, for a resend; null for one-time links
  resend_of: Generated<number | null>; // the logged mail this one sends again
}

/** What the buyer agreed to at signup (the form's consent), one row per payment. */
export interface PaymentConsentsTable {
  id: Id;
  payment_id: number;
  version: string; // CONSENT_VERSION of shared/consent.ts
  text: string; // the consent as the buyer saw it, in their language
  text_hash: string; // sha256 hex of text
  amount: number;
  currency: string;
  period_months: number;
  recurring: number;
  first_rebill_at: string | null;
  descriptor: string | null; // the name on the card statement; null for bitcoin and gift cards
  locale: string;
  agreed_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: Id;
  user_id: number; // unique: one choice per member
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null; // SHA-256 of the mailed confirmation token; cleared when used
  confirm_expires_at: string | null;
  requested_at: string;
  requested_source: string; // where the member asked ('newsletter-page')
  consent_at: string | null; // when the mailed link confirmed it
  consent_source: string | null; // how ('confirmation-link')
  unsubscribed_at: string | null;
  unsubscribe_source: string | null; // 'newsletter-page', 'mail-link', 'list-unsubscribe'
}

export interface PurchasesTable { id: Id; user_id: number; update_id: number; payment_id: number | null; created_at: string }
export interface FavouritesTable { id: Id; user_id: number; update_id: number; created_at: string }
export interface FavouriteModelsTable { id: Id; user_id: number; model_id: number; created_at: string }
export interface RatingsTable { id: Id; user_id: number; target_type: string; target_id: number; rating: number; created_at: string }

export interface LocalesTable {
  id: string;
  name: string;
  perma_link: string;
  translate_code: string;
  lang_code: string;
  is_default: number;
  position: number;
}

export interface TranslationsTable { id: Id; lang_key: string; translate_code: string; text: string }

export interface SiteConfigsTable {
  id: Id;
  token: string | null; // preview token (every row has one since migration 004)
  config: string;
  published: number; // 1 once it has been live
  created_at: string;
  name: string | null;
  created_by: number | null;
  expires_at: string | null; // the preview link stops working after this; null = never
  published_at: string | null; // last time it was made live
  published_by: number | null;
  base_version: number | null; // the live version it was started from (informational)
  deleted_at: string | null; // soft deletion: the link no longer opens, the history shows who and when
  deleted_by: number | null;
}

/** One publication: what went live, when, by whom. The newest row is the live configuration. */
export interface SiteConfigVersionsTable {
  id: Id;
  config_id: number | null; // the stored preview it came from; null for the file or a deleted one
  name: string;
  config: string; // snapshot
  published_at: string;
  published_by: number | null;
  restored_from: number | null; // version id (0 = the configuration file)
  base_version: number | null; // the live version it replaced; unique, so two publishes over one version cannot both commit
}

/** A publish planned for a time; one process claims it when due (claimed_by/claimed_at). */
export interface ScheduledPublishesTable {
  id: Id;
  config_id: number;
  publish_at: string;
  base_version: number;
  created_by: number | null;
  created_at: string;
  status: 'scheduled' | 'published' | 'cancelled' | 'failed';
  claimed_by: string | null;
  claimed_at: string | null;
  version: number | null;
  reason: string | null;
}

/** Desk state of a visitor's request (migration 030): new | in_progress | answered; due 7 business days after it came in. */
interface RequestInbox {
  status: Generated<string>;
  due_at: Generated<string | null>; // ISO; null only until the desk first reads a row inserted without it
  answered_at: Generated<string | null>;
}
export interface ContactRequestsTable extends RequestInbox { id: Id; name: string; email: string; subject: string; message: string; created_at: string }
export interface ContentRemovalRequestsTable extends RequestInbox {
  id: Id;
  user_name: string;
  email: string;
  content_update_url: string;
  reason: string;
  created_at: string;
}
/** A partner (affiliate) account: `name` is the link id after ?aff=; the user signs in to read figures. */
export interface PartnersTable {
  id: Id;
  name: string;
  commission_percent: number;
  status: string; // active | paused
  user_id: number | null;
  created_at: string;
}
export interface AffiliateCampaignsTable { id: Id; affiliate_id: string; target: string; created_at: string }
export interface AffiliateEntriesTable {
  id: Id;
  affiliate_link: string;
  affiliate_id: string;
  referrer: string | null;
  status: string;
  created_at: string;
}
/** A searched term (normalised); listed to visitors only once `clients` reached SEARCH_TERM_MIN_CLIENTS. */
export interface SearchesTable { id: Id; term: string; count: number; last_searched_at: string; clients: Generated<number> }
/** Distinct clients (pseudonymous ids) that searched a term not yet listed. */
export interface SearchTermClientsTable { term: string; client: string; seen_at: string }
/** A term staff hid from "recently" and "most searched" for good: who, why and when. */
export interface HiddenSearchTermsTable { term: string; hidden_by: number | null; reason: string; hidden_at: string }
/** Who searched what today, as a pseudonymous client id: "most searched" counts each once. */
export interface SearchClientsTable { day: string; term: string; client: string }
export interface SearchDocsTable { id: Id; kind: string; ref_id: number; body: string }
/** A comment on an update; staff removal marks it (`deleted_at`, `deleted_by`) and hides it from everyone else. */
export interface UserCommentsTable { id: Id; user_id: number | null; update_id: number; comment: string; created_at: string; deleted_at: Generated<string | null>; deleted_by: Generated<number | null>; hidden_at: Generated<string | null>; hidden_by: Generated<number | null> }
/** A reply staff sent from the desk to a contact or removal request, with the mail that carried it. */
export interface RequestRepliesTable { id: Id; request_kind: string; request_id: number; user_id: number | null; username: string; body: string; locale: string; sent_mail_id: number | null; at: string }
/** The last period each scheduled job was taken in, and by which process (server/jobs/leases.ts). */
export interface JobLeasesTable { name: string; run_key: string; holder: string; acquired_at: string }
export interface CorrespondingUpdatesTable { id: Id; update_id: number; corresponding_update_id: number }

/** A file staff uploaded, as received and checked (server/media/library); `deleted_at`: soft-deleted. */
export interface MediaAssetsTable {
  id: Id;
  kind: 'image' | 'video' | 'archive';
  original_filename: string;
  filename_lower: string; // for the case-insensitive search
  content_type: string; // what the bytes are (sniffed), never only what the client said
  size: number;
  sha256: string;
  storage_key: string; // in the private `library` store
  width: number | null;
  height: number | null;
  uploaded_by: number | null;
  created_at: string;
  deleted_at: string | null;
}

/** One processing job of a library file (server/media/processing/queue.ts), since migration 023. */
export interface MediaJobsTable {
  id: Id;
  asset_id: number;
  kind: string; // a ProcessingKind
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number; // 0..1
  attempts: number; // claims so far; also the fencing token of the running claim
  error: string | null;
  result: string | null; // JSON from the handler
  lease_until: string | null; // a running job whose lease passed is taken over
  run_after: string; // not claimed before (retry backoff)
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_changes: EmailChangesTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  models: ModelsTable;
  places: NamedTable;
  channels: NamedTable;
  tags: NamedTable;
  categories: NamedTable;
  updates: UpdatesTable;
  update_tags: UpdateTagsTable;
  update_models: UpdateModelsTable;
  images: ImagesTable;
  chapters: ChaptersTable;
  posts: PostsTable;
  post_tags: PostTagsTable;
  post_models: PostModelsTable;
  articles: ArticlesTable;
  payments: PaymentsTable;
  invoice_counters: InvoiceCountersTable;
  postbacks: PostbacksTable;
  voucher_claims: VoucherClaimsTable;
  payment_claims: PaymentClaimsTable;
  subscriptions: SubscriptionsTable;
  payment_notifications: PaymentNotificationsTable;
  payment_consents: PaymentConsentsTable;
  affiliate_conversions: AffiliateConversionsTable;
  password_resets: PasswordResetsTable;
  sent_mails: SentMailsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  purchases: PurchasesTable;
  favourites: FavouritesTable;
  favourite_models: FavouriteModelsTable;
  ratings: RatingsTable;
  locales: LocalesTable;
  translations: TranslationsTable;
  site_configs: SiteConfigsTable;
  site_config_versions: SiteConfigVersionsTable;
  contact_requests: ContactRequestsTable;
  content_removal_requests: ContentRemovalRequestsTable;
  affiliate_campaigns: AffiliateCampaignsTable;
  affiliate_entries: AffiliateEntriesTable;
  partners: PartnersTable;
  searches: SearchesTable;
  search_clients: SearchClientsTable;
  search_term_clients: SearchTermClientsTable;
  hidden_search_terms: HiddenSearchTermsTable;
  search_docs: SearchDocsTable;
  usercomments: UserCommentsTable;
  correspondingupdates: CorrespondingUpdatesTable;
  job_leases: JobLeasesTable;
  scheduled_publishes: ScheduledPublishesTable;
  media_assets: MediaAssetsTable;
  media_jobs: MediaJobsTable;
  content_changes: ContentChangesTable;
  staff_actions: StaffActionsTable;
  request_replies: RequestRepliesTable;
}

export type UpdateRow = Selectable<UpdatesTable>;
export type ModelRow = Selectable<ModelsTable>;
export type NamedRow = Selectable<NamedTable>;
export type PostRow = Selectable<PostsTable>;
export type NewUpdate = Insertable<UpdatesTable>;
