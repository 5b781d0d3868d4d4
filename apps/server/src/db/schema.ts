import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The one database schema, shared by PGlite and PostgreSQL. Migrations only add: a shipped
 * migration is never edited, and a column or table is never dropped or renamed
 * (ARCHITECTURE.md, "Server").
 */

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A user, created on the first call of a signed-in identity. `id` comes from the token. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
  /** The synced user record of spec section 3 (currency, metricOnly, conversions...). */
  data: jsonb('data').notNull().default({}),
  /** Slow hash (scrypt) of the restricted code; never the code as sent. */
  restrictedHash: text('restricted_hash'),
});

/** A venue; every hot query is keyed by venue id. Deleting is soft. */
export const venues = pgTable(
  'venues',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    /** 'UWP' for a venue that came from the legacy Windows app. */
    source: text('source'),
    /** Revision counter: every stored item change takes the next value. */
    rev: bigint('rev', { mode: 'number' }).notNull().default(0),
    /** Changes when the venue's store is restored, so clients know to reset their cursor. */
    epoch: text('epoch')
      .notNull()
      .default(sql`md5(random()::text)`),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * The last estimate number given in the venue (operations-model §6 "numbered per venue"):
     * the push that first stores an estimate takes the next one in the same statement.
     */
    estimateCount: integer('estimate_count').notNull().default(0),
  },
  (t) => [index('venues_owner_idx').on(t.ownerId)],
);

/**
 * A venue's synced records (ingredients, recipes, packaging, suppliers, menus, settings), each a
 * JSON document keyed by (venue, kind, key), with its sync metadata.
 */
export const items = pgTable(
  'items',
  {
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    doc: jsonb('doc'),
    gen: integer('gen').notNull().default(0),
    hlc: text('hlc').notNull(),
    node: text('node').notNull(),
    rev: bigint('rev', { mode: 'number' }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.kind, t.key] }),
    index('items_venue_rev_idx').on(t.venueId, t.rev),
    // An estimate number is given once per venue: two estimates never share one.
    uniqueIndex('items_estimate_number_idx')
      .on(t.venueId, sql`(${t.doc} ->> 'number')`)
      .where(sql`${t.kind} = 'estimate-number'`),
  ],
);

/** Local accounts of the embedded sign-in provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_email_idx').on(t.email)],
);

/** The embedded provider's stored models (sessions, grants, codes, refresh tokens...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/**
 * Links that set a new password for a local account ("Forgot password?"): single-use, expiring,
 * kept only as the SHA-256 of the token the mail carries.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.accountId)],
);

/**
 * Failed password attempts per local account, shared by every server process: the failures
 * in the current window and, once there were too many, until when sign-in is paused.
 */
export const signInFailures = pgTable('sign_in_failures', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

/** Server secrets made at first start (signing keys, cookie keys), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Mail kept when no SMTP server is configured, readable with `npm run outbox`. */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  replyTo: text('reply_to'),
  createdAt: createdAt(),
});

/** Single-use, expiring codes that reset a user's restricted code. */
export const restrictedResetCodes = pgTable(
  'restricted_reset_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('restricted_reset_codes_user_idx').on(t.userId)],
);

/** A device's outbox for one venue, bound to the user who first pushed with it. */
export const syncClients = pgTable(
  'sync_clients',
  {
    clientId: text('client_id').notNull(),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The highest mutation id acknowledged; replays at or below it change nothing. */
    lastMid: bigint('last_mid', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.venueId] }),
    index('sync_clients_user_idx').on(t.userId),
  ],
);

/**
 * Versions that lost a conflict, kept 30 days so the product can offer to restore them
 * (src/sync/purge-superseded.ts drops older ones).
 */
export const superseded = pgTable(
  'superseded',
  {
    id: text('id').primaryKey(),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    gen: integer('gen').notNull(),
    hlc: text('hlc').notNull(),
    node: text('node').notNull(),
    deleted: boolean('deleted').notNull(),
    doc: jsonb('doc'),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('superseded_venue_key_idx').on(t.venueId, t.kind, t.key)],
);

/**
 * The ingredient thumbnails of a venue, one per foodkey (product spec §4: thumbnails sync on
 * the first cycle and every 10th): the data URL as a device made it, and its SHA-256, by
 * which devices tell what changed.
 */
export const thumbnails = pgTable(
  'thumbnails',
  {
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    foodkey: text('foodkey').notNull(),
    dataUrl: text('data_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.foodkey] })],
);

/**
 * Rate-limit counters, shared by every server process: calls counted under a key (a limit's
 * name and the caller) in the window that ends at `resets_at`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A user's card subscription (product spec §3 "Plans", §4 "Pro status"): the payment
 * provider's customer, made once per user at the first checkout, and the state of its
 * subscription as last re-read from the provider (never as a browser reported it). Without a
 * subscription yet, only the customer is known.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  customerId: text('customer_id').notNull().unique(),
  subscriptionId: text('subscription_id').unique(),
  /** The plan of the subscription's price (`pro-1` … `pro-5`); null for a price not configured. */
  planId: text('plan_id'),
  /** The provider's status: active, past_due, unpaid, canceled, incomplete... */
  status: text('status'),
  /** Venues the plan covers. */
  venues: integer('venues').notNull().default(0),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Payment provider events already handled, by event id: a redelivered event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Store licence packs redeemed (product spec §3 "Plans"): each store purchase, named by its
 * transaction id, is redeemed once by one user.
 */
export const licences = pgTable(
  'licences',
  {
    id: text('id').primaryKey(),
    source: text('source').notNull(),
    productId: text('product_id').notNull(),
    packSize: integer('pack_size').notNull(),
    transactionId: text('transaction_id').notNull(),
    redeemedBy: text('redeemed_by')
      .notNull()
      .references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('licences_transaction_idx').on(t.source, t.transactionId),
    index('licences_redeemed_by_idx').on(t.redeemedBy),
  ],
);

/** Why a user cancelled (product spec §7 "cancel subscription": optional feedback text). */
export const subscriptionFeedback = pgTable(
  'subscription_feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: text('subscription_id'),
    feedback: text('feedback').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_feedback_user_idx').on(t.userId)],
);

/**
 * A venue's website (product spec §1 "A venue can publish a website under a site tag"): its
 * current tag, its publish settings (domain `siteSettingsSchema`), and the public page as
 * last built from the venue's synced records (the domain's site model, the page's HTML and
 * its ETag). The public routes serve the stored page; a published venue sync builds it again.
 */
export const sites = pgTable('sites', {
  venueId: text('venue_id')
    .primaryKey()
    .references(() => venues.id),
  /** The site tag now; null until one is saved. `site_tags` holds it too, unique. */
  tag: text('tag'),
  settings: jsonb('settings').notNull(),
  published: boolean('published').notNull().default(false),
  model: jsonb('model'),
  html: text('html'),
  etag: text('etag'),
  builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every site tag taken, live or old, unique across all venues (its primary key): two venues
 * racing for one tag cannot both insert it. A venue's live tag has no `redirect_until`; a tag it
 * changed away from keeps its row until then, so the old address redirects to the new one and
 * no other venue takes it meanwhile.
 */
export const siteTags = pgTable(
  'site_tags',
  {
    tag: text('tag').primaryKey(),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    redirectUntil: timestamp('redirect_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('site_tags_venue_idx').on(t.venueId)],
);

/**
 * The images a venue stored for its site (logo, pictures): re-encoded, named by the hash of
 * their bytes, kept in the asset storage (a folder under DATA_DIR, or S3).
 */
export const siteAssets = pgTable(
  'site_assets',
  {
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The name the user's file had, as a label only (never a path). */
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.name] })],
);

/**
 * Accounts deleted by their owner ("Delete account"), kept only as the SHA-256 of the token
 * subject and the moment of deletion: an access token issued before then is refused (401)
 * although its signature is still good. Rows older than a day (longer than any token lives)
 * are removed at the next deletion.
 */
export const closedAccounts = pgTable('closed_accounts', {
  subjectHash: text('subject_hash').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
});
