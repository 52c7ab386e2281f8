// Setup of `npm run bench:requests`: a signed-up user with COUNT requests over three years
// (records and forms, every status, self and two dependents, 20 providers).
import type { Database } from '../../apps/api/src/db/client';
import { chatMessages, custodians, dependents, requestStatusHistory, requests } from '../../apps/api/src/db/schema';

export async function seedBenchUser(base: string, database: Database, count: number) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Bench#Requests2026';
  const post = (p: string, body: unknown) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const { auth_token } = await post('/api/v2/auth/sign_up', {
    name: 'Bench',
    last_name: 'User',
    email,
    password,
    date_of_birth: '1/2/1980',
  });
  const { session_token: token } = await post('/api/v2/auth/exchange', { auth_token });
  const me = await (await fetch(`${base}/api/v2/user`, { headers: { 'authorization-token': token } })).json();
  const rids: string[] = [];
  await database.db.transaction(async (tx) => {
    const cs = await tx
      .insert(custodians)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          urlId: `bench-${Date.now()}-${i}`,
          name: `Bench Provider ${i} Medical Center`,
          city: 'Austin',
          state: 'TX',
          zipcode: '78701',
        })),
      )
      .returning({ id: custodians.id });
    const ds = await tx
      .insert(dependents)
      .values([
        { userId: me.id, firstName: 'Kid', lastName: 'User', dob: '2015-01-01', relation: 'child' },
        { userId: me.id, firstName: 'Partner', lastName: 'User', dob: '1981-01-01', relation: 'spouse' },
      ])
      .returning({ id: dependents.id });
    const statuses = ['ordered', 'completed', 'completed_archived', 'closed_archived', 'draft', 'abandoned'] as const;
    const stamp = String(Date.now()).slice(-6);
    const rows = await tx
      .insert(requests)
      .values(
        Array.from({ length: count }, (_, i) => {
          const at = new Date(Date.now() - (i * 1095 * 86_400_000) / count);
          const status = statuses[i % statuses.length];
          return {
            rid: `${stamp}${String(100000 + i)}-${String(100000 + i)}`,
            userId: me.id,
            dependentId: i % 3 === 0 ? null : ds[i % 2].id,
            custodianId: cs[i % cs.length].id,
            requestType: i % 4 === 0 ? ('Form' as const) : ('Record' as const),
            status,
            patientFirstName: 'Bench',
            patientLastName: 'User',
            allRecords: i % 2 === 0,
            recordsAfter: i % 2 ? '2020-01-01' : null,
            custodianForm: i % 4 === 0 ? 'Intake Form' : null,
            submittedOn: status === 'draft' ? null : at,
            orderedOn: status === 'draft' || status === 'abandoned' ? null : at,
            createdAt: at,
          };
        }),
      )
      .returning({ id: requests.id, rid: requests.rid, status: requests.status, createdAt: requests.createdAt });
    await tx
      .insert(requestStatusHistory)
      .values(rows.map((r) => ({ requestId: r.id, status: 'ordered', at: r.createdAt })));
    await tx
      .insert(chatMessages)
      .values(
        rows
          .filter((_, i) => i % 5 === 0)
          .map((r) => ({ requestId: r.id, senderKind: 'staff' as const, body: 'Update' })),
      );
    rids.push(
      ...rows
        .filter((r) => r.status === 'ordered' || r.status === 'completed')
        .slice(0, 20)
        .map((r) => r.rid),
    );
  });
  return { email, password, token, userId: me.id as number, rids };
}
