import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * CI runs every API test file on PGlite and, on PostgreSQL, only the files marked
 * `// Runs on both databases: <why>` (scripts/api-test-files.mjs). The mark must not be
 * forgotten where the two can differ: a file that opens a database and touches SQL, locks,
 * concurrency, plans, migrations, jobs or the driver carries it. When this fails, add the line
 * (with the reason) at the top of the named file; where the flagged code cannot differ (parallel
 * sign-ups in a setup, say), `// One database suffices: <why>` says so instead, for review.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MARK = /^\/\/ Runs on both databases: \S/m;
/** A file the patterns below flag, whose author has checked that it cannot differ, says why. */
const ONE_SUFFICES = /^\/\/ One database suffices: \S/m;

/** The file opens a database (the test harness, or the database module itself). */
/** This file names the patterns below and opens no database. */
const SELF = 'apps/api/test/database-specific.test.ts';

const OPENS_DATABASE = /from '(\.\/|\.\.\/)+(test\/)?harness'|\b(openDatabase|startDatabase|createTestApp|buildApp)\b/;

/** What can behave differently on the two: each with what it is. */
const DIFFERS: Array<[RegExp, string]> = [
  [/sql`|\.execute\(|\bpg_\w+|\bexplain\b|json_to_recordset|row_to_json/i, 'SQL of its own'],
  [/\b(queryRaw|queryPrepared|executeWithSession|preparedFor|foldedText)\b/, 'the prepared-statement paths'],
  [/for update|advisory|\block(s|ed)?\b|deadlock|isolation|serializ/i, 'locking'],
  [/Promise\.all(Settled)?\(/, 'concurrent requests or statements'],
  [/\bplan(s|ner)?\b.*\b(generic|custom|index|seq|scan)|generic plan/i, 'query plans'],
  [/migrat/i, 'migrations'],
  [/DATABASE_URL|database\.kind|kind === 'postgres'|pg-?boss|from 'pg'/, 'the driver or PostgreSQL alone'],
  [/\b23505\b|\bunique_violation\b|\bconstraint\b/i, 'database errors'],
];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'node_modules'
        ? []
        : testFiles(`${dir}/${e.name}`)
      : e.name.endsWith('.test.ts')
        ? [`${dir}/${e.name}`]
        : [],
  );
}

describe('API test files that run on both databases', () => {
  const files = [...testFiles('apps/api/src'), ...testFiles('apps/api/test')].sort();

  it('every file that opens a database and can differ between the two is marked', () => {
    const unmarked = files.flatMap((f) => {
      const text = readFileSync(path.join(root, f), 'utf8');
      if (f === SELF || MARK.test(text) || ONE_SUFFICES.test(text) || !OPENS_DATABASE.test(text)) return [];
      const why = DIFFERS.filter(([re]) => re.test(text)).map(([, what]) => what);
      return why.length ? [`${f} (${why.join(', ')})`] : [];
    });
    expect(
      unmarked,
      'add "// Runs on both databases: <why>" at the top of these files (or, having checked that the flagged code cannot differ, "// One database suffices: <why>")',
    ).toEqual([]);
  });

  it('CI selects exactly the marked files', () => {
    const marked = files.filter((f) => MARK.test(readFileSync(path.join(root, f), 'utf8')));
    const selected = execFileSync(process.execPath, [path.join(root, 'scripts/api-test-files.mjs'), '--both'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(selected).toEqual(marked);
    expect(marked.length).toBeGreaterThan(0);
  });
});
