import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@portal/shared';
import { GLYPHS } from './captcha-glyphs';

/**
 * Server-drawn CAPTCHA: 8 characters rendered as jittered strokes in an SVG with noise. The
 * characters are paths, never <text>, so the image source does not hold the answer in the clear;
 * the answer itself is kept only as an HMAC on the server. WCAG 1.1.1 asks a CAPTCHA for another
 * modality: each challenge also carries a text question a screen reader can read (the first
 * letters of 8 words, itself an 8-character answer), with its own HMAC; either answer passes.
 */
const ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ23456789';

const WIDTH = 280;
const HEIGHT = 80;
const rnd = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min);
const dark = () => `hsl(${randomInt(0, 360)} 70% ${randomInt(18, 32)}%)`;
const light = () => `hsl(${randomInt(0, 360)} 40% ${randomInt(60, 80)}%)`;
const f = (n: number) => n.toFixed(1);

export function newCaptchaAnswer(): string {
  let s = '';
  for (let i = 0; i < LIMITS.captchaLength; i++) s += ALPHABET[randomInt(0, ALPHABET.length)];
  return s;
}

/** Words for the text question, by first letter (the letters of ALPHABET; digits are not asked). */
const WORDS: Record<string, string[]> = {
  A: ['apple', 'anchor', 'arrow'],
  B: ['bridge', 'basket', 'button'],
  C: ['candle', 'cloud', 'copper'],
  D: ['desert', 'dolphin', 'drum'],
  E: ['eagle', 'engine', 'ember'],
  F: ['forest', 'feather', 'fountain'],
  G: ['garden', 'guitar', 'glacier'],
  H: ['harbor', 'hammer', 'honey'],
  J: ['jacket', 'jungle', 'jewel'],
  K: ['kettle', 'kitten', 'kayak'],
  L: ['lantern', 'lemon', 'ladder'],
  M: ['meadow', 'mirror', 'marble'],
  N: ['needle', 'nest', 'north'],
  P: ['pepper', 'pillow', 'planet'],
  R: ['river', 'rocket', 'ribbon'],
  S: ['saddle', 'silver', 'spoon'],
  T: ['tiger', 'tunnel', 'thunder'],
  U: ['umbrella', 'uncle', 'unicorn'],
  V: ['violin', 'valley', 'velvet'],
  W: ['window', 'walnut', 'whistle'],
  X: ['xylophone'],
  Y: ['yogurt', 'yellow', 'yacht'],
  Z: ['zebra', 'zipper', 'zero'],
};
const GROUPS = Object.values(WORDS);

/** One item of a non-empty list, at random (randomInt(0, n) is below n: always in range). */
function pick<T>(items: readonly T[]): T {
  const item = items[randomInt(0, items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The text alternative: 8 words; the answer is their first letters, in order. */
export function newCaptchaQuestion(): { words: string[]; answer: string } {
  const words: string[] = [];
  for (let i = 0; i < LIMITS.captchaLength; i++) {
    words.push(pick(pick(GROUPS)));
  }
  return { words, answer: words.map((w) => w.charAt(0).toUpperCase()).join('') };
}

/**
 * The text alternative in any language: 8 digits, which the web app names in the
 * reader's words ("siete, dos…", "سبعة، اثنان…"); the answer is the digits. English keeps the words.
 */
export function newCaptchaDigits(): { digits: string[]; answer: string } {
  const digits = Array.from({ length: LIMITS.captchaLength }, () => String(randomInt(0, 10)));
  return { digits, answer: digits.join('') };
}

/** Digits typed in another script (Arabic-Indic, Persian, Devanagari, Bengali, full-width) read as 0-9. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xff10];
export function latinDigits(s: string): string {
  return s.replace(/\p{Nd}/gu, (c) => {
    const code = c.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? c : String(code - zero);
  });
}

export function captchaSvg(answer: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8f9fa"/>`];
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${f(rnd(0, WIDTH))}" cy="${f(rnd(0, HEIGHT))}" r="${f(rnd(1, 3))}" fill="${light()}"/>`);
  }
  const cell = WIDTH / (answer.length + 1);
  [...answer].forEach((ch, i) => {
    const scale = rnd(6.5, 8.5);
    const x0 = cell * (i + 0.55) + rnd(-3, 3);
    const y0 = HEIGHT / 2 - 3 * scale + rnd(-6, 6);
    const angle = rnd(-22, 22);
    const d = (GLYPHS[ch] ?? [])
      .map((stroke) =>
        stroke
          .map(([x, y], j) => `${j ? 'L' : 'M'}${f(x * scale * 0.8 + rnd(-1.2, 1.2))} ${f(y * scale + rnd(-1.2, 1.2))}`)
          .join(''),
      )
      .join('');
    parts.push(
      `<path transform="translate(${f(x0)} ${f(y0)}) rotate(${f(angle)} ${f(2 * scale * 0.8)} ${f(3 * scale)})" d="${d}" fill="none" stroke="${dark()}" stroke-width="${f(rnd(2.4, 3.4))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 6; i++) {
    const y = () => f(rnd(5, HEIGHT - 5));
    parts.push(
      `<path d="M0 ${y()} C${f(rnd(40, 120))} ${y()} ${f(rnd(160, 240))} ${y()} ${WIDTH} ${y()}" fill="none" stroke="${i % 2 ? dark() : light()}" stroke-width="${f(rnd(1, 2))}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export const captchaDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** What the server keeps of an answer: an HMAC under the session secret, case-insensitive. */
export const hashCaptchaAnswer = (secret: string, answer: string) =>
  createHmac('sha256', secret)
    .update(`captcha:${latinDigits(answer.trim()).toUpperCase()}`)
    .digest('hex');

export function captchaMatches(secret: string, expectedHash: string, given: string): boolean {
  const a = Buffer.from(hashCaptchaAnswer(secret, given), 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The image's answer or the text question's: both are checked, in constant time each. */
export function captchaMatchesAny(secret: string, expectedHashes: string[], given: string): boolean {
  return expectedHashes
    .filter(Boolean)
    .map((h) => captchaMatches(secret, h, given))
    .some(Boolean);
}
