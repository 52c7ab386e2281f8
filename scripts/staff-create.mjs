// Creates a records-desk (staff) account on the configured database (DATA_DIR / DATABASE_URL).
// Usage: npm run staff:create -- --email clerk@example.com --password 'Str0ng!Pass' --name Sam --last-name Lee
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createStaffAccount, StaffAccountError } from '../apps/api/src/modules/staff/accounts.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const config = loadConfig(process.env);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  const u = await createStaffAccount(database.db, {
    email: values.email ?? '',
    password: values.password ?? '',
    name: values.name ?? '',
    last_name: values['last-name'] ?? '',
  });
  console.log(
    [
      `Staff account ${u.email} created (id ${u.id}). Sign in at /login; the console is /staff.`,
      'At the first sign-in the account must set up a second factor before the desk opens: after the',
      'password, scan the QR code with an authenticator app (or type its secret), enter the first code,',
      'and keep the ten recovery codes it shows. Records-desk accounts cannot turn the factor off.',
    ].join('\n'),
  );
} catch (err) {
  console.error(err instanceof StaffAccountError ? `Could not create the staff account:\n${err.message}` : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
