import type PDFDocument from 'pdfkit';
import { stripBidi } from '@portal/shared';
import type { LoadedFont } from './fonts';

/**
 * Paragraph layout for the signed PDFs: font fallback per character run, greedy line wrapping
 * within the text width, and right-to-left lines for Arabic. pdfkit shapes each run through
 * fontkit (Arabic joining, Indic conjuncts; fontkit is patched for mark filtering sets, see the
 * README's "Patched dependencies"); what it does not do is mix fonts in one line or order
 * mixed-direction runs, so that is done here: in an RTL line the runs are laid from the right
 * edge in logical order, and a Latin run ("42 CFR Part 2", a name) stays left to right.
 */
type Doc = InstanceType<typeof PDFDocument>;

interface Run {
  text: string;
  font: LoadedFont;
}

const CJK = /[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/;
const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** Splits text into runs of one font: the first font that has the glyph; spaces join the run. */
export function splitRuns(text: string, fonts: LoadedFont[]): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const neutral = /[\s\u200c\u200d]/.test(ch);
    const last = runs.at(-1);
    const font = neutral && last ? last.font : (fonts.find((f) => f.has(cp)) ?? fonts.at(-1));
    if (!font) throw new Error('splitRuns needs at least one font');
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
}

function runWidth(doc: Doc, run: Run, size: number): number {
  return doc.font(run.font.path).fontSize(size).widthOfString(run.text);
}

/** Break opportunities: after spaces, and between CJK characters (no spaces in those scripts). */
function tokens(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (const ch of text) {
    if (CJK.test(ch)) {
      if (cur) out.push(cur);
      out.push(ch);
      cur = '';
    } else {
      cur += ch;
      if (ch === ' ') {
        out.push(cur);
        cur = '';
      }
    }
  }
  if (cur) out.push(cur);
  return out;
}

export interface ParagraphOptions {
  fonts: LoadedFont[];
  size: number;
  rtl: boolean;
  x: number;
  width: number;
  lineGap?: number;
  color?: string;
}

/** Wraps a paragraph into lines that fit the width. */
export function wrap(doc: Doc, text: string, o: ParagraphOptions): string[] {
  const lines: string[] = [];
  let line = '';
  const w = (s: string) => splitRuns(s, o.fonts).reduce((sum, r) => sum + runWidth(doc, r, o.size), 0);
  for (const tok of tokens(text)) {
    if (line && w((line + tok).trimEnd()) > o.width) {
      lines.push(line.trimEnd());
      line = tok.trimStart();
    } else {
      line += tok;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * Draws a run with its baseline at `baseline`. pdfkit would hang each run from the line's top by
 * its own font's ascent, so a fallback run (a Latin name after a Bengali label) sat off the line.
 */
function put(doc: Doc, run: Run, x: number, baseline: number, size: number) {
  doc.font(run.font.path).fontSize(size).text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
}

/**
 * A line is one marked-content span whose /ActualText is the line as written (logical order).
 * pdfkit's text layer maps each drawn glyph to one code point (its ToUnicode CMap), which is wrong
 * for shaped scripts: this Arabic font draws a medial ي and a medial ت with one dotless glyph plus
 * dots, so the map answers whichever letter used the glyph first; an Indic vowel sign drawn before
 * its consonant reads back before it. Copying, screen readers and `pdftotext` honour ActualText,
 * so they read the words that were drawn.
 */
function drawLine(doc: Doc, line: string, y: number, o: ParagraphOptions) {
  doc.markContent('Span', { actual: o.rtl ? visualOrder(line) : line });
  layLine(doc, line, y, o);
  // A reader places the span's text when it closes, sized and positioned by the graphics state of
  // that moment; pdfkit drew inside its own q…Q with the page matrix undone and the font set, so
  // the span closes in that same state (else the line lands mirrored in y, or unsized).
  doc.font(o.fonts[0]!.path).fontSize(o.size);
  const font = (doc as unknown as { _font: { id: string; ref(): unknown } })._font;
  const id = font.id;
  // The font is named in the page's resources as pdfkit does when it draws with it (a line set
  // wholly in the fallback font has not used the primary one on this page).
  const resources = (doc.page as unknown as { fonts: Record<string, unknown> }).fonts;
  resources[id] ??= font.ref();
  doc.addContent(`q 1 0 0 -1 0 ${doc.page.height} cm BT /${id} ${o.size} Tf ET`);
  doc.endMarkedContent();
  doc.addContent('Q');
}

/** Orders a line's runs for display: RTL runs as the shaper gives them, LTR runs kept together. */
function layLine(doc: Doc, line: string, y: number, o: ParagraphOptions) {
  const runs = splitRuns(line, o.fonts);
  // One baseline per line: where the primary font's text has always been.
  const [primary] = o.fonts;
  if (!primary) throw new Error('drawLine needs at least one font');
  const baseline = y + (primary.ascender / 1000) * o.size;
  if (!o.rtl) {
    let x = o.x;
    for (const r of runs) {
      put(doc, r, x, baseline, o.size);
      x += runWidth(doc, r, o.size);
    }
    return;
  }
  // Right to left: split further so that Latin words and numbers inside the line read LTR.
  const pieces: Array<Run & { rtl: boolean; strong: boolean }> = [];
  for (const r of runs) {
    for (const part of r.text.split(/([A-Za-z0-9(*][A-Za-z0-9 .,:\-/*()]*[A-Za-z0-9)]|[A-Za-z0-9])/)) {
      if (!part) continue;
      const ltr = /[A-Za-z0-9]/.test(part) && !RTL_CHAR.test(part);
      pieces.push({ text: part, font: r.font, rtl: !ltr, strong: ltr || RTL_CHAR.test(part) });
    }
  }
  // Unicode bidi, simplified: a neutral (space, bracket) between two LTR pieces is LTR.
  pieces.forEach((p, i) => {
    const before = pieces[i - 1];
    if (!p.strong && before && !before.rtl && pieces.slice(i + 1).find((q) => q.strong)?.rtl === false) p.rtl = false;
  });
  let right = o.x + o.width;
  for (let i = 0; i < pieces.length;) {
    const p = pieces[i];
    if (!p) break;
    if (p.rtl) {
      // Word by word from the right: fontkit shapes and orders the letters of one word, but
      // loses the spaces of a longer RTL string, so the words are placed here.
      i++;
      for (const word of p.text.split(/( +)/)) {
        if (!word) continue;
        right -= runWidth(doc, { text: word, font: p.font }, o.size);
        if (word.trim()) put(doc, { text: mirror(word), font: p.font }, right, baseline, o.size);
      }
      continue;
    }
    // A run of LTR pieces is one group, laid left to right, placed as a whole from the right.
    const group: Run[] = [];
    for (let q = pieces[i]; q && !q.rtl; q = pieces[++i]) group.push(q);
    const sized = group.map((g) => ({ g, width: runWidth(doc, g, o.size) }));
    right -= sized.reduce((a, s) => a + s.width, 0);
    let x = right;
    for (const { g, width } of sized) {
      put(doc, g, x, baseline, o.size);
      x += width;
    }
  }
}

/**
 * Right-to-left characters as poppler's text layer classes them (its reorderText): Arabic and
 * Hebrew letters and marks, but not the Arabic comma (U+060C, a common separator in Unicode's
 * bidi classes) nor the Arabic-Indic digits, which it keeps with the stretch of neutral and
 * left-to-right characters around them.
 */
const READER_RTL = /[\u0590-\u060b\u060d-\u065f\u066a-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * The line as a reader that builds the text layer from positions turns back into reading order:
 * poppler reverses an RTL line character by character but keeps each stretch of other characters
 * (Latin words, numbers, the punctuation and spaces between them) as written. So the line is
 * reversed here and each such stretch is put back as written.
 */
function visualOrder(line: string): string {
  const reversed = [...line].reverse().join('');
  const other = new RegExp(`[^${READER_RTL.source.slice(1, -1)}]+`, 'g');
  return reversed.replace(other, (run) => [...run].reverse().join(''));
}

/** Brackets read the other way round in a right-to-left run. */
function mirror(s: string): string {
  return s.replace(/[()[\]]/g, (c) => ({ '(': ')', ')': '(', '[': ']', ']': '[' })[c]!);
}

/** Writes a paragraph at doc.y, adding pages as needed; answers the y after it. */
export function paragraph(doc: Doc, text: string, o: ParagraphOptions): number {
  const lineHeight = o.size * 1.45 + (o.lineGap ?? 0);
  doc.fillColor(o.color ?? '#111111');
  let y = doc.y;
  // The isolates and marks the l10n module puts around amounts and names are for screens and mail;
  // the PDF orders its runs itself (drawLine), and the fonts have no glyph for them.
  for (const line of wrap(doc, stripBidi(text), o)) {
    if (y + lineHeight > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    drawLine(doc, line, y, o);
    y += lineHeight;
  }
  doc.x = o.x;
  doc.y = y;
  return y;
}
