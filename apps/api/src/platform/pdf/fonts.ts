import { createRequire } from 'node:module';

/**
 * Fonts for the signed PDFs, chosen by language (spec section 9: zh, ar, ko, bn, ja, else the
 * default), shipped by npm packages so no system font is needed. pdfkit shapes text through
 * fontkit, which reads TTF and WOFF alike. Hindi needs Devanagari, which the default lacks.
 * Every script font is paired with the default (Noto Sans: Latin, Cyrillic, Vietnamese) for the
 * characters it has no glyph for (names, digits, "42 CFR Part 2").
 */
const require = createRequire(import.meta.url);
// fontkit is what pdfkit shapes with (declared in package.json, patched: patches/); no type declarations. Loaded
// with the first font, not at start-up.
let fontkit: { openSync(path: string): unknown } | undefined;

const FILES = {
  default: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  ar: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  zh: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  ja: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  ko: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  hi: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bn: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
} as const;

export type FontName = keyof typeof FILES;

export interface LoadedFont {
  name: FontName;
  path: string;
  /** Ascent in 1/1000 em (hhea), where pdfkit puts the top of a line set in this font. */
  ascender: number;
  has(codePoint: number): boolean;
}

const cache = new Map<FontName, LoadedFont>();

export function loadFont(name: FontName): LoadedFont {
  let f = cache.get(name);
  if (!f) {
    const path = require.resolve(FILES[name]);
    fontkit ??= require('fontkit') as { openSync(path: string): unknown };
    const font = fontkit.openSync(path) as {
      ascent: number;
      unitsPerEm: number;
      hasGlyphForCodePoint(c: number): boolean;
    };
    f = { name, path, ascender: (font.ascent * 1000) / font.unitsPerEm, has: (c) => font.hasGlyphForCodePoint(c) };
    cache.set(name, f);
  }
  return f;
}

/** The primary font for a language, then the default as fallback. */
export function fontsFor(language: string): LoadedFont[] {
  const primary: FontName = language in FILES && language !== 'default' ? (language as FontName) : 'default';
  return primary === 'default' ? [loadFont('default')] : [loadFont(primary), loadFont('default')];
}
