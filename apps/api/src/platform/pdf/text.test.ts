import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_LANGUAGES,
  AUTHORIZATION_TEXTS,
  fillAuthorizationText,
  type AuthorizationLanguage,
} from '@portal/shared';
import { fontsFor } from './fonts';
import { paragraph, splitRuns } from './text';
import { first, nth } from '../../../test/support/rows';

/**
 * Words keep their spaces in the signed PDFs. Measured on the glyphs pdfkit draws (shaped by
 * fontkit): the ink of a word must end well before the ink of the next one starts. A conjunct
 * whose ink reaches past its advance (Bengali ক্ত) relies on the font's `dist` positioning to
 * widen it; when the shaper misses that lookup the next word runs into it (the ink gap drops to
 * 15% of a space, and a colon in the fallback font is overprinted).
 */

/** pdfkit's embedded font: the object that shapes what a page draws (private to pdfkit, so typed here). */
interface EmbeddedFont {
  font: { unitsPerEm: number };
  layout(text: string): {
    glyphs: Array<{ codePoints: number[]; bbox: { minX: number; maxX: number } }>;
    positions: Array<{ xAdvance: number; xOffset: number }>;
  };
}

interface Segment {
  text: string;
  /** Ink extent in 1/1000 em from the start of the line. */
  left: number;
  right: number;
  /** Advance of the spaces before it; 0 where only the font changes. */
  space: number;
}

const doc = new PDFDocument();

/** Lays a line out run by run as drawLine does, and answers the ink of each word and font run. */
function segments(line: string, language: AuthorizationLanguage): Segment[] {
  const out: Segment[] = [];
  let x = 0;
  let space = 0;
  for (const run of splitRuns(line, fontsFor(language))) {
    const font = (doc.font(run.font.path) as unknown as { _font: EmbeddedFont })._font;
    const scale = 1000 / font.font.unitsPerEm;
    const { glyphs, positions } = font.layout(run.text);
    let cur: Segment | null = null;
    glyphs.forEach((g, i) => {
      const p = nth(positions, i, 'glyph position');
      if (g.codePoints.length === 1 && g.codePoints[0] === 0x20) {
        space += p.xAdvance;
        cur = null;
      } else {
        if (!cur) {
          cur = { text: '', left: Infinity, right: -Infinity, space };
          out.push(cur);
          space = 0;
        }
        cur.text += String.fromCodePoint(...g.codePoints);
        if (Number.isFinite(g.bbox.minX)) {
          cur.left = Math.min(cur.left, x + p.xOffset + g.bbox.minX * scale);
          cur.right = Math.max(cur.right, x + p.xOffset + g.bbox.maxX * scale);
        }
      }
      x += p.xAdvance;
    });
  }
  return out.filter((s) => Number.isFinite(s.left));
}

interface Gap {
  pair: string;
  gap: number;
  space: number;
}

function gaps(line: string, language: AuthorizationLanguage): Gap[] {
  const segs = segments(line, language);
  return segs.flatMap((s, i) => {
    const prev = segs[i - 1];
    return prev ? [{ pair: `${prev.text} | ${s.text}`, gap: s.left - prev.right, space: s.space }] : [];
  });
}

function strings(o: unknown): string[] {
  return typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : [];
}

const vars = { provider: 'Mercy General Hospital', categories: 'HIV' };

describe('word spacing of shaped text in the PDFs', () => {
  it('keeps the space after a Bengali word ending in the conjunct ক্ত (KA, VIRAMA, TA)', () => {
    for (const line of ['তালিকাভুক্ত সংবেদনশীল', 'চুক্তি সহ', 'ব্যক্তিগত ইলেকট্রনিক']) {
      const g = first(gaps(line, 'bn'), 'gap');
      expect(g.space, line).toBeGreaterThan(0);
      expect(g.gap / g.space, line).toBeGreaterThan(0.4);
    }
  });

  it('does not overprint a colon from the fallback font after ক্ত', () => {
    const g = first(gaps('অন্তর্ভুক্ত: HIV', 'bn'), 'gap');
    expect(g.space).toBe(0);
    expect(g.gap).toBeGreaterThan(0);
  });

  // Right-to-left lines are laid word by word with their own spaces (text.ts), so this is about the left-to-right ones.
  it.each(AUTHORIZATION_LANGUAGES.filter((l) => AUTHORIZATION_TEXTS[l].dir === 'ltr'))(
    '%s: every word of the authorization text clears the next one',
    (language) => {
      const tight = strings(AUTHORIZATION_TEXTS[language])
        .flatMap((s) => gaps(fillAuthorizationText(s, vars), language))
        .filter((g) => (g.space ? g.gap < 0.4 * g.space : g.gap < -1));
      expect(tight).toEqual([]);
    },
  );
});

/** The baselines of the text objects in an uncompressed one-page PDF (the y of each BT's first Tm). */
async function baselines(text: string, language: AuthorizationLanguage, rtl = false): Promise<number[]> {
  const page = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  page.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => page.on('end', resolve));
  page.y = 100;
  paragraph(page, text, { fonts: fontsFor(language), size: 10, rtl, x: 50, width: 500 });
  page.end();
  await done;
  const content = Buffer.concat(chunks).toString('latin1');
  return [...content.matchAll(/BT\n1 0 0 1 [-\d.]+ ([-\d.]+) Tm/g)].map((m) => Number(m[1]));
}

describe('runs in different fonts share the line', () => {
  // The Bengali font has no Latin letters, so a name after a Bengali label is set in the fallback font.
  it("a Latin name after a Bengali label sits on the label's baseline", async () => {
    const ys = await baselines('রোগীর পূর্ণ নাম: Rahim Uddin', 'bn');
    expect(ys.length).toBeGreaterThan(1);
    expect(new Set(ys)).toEqual(new Set([ys[0]]));
  });

  it('an Arabic line with a Latin name keeps one baseline too', async () => {
    const ys = await baselines('الاسم الكامل للمريض: Rahim Uddin', 'ar', true);
    expect(new Set(ys)).toEqual(new Set([ys[0]]));
  });
});

/**
 * The text layer reads back as the words that were drawn. A page of every string of the signed
 * authorization, set as the documents set it, then read with poppler's `pdftotext`: shaped
 * scripts (Arabic joining forms drawn from shared dotless glyphs, Indic vowel signs drawn before
 * their consonant, conjuncts) must not read back as other letters or in another order. In every
 * language, Arabic included, the text read back is the text drawn, character for character, once
 * whitespace is set aside: pdftotext breaks lines where the page does and puts spaces where the
 * glyphs' positions leave gaps (in a right-to-left line it moves a space from one side of a colon
 * or an Arabic comma to the other), so spaces and line breaks are the only thing not compared.
 */
describe('the text layer of the signed PDFs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'text-layer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const compact = (s: string) => s.replace(/\s+/gu, '');

  it.each(AUTHORIZATION_LANGUAGES)('%s reads back as drawn', async (language) => {
    const t = AUTHORIZATION_TEXTS[language];
    const fill = (s: string) =>
      s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => ({ provider: 'Mercy Clinic', name: 'Ann Lee' })[k] ?? '2024');
    const texts = [t.heading, t.subheading, ...strings(t.document), ...strings(t.categories), ...strings(t.roles)]
      .map(fill)
      .filter((s) => s.trim());
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => doc.on('end', resolve));
    for (const s of texts)
      paragraph(doc, s, { fonts: fontsFor(language), size: 9.5, rtl: t.dir === 'rtl', x: 36, width: 513 });
    doc.end();
    await done;
    const file = join(dir, `${language}.pdf`);
    writeFileSync(file, Buffer.concat(chunks));
    const read = execFileSync('pdftotext', [file, '-'])
      .toString()
      .replace(/[\u202a-\u202e\f]/g, '');
    expect(compact(read)).toBe(compact(texts.join('')));
  });
});
