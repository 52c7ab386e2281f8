import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';
import type { JobSummary } from './types';
import { noRow } from '../errors';

export const WORKER = `${os.hostname()}:${process.pid}`;

/** An error's type or code, without its message (a database error's message carries values). */
export function errorCode(err: unknown): string {
  if (err && typeof err === 'object') {
    const code = (err as { code?: unknown }).code;
    const name = (err as { name?: unknown }).name;
    return [typeof name === 'string' ? name : 'Error', typeof code === 'string' ? code : ''].filter(Boolean).join(':');
  }
  return typeof err;
}

/** Runs a job and keeps its run in `job_runs`: started, then completed with its counts or failed. */
export async function recordRun(db: Db, name: string, slot: string, attempt: number, fn: () => Promise<JobSummary>) {
  const [row] = await db.insert(jobRuns).values({ name, slot, attempt, worker: WORKER }).returning({ id: jobRuns.id });
  if (!row) throw noRow('job_run');
  try {
    const summary = await fn();
    await db
      .update(jobRuns)
      .set({ status: 'completed', summary: summary ?? null, finishedAt: new Date() })
      .where(eq(jobRuns.id, row.id));
    return summary;
  } catch (err) {
    await db
      .update(jobRuns)
      .set({ status: 'failed', error: errorCode(err), finishedAt: new Date() })
      .where(eq(jobRuns.id, row.id));
    throw err;
  }
}
