import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPgServer, type PgServer } from './pg-server';

/**
 * A server on its own PostgreSQL database for the authorization journeys: they need providers in
 * other languages (set up by a DB insert, as no screen creates providers) and read the mailed
 * links from the mail_outbox table.
 */
export { PG_ADMIN, pgReachable } from './pg-server';
export type DocsServer = PgServer;
export const startDocsServer = (): Promise<DocsServer> => startPgServer('e2e_auth', { SEED_DEMO: 'never' });

/** A provider with the given e-authorization language and sensitive options, and a draft request of the user for it. */
export async function draftRequest(db: pg.Client, userId: number, opts: { language?: string; sensitive?: boolean }) {
  const urlId = `p-${randomBytes(4).toString('hex')}`;
  const langs = opts.language ? [{ key: opts.language, value: opts.language }] : [];
  const c = await db.query(
    `INSERT INTO custodians (url_id, name, multi_language_for_patient_eauth, sensitive_information_options) VALUES ($1, $2, $3, $4) RETURNING id`,
    [urlId, 'Mercy General Hospital', JSON.stringify(langs), JSON.stringify(opts.sensitive ? ['mental_health'] : [])],
  );
  const rid = `${Date.now() % 1_000_000_000}-${randomBytes(2).readUInt16BE(0) % 10_000}`;
  const r = await db.query(
    `INSERT INTO requests (rid, user_id, custodian_id, request_type, status, current_step) VALUES ($1, $2, $3, 'Record', 'draft', 5) RETURNING id`,
    [rid, userId, c.rows[0].id],
  );
  return { rid, requestId: r.rows[0].id as number };
}

/** The link in the newest mail to an address. */
export async function latestLink(db: pg.Client, to: string): Promise<URL> {
  const { rows } = await db.query(`SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [to]);
  const m = /https?:\/\/\S+/.exec(rows[0]?.text ?? '');
  if (!m) throw new Error('no link mailed');
  return new URL(m[0]);
}

/** Text of a PDF via pdftotext (poppler-utils), or null when it is not installed. */
export function pdfText(file: string): string | null {
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch {
    return null;
  }
}

/** Renders a PDF's first page to PNG for a person to look at (kept under the OS temp dir). */
export function renderFirstPage(file: string, outPrefix: string) {
  try {
    execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', file, outPrefix]);
  } catch {
    /* poppler-utils missing: the text check above already said so */
  }
}
