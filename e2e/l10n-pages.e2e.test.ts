import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { en, PORTAL_LANGUAGES, type PortalLanguage } from '@portal/shared';
import { catalog as ar } from '@portal/shared/i18n/ar/index';
import { catalog as bn } from '@portal/shared/i18n/bn/index';
import { catalog as de } from '@portal/shared/i18n/de/index';
import { catalog as es } from '@portal/shared/i18n/es/index';
import { catalog as fr } from '@portal/shared/i18n/fr/index';
import { catalog as hi } from '@portal/shared/i18n/hi/index';
import { catalog as ja } from '@portal/shared/i18n/ja/index';
import { catalog as ko } from '@portal/shared/i18n/ko/index';
import { catalog as ru } from '@portal/shared/i18n/ru/index';
import { catalog as tl } from '@portal/shared/i18n/tl/index';
import { catalog as vi } from '@portal/shared/i18n/vi/index';
import { catalog as zh } from '@portal/shared/i18n/zh/index';
import { apiAs, createUser, storeSession, type ApiUser } from './support/api';
import { expectNoAxeViolations, launchBrowser } from './support/browser';
import {
  addCardViaApi,
  clerkSession,
  deliverRecords,
  subscribeViaApi,
  submittedRequest,
  textPdf,
} from './support/records';
import { recordDraftAtConfirm } from './wizard-fixtures';

/**
 * The language pass: every page a patient (and the desk) meets, in each of the 12 languages
 * besides English, on a 390 px phone. On each page: nothing wider than the screen, no text that
 * is an English catalog text where the language has its own words (visible text, labels for
 * assistive technology, placeholders, options), and axe clean on a rotating sample (each page
 * is checked with axe in some language). Text inside an element marked with another `lang`
 * (the authorization form in the provider's language, a language's own name) is that language's.
 *
 * Every language runs; each visits a quarter of the pages, a slice that moves with the day
 * (L10N_SLICE=n picks one), so a run takes a few minutes. L10N_ALL=1 visits every page in every
 * language (about a minute and a half per language), L10N_LANGS=es,ar a few languages only, and
 * E2E_SHOTS_DIR keeps a screenshot of each page.
 */
const PHONE_390 = { width: 390, height: 844 };
const CATALOGS: Record<Exclude<PortalLanguage, 'en'>, unknown> = {
  ar,
  bn,
  de,
  es,
  fr,
  hi,
  ja,
  ko,
  ru,
  tl,
  vi,
  zh,
};
const ALL = PORTAL_LANGUAGES.filter((l): l is Exclude<PortalLanguage, 'en'> => l !== 'en');
const LANGS = process.env.L10N_LANGS ? ALL.filter((l) => process.env.L10N_LANGS!.split(',').includes(l)) : ALL;

/** Words that are the same in every language here: names, brands, codes. */
const ALLOWED = new Set(['HIPAA', 'PDF', 'ZIP', 'Visa', 'OK', 'Email', 'Fax']);

function flatten(node: unknown, parts: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(parts.join('.'), node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, [...parts, k], out);
  return out;
}

const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (x: string) =>
  x
    .replace(/[\u2068\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The English texts that betray an untranslated spot in `lang`: the catalog's (the desk's own
 * words stay English by design), where the language's text for that key says something else and
 * no text of the language is the same words. Texts with values become patterns.
 */
function englishOf(t: unknown) {
  const { staff: _desk, ...patient } = en;
  const own = flatten(t);
  const ownValues = new Set([...own.values()].map(norm));
  const exact = new Map<string, string>();
  const patterns: Array<[RegExp, string]> = [];
  for (const [key, raw] of flatten(patient)) {
    const v = norm(raw);
    if (own.get(key) !== undefined && norm(own.get(key)!) === v) continue;
    if (ownValues.has(v) || ALLOWED.has(v) || !/\p{L}{2}/u.test(v)) continue;
    if (!v.includes('{{')) {
      exact.set(v, key);
      continue;
    }
    const literal = v.replace(/\{\{[^}]*\}\}/g, ' ');
    if ((literal.match(/\p{L}/gu) ?? []).length < 6) continue;
    const body = v
      .split(/(\{\{[^}]*\}\})/)
      .map((p) => (/^\{\{[^}]*\}\}$/.test(p) ? '.+?' : esc(p)))
      .join('');
    patterns.push([new RegExp(`^${body}$`, 'su'), key]);
  }
  return (shown: string[]) => {
    const found = new Set<string>();
    for (const s of shown) {
      const v = norm(s);
      const key = exact.get(v);
      if (key) found.add(`${key}: "${v}"`);
      else if (v.length < 300) for (const [re, k] of patterns) if (re.test(v)) found.add(`${k}: "${v}"`);
    }
    return [...found];
  };
}

/** The page's readable texts: each visible element's text, its accessible labels, placeholders, titles, alts and options. */
const readTexts = (page: Page) =>
  page.evaluate(() => {
    const out = new Set<string>();
    const docLang = document.documentElement.lang.slice(0, 2);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg', 'path'].includes(el.tagName)) continue;
      const marked = el.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang')!.slice(0, 2) !== docLang)
        continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const v = el.getAttribute(a);
        if (v) out.add(v);
      }
      if (el.tagName === 'OPTION') {
        out.add(el.textContent ?? '');
        continue;
      }
      if (el.getClientRects().length === 0 || el.childElementCount > 6) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const text = el.textContent ?? '';
      if (text.trim()) out.add(text);
      for (const n of Array.from(el.childNodes))
        if (n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) out.add(n.textContent);
    }
    return [...out];
  });

const sideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth);

/** Everything the pages show, put in place through the API as the patient and the desk leave it. */
interface Fixture {
  patient: ApiUser;
  clerk: ApiUser;
  detailRid: string;
  draftRid: string;
  dependentId: number;
  landing: string;
  publicLinks: string[];
}

let browser: Browser;
let fx: Fixture;

beforeAll(async () => {
  const baseURL = inject('baseURL');
  browser = await launchBrowser();
  const patient = await createUser(baseURL);
  const clerk = await clerkSession(baseURL);
  const cardId = await addCardViaApi(baseURL, patient);
  // A request with records, a chat and its fees (paid by card: the fees show what was authorized).
  const detailRid = await submittedRequest(baseURL, patient, { cardId });
  await deliverRecords(baseURL, clerk, detailRid, [{ name: 'Visit summary.pdf', body: await textPdf(['Visit']) }]);
  await apiAs(baseURL, patient, `/api/v2/requests/${detailRid}/messages`, {
    method: 'POST',
    body: { body: 'Is the imaging report included?' },
  }).catch(() => undefined);
  await apiAs(baseURL, clerk, `/api/v2/staff/requests/${detailRid}/messages`, {
    method: 'POST',
    body: { body: 'Yes, it is on page 4.' },
  });
  const found = await apiAs<{ custodians: { id: number; name: string; url_id: string; specialty: string[] }[] }>(
    baseURL,
    patient,
    '/api/v2/custodians?search[state]=TX&page=1',
  );
  const picked = found.custodians.filter((c) => c.specialty.length > 0).slice(0, 2);
  for (const c of picked)
    await apiAs(baseURL, patient, '/api/v2/user/add_favourite_custodians', {
      method: 'POST',
      body: { custodian_id: c.id },
    });
  const provider = picked[0]!;
  const draftRid = await recordDraftAtConfirm(baseURL, patient, {
    custodian: { id: provider.id, name: provider.name },
    cardId,
  });
  const dependent = await apiAs<{ id: number }>(baseURL, patient, '/api/v2/patient/dependents', {
    method: 'POST',
    body: { first_name: 'Maya', last_name: 'Stone', dob: '9/3/2015', relation: 'child' },
  });
  await subscribeViaApi(baseURL, patient).catch(() => undefined);
  const publicLinks: string[] = [];
  for (const kind of ['hipaa_authorization', 'upload_government_document', 'patient_form_document']) {
    const sent = await apiAs<{ url?: string }>(
      baseURL,
      patient,
      `/api/v2/authorizations/send_${kind}_link?rid=${encodeURIComponent(draftRid)}`,
    ).catch(() => ({ url: undefined }));
    if (sent.url) {
      const u = new URL(sent.url);
      publicLinks.push(`${u.pathname}${u.search}`);
    }
  }
  fx = {
    patient,
    clerk,
    detailRid,
    draftRid,
    dependentId: dependent.id,
    landing: `/p/l/${provider.url_id}/medical-records`,
    publicLinks,
  };
}, 300_000);
afterAll(() => browser?.close());

const WIZARD_STEPS = [
  'provider',
  'patient',
  'date',
  'auth-type',
  'authorization',
  'govt-id',
  'supporting-docs',
  'request-info',
  'payment',
  'add-payment',
  'confirm',
];

function patientPages(f: Fixture): string[] {
  return [
    '/p/dashboard',
    '/p/records-and-forms',
    `/p/request-detail/${f.detailRid}`,
    ...WIZARD_STEPS.map((s) => `/p/record-request/${s}?rid=${encodeURIComponent(f.draftRid)}`),
    '/p/subscription',
    '/p/profile',
    '/p/dependents',
    `/p/dependents/${f.dependentId}/timeline`,
    '/p/favorites-providers',
    '/p/support',
    f.landing,
  ];
}

async function newContext(lang: string, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_390,
    locale: lang,
    timezoneId: 'America/New_York',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return { context, page };
}

/** A page has settled: React's page is drawn, its data is in, nothing is loading. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-shell-page]') && !!document.querySelector('h1, h2'));
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Loader-root, [aria-busy="true"]'), undefined, {
      timeout: 8_000,
    })
    .catch(() => undefined);
}

interface Visit {
  who: 'anyone' | 'patient' | 'desk';
  route: string;
}

function visits(f: Fixture): Visit[] {
  return [
    { who: 'anyone', route: '/login/' },
    { who: 'anyone', route: '/login/sign-up' },
    ...f.publicLinks.map((route) => ({ who: 'anyone' as const, route })),
    ...patientPages(f).map((route) => ({ who: 'patient' as const, route })),
    { who: 'desk', route: '/staff/queue/new' },
    { who: 'desk', route: `/staff/requests/${f.detailRid}` },
  ];
}

/**
 * Which pages a language visits: all of them with L10N_ALL=1; otherwise one in STRIDE, a slice
 * that moves with the language and the day, so that one run sees every page in several languages,
 * every language on several pages, and the days between them cover the whole matrix.
 */
const STRIDE = 4;
const SLICE = Number(process.env.L10N_SLICE ?? Math.floor(Date.now() / 86_400_000));
const inSlice = (lang: string, i: number) =>
  process.env.L10N_ALL === '1' || (i + ALL.indexOf(lang as never) + SLICE) % STRIDE === 0;

describe('every page in every language at 390 px', () => {
  for (const lang of LANGS)
    it(`${lang}: no English left, no sideways scroll`, { timeout: 900_000 }, async () => {
      const baseURL = inject('baseURL');
      const check = englishOf(CATALOGS[lang]);
      // The detector itself sees English.
      expect(check([en.auth.signInTitle]).length).toBe(1);
      const problems: string[] = [];
      const seen: string[] = [];
      const inspect = async (page: Page, where: string, i: number, { english = true } = {}) => {
        await settled(page);
        const wide = await sideways(page);
        const shots = process.env.E2E_SHOTS_DIR;
        if (shots)
          await page.screenshot({ path: `${shots}/${lang}${where.replace(/[^\w-]+/g, '_')}.png`, fullPage: true });
        if (wide > 0) problems.push(`${where}: ${wide}px sideways scroll`);
        if (english) {
          const docLang = await page.evaluate(() => document.documentElement.lang.slice(0, 2));
          if (docLang !== lang) problems.push(`${where}: the page is in "${docLang}"`);
          else {
            const texts = await readTexts(page);
            seen.push(`${where}: ${texts.length}`);
            for (const left of check(texts)) problems.push(`${where}: English ${left}`);
            // For a person to read: in a language of another script, Latin words that no catalog names.
            if (process.env.L10N_DEBUG && !/^(de|es|fr|tl|vi)$/.test(lang))
              for (const x of texts) if (/[a-z]{2,} [a-z]{2,} [a-z]{2,}/.test(x)) seen.push(`  latin: ${norm(x)}`);
          }
        }
        // axe on a sample: each page in a few of the languages.
        if ((i + ALL.indexOf(lang)) % 3 === 0)
          await expectNoAxeViolations(page, `${where} (${lang}, 390 px)`).catch((e: Error) =>
            problems.push(e.message.split('\n').slice(0, 12).join('\n')),
          );
      };

      // Signed out (the login host, the public pages from mailed links); the patient with the
      // account in the language; the desk, whose own words stay English but must fit the phone.
      await apiAs(baseURL, fx.patient, '/api/v2/user/language', { method: 'PUT', body: { language: lang } });
      const contexts = new Map<Visit['who'], Page>();
      for (const [i, v] of visits(fx).entries()) {
        if (!inSlice(lang, i)) continue;
        let page = contexts.get(v.who);
        if (!page) {
          page = (await newContext(lang, baseURL)).page;
          if (v.who !== 'anyone') await storeSession(page, v.who === 'desk' ? fx.clerk : fx.patient);
          contexts.set(v.who, page);
        }
        await page.goto(v.route);
        await inspect(page, v.route.split(/[?&]/).slice(0, 2).join('?'), i, { english: v.who !== 'desk' });
      }
      for (const page of contexts.values()) await page.context().close();

      if (process.env.L10N_DEBUG) console.log(seen.join('\n'));
      expect(problems, `${lang}`).toEqual([]);
    });
});
