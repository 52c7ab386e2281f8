export { pdfText } from './support/pdf-text';
import { custodians, dependents, requests } from '../src/db/schema';
import { newRid } from '../src/modules/requests/rid';
import { signUp, type TestApp } from './harness';
import { first } from './support/rows';

/**
 * The signers' world: Jordan (with a child, Maya) and Bob; a provider with one sensitive
 * category; a request of Jordan's for Maya and one for Jordan.
 */
export async function signerWorld(t: TestApp) {
  const jordan = await signUp(t, { name: 'Jordan', last_name: 'Rivera' });
  const bob = await signUp(t);
  const c = first(
    await t.database.db
      .insert(custodians)
      .values({ urlId: 'mercy-signer', name: 'Mercy General Hospital', sensitiveInformationOptions: ['mental_health'] })
      .returning(),
  );
  const maya = first(
    await t.database.db
      .insert(dependents)
      .values({ userId: jordan.id, firstName: 'Maya', lastName: 'Rivera', dob: '2015-09-03', relation: 'child' })
      .returning(),
  );
  const ridMaya = newRid();
  const ridSelf = newRid();
  const r = first(
    await t.database.db
      .insert(requests)
      .values([
        {
          rid: ridMaya,
          userId: jordan.id,
          requestType: 'Record',
          custodianId: c.id,
          dependentId: maya.id,
          patientFirstName: 'Maya',
          patientLastName: 'Rivera',
          patientDob: '2015-09-03',
        },
        {
          rid: ridSelf,
          userId: jordan.id,
          requestType: 'Record',
          custodianId: c.id,
          patientFirstName: 'Jordan',
          patientLastName: 'Rivera',
          patientDob: '1985-04-12',
        },
      ])
      .returning(),
  );
  return { jordan, bob, ridMaya, ridSelf, mayaRequestId: r.id };
}
