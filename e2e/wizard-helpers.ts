import type { Page } from 'playwright-core';
import { visible } from './support/expect';
import { apiAs, type ApiUser } from './support/api';

/** Steps the wizard journeys share (the provider widget is the providers issue's, used as a user would). */
export async function chooseProvider(page: Page, state: string, name: string) {
  await page.getByLabel('State', { exact: false }).first().selectOption(state);
  await page.getByRole('combobox', { name: /Facility name/ }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Select ${name}` }).click();
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

export async function heading(page: Page, name: string) {
  await visible(page.getByRole('heading', { name, level: 2, exact: true }).first());
}

export interface ListedRequest { rid: string; status: string; request_type: string }

export async function listRequests(baseURL: string, user: ApiUser) {
  return (await apiAs<{ requests: ListedRequest[] }>(baseURL, user, '/api/v2/requests?per_page=50')).requests;
}

export async function custodianId(baseURL: string, user: ApiUser, state: string, name: string): Promise<number> {
  const q = `search%5Bstate%5D=${state}&search%5Bname%5D=${encodeURIComponent(name)}`;
  const r = await apiAs<{ custodians: Array<{ id: number; name: string }> }>(baseURL, user, `/api/v2/custodians?${q}`);
  const c = r.custodians.find((x) => x.name === name);
  if (!c) throw new Error(`no custodian ${name}`);
  return c.id;
}

/** A saved card, added the way the browser does it with the local gateway (setup intent → confirm → save). */
export async function addCardByApi(baseURL: string, user: ApiUser): Promise<number> {
  const si = await apiAs<{ intent: { id: string; client_secret: string } }>(baseURL, user, '/api/v2/patient/cards/setup_payment_intent');
  const conf = await apiAs<{ payment_method: string }>(baseURL, user, '/api/v2/payment_gateway/local/confirm_setup', {
    method: 'POST', body: { client_secret: si.intent.client_secret, card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } },
  });
  const saved = await apiAs<{ card: { id: number } }>(baseURL, user, '/api/v2/patient/cards', {
    method: 'POST',
    body: { payment_method_id: conf.payment_method, setup_intent_id: si.intent.id, name: 'Avery Stone', address1: '1 Main St', address2: '', state: 'NY', city: 'Albany', zipCode: '12207' },
  });
  return saved.card.id;
}

/** Picks a file through a FileButton (the hidden input opens a chooser). */
export async function uploadThrough(page: Page, buttonName: string | RegExp, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

export const PDF = { name: 'release.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1') };

/** Fills and signs the e-authorization (the authorizations issue's form) as the patient, typing the signature. */
export async function signEAuthorization(page: Page) {
  await page.getByLabel('Patient full name').fill('Avery Stone');
  await page.getByRole('textbox', { name: /^Initials/ }).fill('AS');
  await page.getByLabel('Patient date of birth').fill('3/14/1988');
  const no = page.getByRole('radio', { name: 'No', exact: true });
  if (await no.count()) await no.check();
  await page.getByLabel('Type your signature').fill('Avery Stone');
  await page.getByRole('button', { name: 'Adopt and Sign' }).click();
}
