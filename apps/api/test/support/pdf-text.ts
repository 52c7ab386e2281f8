import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PDF's text as poppler's pdftotext reads it, white space folded; null when poppler-utils is
 * not installed (the byte-level checks still run; the test bootstrap installs it).
 */
export function pdfText(bytes: Buffer): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'test-pdf-'));
  const file = path.join(dir, 'a.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
