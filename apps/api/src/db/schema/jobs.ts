import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per run of a background job (the daily archive, renewals, mail sending), whichever
 * runner ran it (pg-boss on PostgreSQL, the in-process runner on PGlite): what ran, for which
 * scheduled slot, how it ended. A failure is visible here (and in the log) with its error code,
 * never with patient data; `slot` lets anyone check that a schedule ran once per tick.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** The scheduled tick (ISO minute) of a cron job, or the queued job's id. */
    slot: text().notNull(),
    attempt: integer().notNull().default(1),
    status: text({ enum: ['running', 'completed', 'failed'] })
      .notNull()
      .default('running'),
    /** Counts the job returns (e.g. {archived: 3}); no patient data. */
    summary: jsonb(),
    /** The error's type or code when it failed (messages may carry data, so they are not kept). */
    error: text(),
    /** Which process ran it (host:pid), to show that work spread over a fleet. */
    worker: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('job_runs_name_slot').on(t.name, t.slot)],
);
