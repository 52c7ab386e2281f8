import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PROFILE_MESSAGES } from '@portal/shared';
import { files, users } from '../src/db/schema';
import { jpeg, multipart, png, zip } from './documents-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from './harness';
import { first } from './support/rows';

/**
 * An avatar passes the check the ID and document uploads make (one whole image, nothing glued on)
 * and only its pixels are kept: what is served back is an image encoded by the server, never a
 * byte of the upload (no metadata, no text chunk, no trailing document).
 */
let t: TestApp;
let ana: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUp(t, { name: 'Ana', last_name: 'Silva' });
});
afterAll(() => t.close());

const upload = (name: string, data: Buffer) => {
  const body = multipart([{ name: 'avatar', filename: name, data, type: 'image/png' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/user/avatar',
    headers: { ...ana.headers, ...body.headers },
    payload: body.payload,
  });
};
const served = () => t.app.inject({ method: 'GET', url: '/api/v2/user/avatar', headers: ana.headers });
const liveFiles = async () => (await t.database.db.select().from(files)).filter((f) => !f.deletedAt).length;

/** A PNG whose tEXt chunk carries markup: well formed, so only re-encoding drops the text. */
async function pngWithText(text: string): Promise<Buffer> {
  const base = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  const { crc32 } = await import('node:zlib');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return Buffer.concat([base.subarray(0, 33), chunk, base.subarray(33)]);
}

describe('avatars keep only pixels', () => {
  it.each([
    ['a PNG followed by HTML', Buffer.concat([png(), Buffer.from('<html><script>alert(1)</script></html>')])],
    ['a PNG followed by a ZIP', Buffer.concat([png(), zip({ 'evil.exe': 'MZ' })])],
    ['a JPEG followed by HTML', Buffer.concat([jpeg(), Buffer.from('<html><body>hi</body></html>')])],
  ])('refuses %s, storing nothing', async (_what, data) => {
    const before = await liveFiles();
    const res = await upload('me.png', data);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messages).toEqual([PROFILE_MESSAGES.avatarType]);
    expect(await liveFiles()).toBe(before);
    expect(first(await t.database.db.select().from(users).where(eq(users.id, ana.id))).avatarFileId).toBeNull();
  });

  it('serves an image encoded from the pixels, without the text the upload carried', async () => {
    const sent = await pngWithText('<a href="https://evil.example">click</a>');
    expect((await sharp(sent).metadata()).width).toBe(4); // the fixture is a valid PNG
    const res = await upload('me.png', sent);
    expect(res.statusCode).toBe(200);
    const got = await served();
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(sent)).toBe(false);
    expect(got.rawPayload.toString('latin1')).not.toContain('evil.example');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 4, 3]);
  });

  it('keeps a large photo at most 512 pixels a side', async () => {
    const big = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#aa3300' } })
      .jpeg()
      .toBuffer();
    expect((await upload('me.jpg', big)).statusCode).toBe(200);
    const got = await served();
    expect(got.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 288]);
  });
});
