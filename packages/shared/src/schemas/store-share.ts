import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema, personName } from './common';

/**
 * Store & Share beyond downloads: the development mail outbox of the records desk,
 * sharing record sets with a person, and the recipient's view. Our own API (the spec shows none).
 */

export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = z.object({
  mails: z.array(outboxMailSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const SHARE_LIMITS = { minDays: 1, maxDays: 30, maxTries: 5, codeLength: 8, maxItems: 200 } as const;

export const SHARE_MESSAGES = {
  expiry: 'Choose between 1 and 30 days.',
  nothingChosen: 'Choose at least one record set.',
  oneDob: "A share holds the records of one patient. Share each patient's records separately.",
  wrongCode: 'The access code or the date of birth is not right.',
  unavailable: 'This link is not available. It may have expired or been revoked.',
  downloadNotAllowed: 'Download is not allowed for this share.',
  revoked: 'Share revoked.',
  subscriptionRequired: 'Sharing records is part of Store & Share. Subscribe to share them.',
  noDob: "Add the patient's date of birth before sharing: the recipient confirms it to open the records.",
  cannotShow: 'This record cannot be shown.',
} as const;

/** The recipient's name goes into the mail sent to them: a person's name only (see personName). */
const name = personName(100);

/** POST /api/v2/shares: chosen record sets (rids) or one record, for one person, 1 to 30 days. */
export const shareCreateSchema = z
  .object({
    request_ids: z.array(z.string().trim().min(1).max(40)).max(100).default([]),
    record_id: z.number().int().positive().optional(),
    recipient_name: name,
    recipient_email: emailSchema,
    purpose: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200),
    expires_in_days: z
      .number({ error: SHARE_MESSAGES.expiry })
      .int(SHARE_MESSAGES.expiry)
      .min(SHARE_LIMITS.minDays, SHARE_MESSAGES.expiry)
      .max(SHARE_LIMITS.maxDays, SHARE_MESSAGES.expiry),
    allow_download: z.boolean().default(false),
  })
  .refine((b) => b.request_ids.length > 0 || b.record_id !== undefined, {
    error: SHARE_MESSAGES.nothingChosen,
    path: ['request_ids'],
  });
export type ShareCreate = z.input<typeof shareCreateSchema>;

export const SHARE_STATUSES = ['active', 'expired', 'revoked', 'locked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const shareEventSchema = z.object({
  kind: z.enum(['view', 'download', 'refused']),
  at: z.string(),
  browser: z.string().nullable(),
});
export const shareSchema = z.object({
  id: z.number(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  purpose: z.string(),
  allow_download: z.boolean(),
  status: z.enum(SHARE_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  records: z.array(z.object({ id: z.number(), name: z.string(), rid: z.string() })),
  events: z.array(shareEventSchema),
});
export type Share = z.infer<typeof shareSchema>;
export const sharesResponseSchema = z.object({ shares: z.array(shareSchema) });
/** The access code is answered once, at creation, for the patient to pass on by another channel. */
export const shareCreatedSchema = z.object({ share: shareSchema, access_code: z.string() });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** POST /api/v2/shared/open: the recipient's token (from the link), the code and the patient's DOB. */
export const shareOpenSchema = z.object({
  token: z.string().min(10).max(200),
  code: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(20),
  dob: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(10),
});
export const sharedFileSchema = z.object({ id: z.number(), name: z.string(), created_at: z.string() });
export const shareOpenedSchema = z.object({
  session: z.string(),
  shared_by: z.string(),
  recipient_name: z.string(),
  shared_on: z.string(),
  expires_at: z.string(),
  allow_download: z.boolean(),
  files: z.array(sharedFileSchema),
});
export type ShareOpened = z.infer<typeof shareOpenedSchema>;
