import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '@portal/shared/schemas/payments';
import { files, users } from './core';
import { requests } from './requests';

/**
 * Payments, the Store & Share subscription and delivered records. No table holds a card number or
 * a CVV: a card is the gateway's payment-method id plus what the spec shows (brand, last4, expiry).
 */

/** The gateway's customer of a user (Stripe customer, or the local gateway's equivalent). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gateway: text({ enum: ['local', 'stripe'] }).notNull(),
  customerId: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const cards = pgTable(
  'cards',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text({ enum: ['local', 'stripe'] }).notNull(),
    paymentMethodId: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer().notNull(),
    expYear: integer().notNull(),
    name: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text().notNull().default(''),
    addressCity: text().notNull(),
    addressState: text().notNull(),
    addressZip: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: requests and invoices keep naming the card they were paid with. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('cards_user_idx').on(t.userId), uniqueIndex('cards_pm_idx').on(t.userId, t.paymentMethodId)],
);

/** refunded: captured, then returned in full (a request closed as "no records found"). The shared list. */
export const PAYMENT_STATUS_VALUES = PAYMENT_STATUSES;

/** A request's payment: the estimate authorized at submission, captured on delivery. One per request. */
export const requestPayments = pgTable(
  'request_payments',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' })
      .unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text({ enum: ['card', 'check', 'none'] }).notNull(),
    status: text({ enum: PAYMENT_STATUS_VALUES }).notNull(),
    cardId: integer().references(() => cards.id),
    amountCents: integer().notNull(),
    capturedCents: integer(),
    /** What went back to the card (no records found refunds every charge). */
    refundedCents: integer(),
    gatewayIntentId: text(),
    failureMessage: text(),
    authorizedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_payments_user_idx').on(t.userId)],
);

/** payments/store_screen_shot: what the user saw and agreed to when paying (image + detail). */
export const paymentEvidence = pgTable(
  'payment_evidence',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid().references(() => files.id),
    fileName: text(),
    detail: text(),
    custodianIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    rememberMe: boolean().notNull().default(false),
    cardId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_evidence_request_idx').on(t.requestId)],
);

/** Store & Share: one row per user; is_subscription_deactive is status !== 'active'. */
export const subscriptions = pgTable('subscriptions', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
    .unique(),
  status: text({ enum: ['active', 'canceled', 'past_due'] }).notNull(),
  cardId: integer().references(() => cards.id),
  initials: text().notNull(),
  priceCents: integer().notNull(),
  subscribedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  canceledAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionCharges = pgTable('subscription_charges', {
  id: serial().primaryKey(),
  subscriptionId: integer()
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  amountCents: integer().notNull(),
  status: text({ enum: ['paid', 'failed'] }).notNull(),
  gatewayIntentId: text(),
  failureMessage: text(),
  periodEnd: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Records a provider delivered for a request (staff fill it; downloads read it). */
export const medicalRecords = pgTable(
  'medical_records',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    name: text().notNull(),
    /** Counted at upload (the request detail lists pages); null when not countable. */
    pageCount: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('medical_records_request_idx').on(t.requestId)],
);

/**
 * The local gateway's objects (customers, setup intents, payment methods, payment intents): kept
 * in the database, not in memory, so several API processes see the same state.
 */
export const localGatewayObjects = pgTable('local_gateway_objects', {
  id: text().primaryKey(),
  kind: text({ enum: ['customer', 'setup_intent', 'payment_method', 'payment_intent'] }).notNull(),
  customerId: text(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
