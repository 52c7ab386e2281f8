import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, PROFILE_MESSAGES, profileSchema } from '@portal/shared';
import { auditEvents, files, sessions, users } from '../src/db/schema';
import { hashCaptchaAnswer } from '../src/modules/profile/captcha';
import { isBreachedPassword } from '../src/modules/profile/breached-passwords';
import { issueOneTimeToken } from '../src/platform/tokens';
import { createTestApp, sessionFromHandoff, signUp, TEST_PASSWORD, type TestApp, type TestUser } from './harness';
import { first as firstOf } from './support/rows';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t, { date_of_birth: '' });
  bob = await signUp(t);
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(field: string, filename: string, content: Buffer, type = 'image/png') {
  const boundary = '----portaltest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function signIn(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/sign_in', payload: { email, password } });
  if (res.statusCode !== 200) return null;
  return sessionFromHandoff(t, res.json().auth_token, email);
}

describe('profile', () => {
  it('reads and saves the profile; a date of birth can be added', async () => {
    const before = profileSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: alice.headers })).json(),
    );
    expect(before.date_of_birth).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user',
      headers: alice.headers,
      payload: { user: { name: 'Alicia', last_name: 'Smith', organization: 'Acme Law', date_of_birth: '7/9/1985' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: alice.id,
      name: 'Alicia',
      last_name: 'Smith',
      organization: 'Acme Law',
      date_of_birth: '7/9/1985',
      email: alice.email,
    });
    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.update'));
    expect(audited.map((a) => a.subjectUserId)).toContain(alice.id);
  });

  it('refuses bad profile input with the spec messages and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user',
      headers: alice.headers,
      payload: { user: { name: '  ', last_name: 'Smith', date_of_birth: '1/1/2999' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toEqual(expect.arrayContaining([MESSAGES.required, MESSAGES.invalidDate]));
    const [u] = await t.database.db.select().from(users).where(eq(users.id, alice.id));
    expect(u).toMatchObject({ name: 'Alicia', dateOfBirth: '1985-07-09' });
    // Only one's own profile exists on these routes: bob's call changes bob, never alice.
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/user',
      headers: bob.headers,
      payload: { user: { id: alice.id, name: 'Bob', last_name: 'B' } },
    });
    const still = firstOf(await t.database.db.select().from(users).where(eq(users.id, alice.id)));
    expect(still.name).toBe('Alicia');
  });

  it('stores an image avatar typed by its bytes and serves it only to its owner', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/avatar',
      headers: { ...alice.headers, ...multipart('avatar', 'me.png', PNG).headers },
      payload: multipart('avatar', 'me.png', PNG).payload,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().avatarUrl).toMatch(/^\/api\/v2\/user\/avatar/);
    const get = await t.app.inject({ method: 'GET', url: '/api/v2/user/avatar', headers: alice.headers });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    // Encoded again from its pixels: a PNG of the same 1x1 picture, not the bytes sent.
    expect(get.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user/avatar', headers: bob.headers })).statusCode).toBe(
      404,
    );
    // A second upload replaces the first: one live avatar file.
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/avatar',
      headers: { ...alice.headers, ...multipart('avatar', 'me.png', PNG).headers },
      payload: multipart('avatar', 'me.png', PNG).payload,
    });
    const mine = await t.database.db.select().from(files).where(eq(files.ownerUserId, alice.id));
    expect(mine.filter((f) => !f.deletedAt)).toHaveLength(1);
  });

  it('refuses a non-image named .png and an oversized file, storing nothing', async () => {
    const before = (await t.database.db.select().from(files)).length;
    const fake = multipart(
      'avatar',
      'photo.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/avatar',
      headers: { ...bob.headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.messages).toEqual([PROFILE_MESSAGES.avatarType]);
    const big = multipart('avatar', 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/avatar',
      headers: { ...bob.headers, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await t.database.db.select().from(files)).length).toBe(before);
    const b = firstOf(await t.database.db.select().from(users).where(eq(users.id, bob.id)));
    expect(b.avatarFileId).toBeNull();
  });
});

describe('change password', () => {
  const put = (u: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v2/user/update_password', headers: u.headers, payload });

  it('refuses a wrong current password, a weak or breached new one, and keeps the old one', async () => {
    const u = await signUp(t);
    expect((await put(u, { password: 'Wrong#Pass1', new_password: 'Brand#New2026x' })).json().error.messages).toEqual([
      PROFILE_MESSAGES.wrongCurrentPassword,
    ]);
    expect((await put(u, { password: TEST_PASSWORD, new_password: 'short' })).statusCode).toBe(400);
    expect((await put(u, { password: TEST_PASSWORD, new_password: 'Password123!' })).json().error.messages).toEqual([
      PROFILE_MESSAGES.breachedPassword,
    ]);
    expect((await put(u, { password: TEST_PASSWORD, new_password: TEST_PASSWORD })).json().error.messages).toEqual([
      PROFILE_MESSAGES.samePassword,
    ]);
    expect(await signIn(u.email, TEST_PASSWORD)).not.toBeNull();
  });

  it('changes the password and ends every other session of the user', async () => {
    const u = await signUp(t);
    const other = await signIn(u.email, TEST_PASSWORD);
    const res = await put(u, { password: TEST_PASSWORD, new_password: 'Brand#New2026x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.passwordUpdated);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: u.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: other!.headers })).statusCode).toBe(401);
    expect(await signIn(u.email, TEST_PASSWORD)).toBeNull();
    expect(await signIn(u.email, 'Brand#New2026x')).not.toBeNull();
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(live.filter((s) => s.revokedReason === 'password_change')).toHaveLength(1);
  });

  it('with the captcha flag on, needs the right answer, once', async () => {
    const u = await signUp(t);
    await t.database.db.update(users).set({ captchaEnabled: true }).where(eq(users.id, u.id));
    expect((await put(u, { password: TEST_PASSWORD, new_password: 'Brand#New2026x' })).json().error.messages).toEqual([
      MESSAGES.captchaWrong,
    ]);
    const gen = await t.app.inject({ method: 'GET', url: `/api/v2/user/${u.id}/generate_captcha`, headers: u.headers });
    expect(gen.statusCode).toBe(200);
    const { captcha_image, captcha_text } = gen.json();
    const svg = Buffer.from(captcha_image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<text/);
    expect(captcha_text.length).toBeGreaterThan(20);
    expect(
      (
        await put(u, { password: TEST_PASSWORD, new_password: 'Brand#New2026x', captcha: 'ZZZZZZZZ', captcha_text })
      ).json().error.messages,
    ).toEqual([MESSAGES.captchaWrong]);
    // A challenge whose answer the test knows (the real one is only held hashed).
    const known = () =>
      issueOneTimeToken(t.database.db, {
        purpose: 'captcha',
        userId: u.id,
        ttlMs: 60_000,
        data: { answer_hash: hashCaptchaAnswer(t.config.SESSION_SECRET, 'ABCD2345') },
      });
    const ref = await known();
    const ok = await put(u, {
      password: TEST_PASSWORD,
      new_password: 'Brand#New2026x',
      captcha: 'abcd2345',
      captcha_text: ref,
    });
    expect(ok.statusCode).toBe(200);
    const again = await put(u, {
      password: 'Brand#New2026x',
      new_password: 'Other#New2026y',
      captcha: 'ABCD2345',
      captcha_text: ref,
    });
    expect(again.json().error.messages).toEqual([MESSAGES.captchaWrong]);
    // Another user's challenge does not count for this one.
    const stolen = await issueOneTimeToken(t.database.db, {
      purpose: 'captcha',
      userId: bob.id,
      ttlMs: 60_000,
      data: { answer_hash: hashCaptchaAnswer(t.config.SESSION_SECRET, 'ABCD2345') },
    });
    expect(
      (
        await put(u, {
          password: 'Brand#New2026x',
          new_password: 'Other#New2026y',
          captcha: 'ABCD2345',
          captcha_text: stolen,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('offers a text question beside the image (WCAG 1.1.1), answered by the first letters of its words, once', async () => {
    const u = await signUp(t);
    await t.database.db.update(users).set({ captchaEnabled: true }).where(eq(users.id, u.id));
    const challenge = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v2/user/${u.id}/generate_captcha`, headers: u.headers })).json();
    const first = await challenge();
    expect(first.captcha_words).toHaveLength(8);
    for (const w of first.captcha_words) expect(w).toMatch(/^[a-z]+$/);
    const initials = (words: string[]) => words.map((w) => w[0]).join('');
    // Wrong answer to the question: refused, and the challenge is spent.
    const wrong = await put(u, {
      password: TEST_PASSWORD,
      new_password: 'Brand#New2026x',
      captcha: 'qqqqqqqq',
      captcha_text: first.captcha_text,
    });
    expect(wrong.json().error.messages).toEqual([MESSAGES.captchaWrong]);
    expect(
      (
        await put(u, {
          password: TEST_PASSWORD,
          new_password: 'Brand#New2026x',
          captcha: initials(first.captcha_words),
          captcha_text: first.captcha_text,
        })
      ).statusCode,
    ).toBe(400);
    const second = await challenge();
    const ok = await put(u, {
      password: TEST_PASSWORD,
      new_password: 'Brand#New2026x',
      captcha: initials(second.captcha_words),
      captcha_text: second.captcha_text,
    });
    expect(ok.statusCode).toBe(200);
  });

  it("offers digits for the text question in any language, answered in Latin or the reader's own digits", async () => {
    const u = await signUp(t, { language: 'ar' });
    await t.database.db.update(users).set({ captchaEnabled: true }).where(eq(users.id, u.id));
    const challenge = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v2/user/${u.id}/generate_captcha`, headers: u.headers })).json();
    const first = await challenge();
    expect(first.captcha_digits).toHaveLength(8);
    for (const d of first.captcha_digits) expect(d).toMatch(/^\d$/);
    // Typed on an Arabic keyboard: Arabic-Indic digits count as the same answer.
    const arabic = (first.captcha_digits as string[]).map((d) => String.fromCodePoint(0x660 + Number(d))).join('');
    expect(
      (
        await put(u, {
          password: TEST_PASSWORD,
          new_password: 'Brand#New2026x',
          captcha: arabic,
          captcha_text: first.captcha_text,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another user's captcha", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/user/${bob.id}/generate_captcha`,
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('knows the common breached passwords', () => {
    expect(isBreachedPassword('123456')).toBe(true);
    expect(isBreachedPassword('Dragon2024!')).toBe(true);
    expect(isBreachedPassword('Str0ng!Passw0rd')).toBe(false);
  });
});
