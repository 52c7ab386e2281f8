import type { Page } from 'playwright-core';
import { visible } from './support/expect';
import { apiAs, type ApiUser } from './support/api';
import { activate, tabTo, typeInto } from './support/keyboard';

/** Steps the wizard journeys share (the provider widget is the providers issue's, used as a user would). */
export async function chooseProvider(page: Page, state: string, name: string) {
  await page.getByLabel('State', { exact: false }).first().selectOption(state);
  await page.getByRole('combobox', { name: /Facility name/ }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The wizard moves on to the patient step. A click that landed while the results list was
  // being redrawn (the later steps' styles arrive as the page is first used) is made again, as a
  // person would, rather than waiting out the whole test.
  const select = page.getByRole('button', { name: `Select ${name}` });
  for (let attempt = 1; ; attempt++) {
    if (await select.isVisible()) await select.click({ timeout: 5_000 }).catch(() => undefined);
    try {
      await page.waitForURL(/\/patient(\?|$)/, { timeout: 10_000 });
      break;
    } catch (err) {
      if (attempt === 5) throw err;
    }
  }
  // The patient step is drawn, and stays: if it does not, say where the wizard went instead.
  try {
    await visible(page.getByRole('heading', { name: 'Who is the patient?', level: 2 }));
  } catch (err) {
    const shown = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    throw new Error(`the patient step did not open: at ${page.url()}, headings ${JSON.stringify(shown)}`, {
      cause: err,
    });
  }
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

export async function heading(page: Page, name: string) {
  await visible(page.getByRole('heading', { name, level: 2, exact: true }).first());
}

export interface ListedRequest {
  rid: string;
  status: string;
  request_type: string;
}

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
export async function addCardByApi(baseURL: string, user: ApiUser, number = '4242424242424242'): Promise<number> {
  const si = await apiAs<{ intent: { id: string; client_secret: string } }>(
    baseURL,
    user,
    '/api/v2/patient/cards/setup_payment_intent',
  );
  const conf = await apiAs<{ payment_method: string }>(baseURL, user, '/api/v2/payment_gateway/local/confirm_setup', {
    method: 'POST',
    body: {
      client_secret: si.intent.client_secret,
      card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
    },
  });
  const saved = await apiAs<{ card: { id: number } }>(baseURL, user, '/api/v2/patient/cards', {
    method: 'POST',
    body: {
      payment_method_id: conf.payment_method,
      setup_intent_id: si.intent.id,
      name: 'Avery Stone',
      address1: '1 Main St',
      address2: '',
      state: 'NY',
      city: 'Albany',
      zipCode: '12207',
    },
  });
  return saved.card.id;
}

/** Picks a file through a FileButton (the hidden input opens a chooser). */
export async function uploadThrough(
  page: Page,
  buttonName: string | RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

export const PDF = {
  name: 'release.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'),
};

/** Fills and signs the e-authorization (the authorizations issue's form) as the patient, typing the signature. */
export async function signEAuthorization(page: Page) {
  await page.getByLabel('Patient full name').fill('Avery Stone');
  await page.getByLabel('Patient date of birth').fill('3/14/1988');
  // 'I am the' starts empty: the signer says who they are.
  await page.getByLabel(/^I am the/).selectOption('patient');
  await page.getByRole('textbox', { name: /^Initials/ }).fill('AS');
  const no = page.getByRole('radio', { name: 'No', exact: true });
  if (await no.count()) await no.check();
  await page.getByLabel('Type your signature').fill('Avery Stone');
  await page.getByRole('button', { name: 'Adopt and Sign' }).click();
}

export const PNG = {
  name: 'id.png',
  mimeType: 'image/png',
  // A whole 1x1 PNG: every chunk length and checksum right (the upload pipeline walks the chunks)
  // and pixels that decode (avatars are re-encoded from their pixels).
  buffer: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d0885af01f0003f20222b393b6920000000049454e44ae426082',
    'hex',
  ),
};

/*
 * The same steps by keyboard alone (e2e/support/keyboard.ts): Tab / Shift+Tab to move, Enter and
 * Space to act, arrow keys in radio groups and the type-ahead, typing into fields and selects.
 */

/** State by typing its name into the select, the name into the type-ahead, ArrowDown + Enter to pick, Enter on Select. */
export async function chooseProviderByKeyboard(page: Page, stateName: string, typed: string, name: string) {
  await tabTo(page.getByLabel('State', { exact: false }).first());
  await page.keyboard.type(stateName);
  await tabTo(page.getByRole('combobox', { name: /Facility name/ }));
  await page.keyboard.type(typed);
  await visible(page.getByRole('listbox').getByRole('option', { name }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await activate(page.getByRole('button', { name: `Select ${name}` }));
}

/**
 * The e-authorization by keyboard, in the form's order: fields typed, 'I am the' chosen by typing
 * (Patient unless a representative role is given, with its name and authority), initials, No by
 * arrow key, typed signature, Enter on 'Adopt and Sign'.
 */
export async function signEAuthorizationByKeyboard(
  page: Page,
  o: { fullName: string; initials: string; dob: string; role?: { label: string; extra: string; authority?: string } },
) {
  await typeInto(page.getByLabel('Patient full name'), o.fullName);
  await typeInto(page.getByLabel('Patient date of birth'), o.dob);
  await tabTo(page.getByLabel(/^I am the/));
  await page.keyboard.type(o.role?.label ?? 'Patient');
  if (o.role) {
    await typeInto(page.getByRole('textbox', { name: /^Full name of/ }), o.role.extra);
    await typeInto(
      page.getByRole('textbox', { name: /^Your authority to act for the patient/ }),
      o.role.authority ?? 'Parent of a minor child',
    );
  }
  await typeInto(page.getByRole('textbox', { name: /^Initials/ }), o.initials);
  // The sensitive-information question (when the provider offers it): Tab enters the group, an arrow key answers.
  const yes = page.getByRole('radio', { name: 'Yes', exact: true });
  if (await yes.count()) {
    await tabTo(yes);
    await page.keyboard.press('ArrowRight');
  }
  await typeInto(page.getByLabel('Type your signature'), o.role?.extra ?? o.fullName);
  await activate(page.getByRole('button', { name: 'Adopt and Sign' }));
}

/** The add-card form by keyboard, submitted with Enter from the last field. */
export async function fillCardByKeyboard(page: Page, number: string) {
  await typeInto(page.getByLabel('Name on card'), 'Avery Stone');
  await typeInto(page.getByLabel('Address line 1'), '1 Main St');
  await tabTo(page.getByLabel('State'));
  await page.keyboard.type('New York');
  await typeInto(page.getByLabel('City'), 'Albany');
  await typeInto(page.getByLabel('ZIP code'), '12207');
  await typeInto(page.getByLabel('Card number'), number);
  await typeInto(page.getByLabel('Expiry (MM/YY)'), `12${String(new Date().getFullYear() + 2).slice(-2)}`);
  await typeInto(page.getByLabel('CVV'), '123');
  await page.keyboard.press('Enter');
}
