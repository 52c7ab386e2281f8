// `npm test`: typecheck, lint and formatting (at once: three single-threaded tools on however many
// cores there are), unit and API tests, then the web build, then the browser journeys (two files at
// a time, vitest.config.ts) beside the API files that can differ by database run again on
// PostgreSQL, one file at a time (when one answers at PG_TEST_URL, default
// postgres://postgres@127.0.0.1:5432/test: a journey mostly waits, so they share the cores well).
// Prints each phase's elapsed time (and the machine's load average, since a busy machine stretches
// every figure) as it ends, and all of them at the end.
// With DATABASE_URL set, the API suites run against that PostgreSQL instead of PGlite.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { bothDatabaseFiles } from './api-test-files.mjs';
import { ensureChromium } from './install-browser.mjs';
import { ensureServices } from './install-services.mjs';

const PG_TEST_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const started = Date.now();
const times = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const secs = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs one phase, its output straight through; stops `npm test` when it fails. */
function phase(name, cmd, args, env = process.env) {
  console.log(`\n== ${name}: $ ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  done(name, t0, r.status ?? 1);
}

function done(name, t0, status, parts = [], failed = []) {
  const ms = Date.now() - t0;
  times.push([name, ms], ...parts);
  console.log(`== ${name}: ${status === 0 ? 'passed' : `FAILED (${status})`} in ${secs(ms)} (load average ${load()})`);
  if (status !== 0) {
    // Side-by-side outputs are long and the first to end scrolls out of a log's tail: the
    // failing lines are repeated last, where a reader of the tail finds them.
    for (const [label, text] of failed) console.log(`\n== what failed in ${label}:\n${failureLines(text)}`);
    summary();
    process.exit(status);
  }
}

/** A failed run's verdict lines: failing files and tests, errors, the counts (at most 60 lines). */
function failureLines(text) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const wanted = /(\bFAIL\b|×|✗|Error[:\]]|Test Files|Tests\s+\d|expected|Timeout|timed out)/;
  const lines = plain.filter((l) => wanted.test(l)).map((l) => l.slice(0, 300));
  return (lines.length ? lines : plain.slice(-20)).slice(0, 60).join('\n');
}

/** Runs commands at once, each one's output held and printed whole when it ends. */
async function together(name, commands) {
  console.log(`\n== ${name}: ${commands.map(([, cmd, args]) => `${cmd} ${args.join(' ')}`).join(' | ')}`);
  const t0 = Date.now();
  const parts = [];
  const failed = [];
  const results = await Promise.all(
    commands.map(
      ([label, cmd, args, env = {}]) =>
        new Promise((resolve) => {
          const s = Date.now();
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
          const out = [];
          child.stdout.on('data', (b) => out.push(b));
          child.stderr.on('data', (b) => out.push(b));
          child.on('close', (code) => {
            const text = Buffer.concat(out).toString().trimEnd();
            console.log(`-- ${label}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${secs(Date.now() - s)}`);
            if (text) console.log(text);
            parts.push([`  ${label}`, Date.now() - s]);
            if (code !== 0) failed.push([label, text]);
            resolve(code ?? 1);
          });
        }),
    ),
  );
  done(name, t0, results.find((c) => c !== 0) ?? 0, parts, failed);
}

function summary() {
  console.log('\nPhase times:');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(28)} ${secs(ms).padStart(7)}`);
  console.log(`  ${'total'.padEnd(28)} ${secs(Date.now() - started).padStart(7)}  (load average now ${load()})`);
}

await together('static checks', [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
]);
ensureServices();
phase('unit and API tests', 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'web', '--project', 'api']);
const chromium = ensureChromium();
if (!chromium) {
  console.error('Browser journeys need chromium; see README.');
  process.exit(1);
}
phase('build', 'npm', ['run', 'build']);

/** PostgreSQL for the second run of the database-specific API files, when one answers (CI has one). */
async function postgresAnswers() {
  if (process.env.DATABASE_URL) return false; // the API suites already ran on PostgreSQL
  const client = new pg.Client({ connectionString: PG_TEST_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const journeys = ['browser journeys', 'npx', ['vitest', 'run', '--project', 'e2e'], { CHROMIUM_PATH: chromium }];
if (await postgresAnswers()) {
  const both = bothDatabaseFiles();
  if (both.length === 0) {
    console.error('No API test file is marked to run on both databases: scripts/api-test-files.mjs failed?');
    process.exit(1);
  }
  await together('journeys, and API tests on PostgreSQL', [
    journeys,
    [
      `API tests on PostgreSQL (${both.length} files)`,
      'npx',
      ['vitest', 'run', '--project', 'api', '--maxWorkers=1', ...both],
      { DATABASE_URL: PG_TEST_URL },
    ],
  ]);
} else {
  console.log(`\nPostgreSQL does not answer at ${PG_TEST_URL}: the database-specific API files ran on PGlite only.`);
  phase(journeys[0], journeys[1], journeys[2], { ...process.env, ...journeys[3] });
}
summary();
