import type { ConsentSummary } from './consent-evidence';

const WIDTH = 820;
const PAD = 32;
const LABEL_W = 230;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

interface Line {
  text: string;
  x: number;
  y: number;
  bold?: boolean;
  size?: number;
  align?: CanvasTextAlign;
}

/** Words into lines no wider than `max` (a word longer than a line is cut by characters). */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= max) {
      line = next;
      continue;
    }
    if (line) out.push(line);
    line = word;
    while (ctx.measureText(line).width > max && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && ctx.measureText(line.slice(0, cut)).width > max) cut--;
      out.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || out.length === 0) out.push(line);
  return out;
}

/**
 * The confirm summary drawn as a PNG: the same lines the user read, laid out as a receipt. Drawn
 * with the canvas text API (no screenshot library), so it is identical on every screen size.
 */
export async function consentImage(s: ConsentSummary): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  const font = (size: number, bold?: boolean) => `${bold ? '700' : '400'} ${size}px ${FONT}`;
  const lines: Line[] = [];
  const rules: number[] = [];
  let y = PAD + 24;
  const add = (text: string, x: number, o: Partial<Line> = {}) => lines.push({ text, x, y, ...o });

  ctx.font = font(22, true);
  for (const l of wrap(ctx, s.title, WIDTH - 2 * PAD)) {
    add(l, PAD, { bold: true, size: 22 });
    y += 28;
  }
  add(s.agreedAt, PAD, { size: 14 });
  y += 16;
  rules.push(y);
  y += 28;
  for (const [label, value] of s.rows) {
    ctx.font = font(15);
    const parts = wrap(ctx, value || '—', WIDTH - 2 * PAD - LABEL_W);
    add(label, PAD, { bold: true });
    for (const p of parts) {
      add(p, PAD + LABEL_W);
      y += 22;
    }
    y += 4;
  }
  rules.push(y);
  y += 28;
  for (const [label, amount] of s.fees) {
    add(label, PAD);
    add(amount, WIDTH - PAD, { align: 'right' });
    y += 22;
  }
  if (s.total) {
    add(s.total[0], PAD, { bold: true });
    add(s.total[1], WIDTH - PAD, { bold: true, align: 'right' });
    y += 22;
  }
  rules.push(y);
  y += 28;
  ctx.font = font(15);
  for (const l of wrap(ctx, s.statement, WIDTH - 2 * PAD)) {
    add(l, PAD);
    y += 22;
  }
  y += 6;
  add(`${s.initials[0]}: ${s.initials[1]}`, PAD, { bold: true, size: 17 });
  y += PAD;

  canvas.width = WIDTH;
  canvas.height = Math.ceil(y);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.strokeStyle = '#adb5bd';
  for (const r of rules) {
    ctx.beginPath();
    ctx.moveTo(PAD, r + 0.5);
    ctx.lineTo(WIDTH - PAD, r + 0.5);
    ctx.stroke();
  }
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'alphabetic';
  for (const l of lines) {
    ctx.font = font(l.size ?? 15, l.bold);
    ctx.textAlign = l.align ?? 'left';
    ctx.fillText(l.text, l.x, l.y);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/png'),
  );
}
