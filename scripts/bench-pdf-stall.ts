// `npm run bench:pdf-stall [-- --pages 20000 --pg-url postgres://postgres@127.0.0.1:5432/postgres
//   --database bench_pdf --max-pages N]`
// A records desk uploads a small PDF that declares many pages (one page object listed --pages
// times, about 6 bytes a page) to a patient's request, the patient shares the request, and the
// recipient opens the shared record, while /healthz is timed every 100 ms on fresh connections.
// Prints the longest /healthz answer before and during the open, and what the recipient got: the
// stamped record, or the share's refusal and its message. Then the same with an ordinary one-page
// record, for comparison. The API is the compiled one `npm start` runs, on a fresh PostgreSQL
// database of its own; --max-pages sets SHARE_STAMP_MAX_PAGES (default: the API's own default).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openDatabase } from '../apps/api/src/db/client';
import { custodians, mailOutbox, medicalRecords, requests, subscriptions, users } from '../apps/api/src/db/schema';
import { createStaffAccount } from '../apps/api/src/modules/staff/accounts';
import { totpCode } from '../apps/api/test/support/totp';
// @ts-expect-error plain JavaScript without declarations
import { apiBuildIsStale, apiBundle, buildApi } from './build-api.mjs';
import { dropBenchDatabase, freePort, freshBenchDatabase } from './lib.mjs';

const { values: opt } = parseArgs({
  options: {
    pages: { type: 'string', default: '20000' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    database: { type: 'string', default: 'bench_pdf' },
    'max-pages': { type: 'string' },
  },
});
const PASSWORD = 'Str0ng!Passw0rd';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PDF whose page tree lists one page `pages` times: small on disk, huge once parsed. */
function manyPagePdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, () => '3 0 R').join(' ');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

if (apiBuildIsStale()) {
  console.log('Compiling the API...');
  await buildApi();
}
const dbUrl = await freshBenchDatabase(opt['pg-url'], opt.database);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pdf-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { REDIS_URL: _redis, ...inherited } = process.env;
const server = spawn(process.execPath, [apiBundle as string], {
  env: {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: base,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'never',
    SEED_DIRECTORY_COUNT: '0',
    DRAIN_SETTLE_MS: '0',
    ...(opt['max-pages'] ? { SHARE_STAMP_MAX_PAGES: opt['max-pages'] } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

/** The fields of the API's answers this bench reads. */
interface Answer {
  auth_token?: string;
  session_token?: string;
  mfa_token?: string;
  secret?: string;
  access_code?: string;
  session?: string;
  error?: { messages?: string[] };
}

/** One call: status, JSON (when it is), bytes, and how long it took. */
async function call(method: string, p: string, opts: { headers?: Record<string, string>; body?: unknown } = {}) {
  const t0 = performance.now();
  const isBuffer = Buffer.isBuffer(opts.body);
  const res = await fetch(base + p, {
    method,
    headers: { ...(opts.body && !isBuffer ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    body:
      opts.body === undefined ? undefined : isBuffer ? new Uint8Array(opts.body as Buffer) : JSON.stringify(opts.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: Answer = {};
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, bytes, ms: performance.now() - t0, type: res.headers.get('content-type') };
}
const ok = async (method: string, p: string, opts: Parameters<typeof call>[2] = {}) => {
  const r = await call(method, p, opts);
  if (r.status !== 200) throw new Error(`${method} ${p}: ${r.status} ${r.bytes.toString().slice(0, 300)}`);
  return r;
};

/** /healthz on a fresh connection (what a balancer's check does), its time in ms. */
const healthz = () =>
  new Promise<number>((resolve) => {
    const t0 = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - t0));
    });
    req.on('error', () => resolve(Infinity));
  });

let failed = false;
try {
  for (let i = 0; ; i++) {
    if ((await call('GET', '/readyz').catch(() => null))?.status === 200) break;
    if (server.exitCode !== null || i > 1200) throw new Error('the API did not come up');
    await sleep(250);
  }
  const database = await openDatabase({ databaseUrl: dbUrl });
  const { db } = database;

  // The patient, through the API; what the desk's queue would hold, in the database.
  const email = `pdf-${randomBytes(3).toString('hex')}@example.com`;
  const up = await ok('POST', '/api/v2/auth/sign_up', {
    body: { name: 'Ana', last_name: 'Silva', email, password: PASSWORD, date_of_birth: '3/14/1988' },
  });
  const patientToken = (await ok('POST', '/api/v2/auth/exchange', { body: { auth_token: up.json.auth_token } })).json
    .session_token as string;
  const [patientRow] = await db.select().from(users).where(eq(users.email, email));
  await db.insert(subscriptions).values({
    userId: patientRow!.id,
    status: 'active',
    initials: 'AS',
    priceCents: 499,
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
  });
  const [clinic] = await db
    .insert(custodians)
    .values({ urlId: 'bench-pdf-clinic', name: 'Bench Clinic', state: 'NY', city: 'Albany' })
    .returning();
  const newRequest = async () => {
    const [r] = await db
      .insert(requests)
      .values({
        rid: `B${randomBytes(4).toString('hex')}`,
        userId: patientRow!.id,
        custodianId: clinic!.id,
        requestType: 'Record',
        status: 'ordered',
        currentStep: 11,
        patientFirstName: 'Ana',
        patientLastName: 'Silva',
        patientDob: '1988-03-14',
        allRecords: true,
        reasonForRequest: ['Continuing care'],
        recordTypes: ['All'],
        deliveryMethod: 'instant_download',
        submittedOn: new Date(),
        orderedOn: new Date(),
      })
      .returning();
    return r!;
  };

  // The desk: a staff account, its first sign-in with the authenticator enrolment.
  const clerkEmail = `clerk-${randomBytes(3).toString('hex')}@example.com`;
  await createStaffAccount(db, { email: clerkEmail, password: PASSWORD, name: 'Casey', last_name: 'Morgan' });
  const { mfa_token } = (await ok('POST', '/api/v2/auth/sign_in', { body: { email: clerkEmail, password: PASSWORD } }))
    .json;
  const { secret } = (await ok('POST', '/api/v2/auth/mfa/enrol_totp', { body: { mfa_token } })).json;
  await ok('POST', '/api/v2/auth/mfa/enrol_totp/confirm', { body: { mfa_token, code: totpCode(secret as string) } });
  const { auth_token } = (await ok('POST', '/api/v2/auth/mfa/continue', { body: { mfa_token } })).json;
  const clerkToken = (await ok('POST', '/api/v2/auth/exchange', { body: { auth_token } })).json.session_token as string;

  /** Desk upload, the request then completed, shared by the patient, opened by the recipient. */
  async function shareAndOpen(name: string, pdf: Buffer) {
    const r = await newRequest();
    const boundary = `----bench${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await ok('POST', `/api/v2/staff/requests/${r.rid}/records`, {
      headers: { 'authorization-token': clerkToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    // Completion at the desk charges the fee and mails the patient; here the request is simply
    // marked completed, which is all a share asks of it.
    await db.update(requests).set({ status: 'completed', completedOn: new Date() }).where(eq(requests.id, r.id));
    const share = await ok('POST', '/api/v2/shares', {
      headers: { 'authorization-token': patientToken },
      body: {
        request_ids: [r.rid],
        recipient_name: 'Dr. Rivera',
        recipient_email: 'rivera@clinic.test',
        purpose: 'Second opinion',
        expires_in_days: 7,
        allow_download: true,
      },
    });
    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('share')!;
    const opened = await ok('POST', '/api/v2/shared/open', {
      headers: { 'user-agent': UA },
      body: { token, code: share.json.access_code, dob: '3/14/1988' },
    });
    const [record] = await db.select().from(medicalRecords).where(eq(medicalRecords.requestId, r.id));

    // /healthz every 100 ms: a second before, during the open, and a second after.
    const before: number[] = [];
    const during: number[] = [];
    let phase: number[] = before;
    let stop = false;
    const prober = (async () => {
      while (!stop) {
        const t = performance.now();
        const ms = await healthz();
        phase.push(ms);
        await sleep(Math.max(0, 100 - (performance.now() - t)));
      }
    })();
    await sleep(1000);
    phase = during;
    const view = await call('GET', `/api/v2/shared/files/${record!.id}`, {
      headers: { 'user-agent': UA, 'share-session': opened.json.session as string },
    });
    await sleep(1000);
    stop = true;
    await prober;
    let outcome: string;
    if (view.status === 200 && view.type?.startsWith('application/pdf')) {
      const doc = await PDFDocument.load(view.bytes, { updateMetadata: false, ignoreEncryption: true });
      outcome = `200, ${doc.getProducer() === 'Patient Portal share' ? 'stamped' : 'NOT stamped'}, ${doc.getPageCount()} page(s), ${(view.bytes.length / 1024).toFixed(0)} KB`;
      if (doc.getProducer() !== 'Patient Portal share') failed = true;
    } else {
      outcome = `${view.status}: "${(view.json.error?.messages ?? []).join(' ')}"`;
    }
    const max = (l: number[]) => Math.max(...l).toFixed(0);
    return {
      name,
      size: `${(pdf.length / 1024).toFixed(0)} KB`,
      upload: `${uploaded.status} in ${uploaded.ms.toFixed(0)} ms`,
      outcome,
      viewMs: view.ms.toFixed(0),
      healthBefore: `${max(before)} ms (${before.length} probes)`,
      healthDuring: `${max(during)} ms (${during.length} probes)`,
      maxDuring: Math.max(...during),
    };
  }

  const pages = Number(opt.pages);
  const big = await shareAndOpen(`declares-${pages}-pages.pdf`, manyPagePdf(pages));
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Lab results', { x: 50, y: 780, size: 14, font });
  const small = await shareAndOpen('labs.pdf', Buffer.from(await doc.save()));
  await database.close();

  const load = os.loadavg();
  console.log(`
| record | ${big.name} | ${small.name} |
|---|---|---|
| size | ${big.size} | ${small.size} |
| desk upload | ${big.upload} | ${small.upload} |
| recipient's open (GET /api/v2/shared/files/:id) | ${big.viewMs} ms | ${small.viewMs} ms |
| what the recipient got | ${big.outcome} | ${small.outcome} |
| longest /healthz, the second before | ${big.healthBefore} | ${small.healthBefore} |
| longest /healthz while it was opened (+1 s) | ${big.healthDuring} | ${small.healthDuring} |

Load average ${load.map((x) => x.toFixed(2)).join(' ')} on ${os.cpus().length} cores; SHARE_STAMP_MAX_PAGES ${opt['max-pages'] ?? 'default (1000)'}.`);
  if (big.maxDuring > 1000) {
    console.log(`FAIL /healthz took ${big.maxDuring.toFixed(0)} ms while the large record was opened`);
    failed = true;
  }
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.on('exit', () => resolve());
    server.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
  await dropBenchDatabase(opt['pg-url'], opt.database).catch(() => {});
}
process.exit(failed ? 1 : 0);
