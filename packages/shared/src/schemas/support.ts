import { z } from 'zod';
import { MESSAGES } from '../messages';
import { requiredText } from './common';

/** The help-desk modal's issue options, exactly as spec section 2 lists them. */
export const HELP_DESK_ISSUES = [
  'Application working slowly',
  'Application is no longer responding',
  'Application is not functioning as expected',
  'I have a suggestion',
  'Something else',
] as const;

/** A page code: 'P-2' followed by three digits (spec section 3). */
export const PAGE_CODE_RE = /^P-2\d{3}$/;

/** Help-desk feedback (POST /api/v2/support/jira, multipart): title and comment required. */
export const helpDeskSchema = z.object({
  issue: z.enum(HELP_DESK_ISSUES, { error: MESSAGES.required }),
  title: requiredText(200),
  comment: requiredText(5000),
  unique_identifier_number: z.string().trim().regex(PAGE_CODE_RE, 'Invalid page code'),
});
export type HelpDeskInput = z.input<typeof helpDeskSchema>;

export const helpDeskAnswerSchema = z.object({ message: z.string(), ticket_id: z.number() });

export const HELP_DESK_SENT = 'Thank you! Your feedback has been sent to our help desk.';

/** A crash report from the web's error page: never patient data, every field cut short. */
export const errorReportSchema = z.object({
  name: z.string().trim().max(200).default('Error'),
  message: z.string().max(1000).default(''),
  stack: z.string().max(8000).nullable().optional(),
  component_stack: z.string().max(8000).nullable().optional(),
  route: z.string().max(500).default(''),
});
