import { formatCents } from './money';

/**
 * Notes the server writes on a request's history: stored as a code and its params, so
 * each reader sees them in their own language (the web app's tracking.historyNote catalog, the
 * letters' server catalog). The English text is still stored in `note`, for the records desk
 * (English) and for anything that reads the column as before. Notes a person wrote (a reason, a
 * closing note) have no code: they are shown as written.
 */
export const HISTORY_NOTE_CODES = ['archived', 'uploaded', 'sent_by_link', 'priced'] as const;
export type HistoryNoteCode = (typeof HISTORY_NOTE_CODES)[number];

/** What came through a mailed public link. */
export const LINK_PARTS = ['hipaa', 'frontFile', 'backFile', 'form_record'] as const;
export type LinkPart = (typeof LINK_PARTS)[number];

export type HistoryNoteParams = { name?: string; parts?: string[]; cents?: number };
export interface HistoryNote {
  code: HistoryNoteCode;
  params: HistoryNoteParams;
}

const PART_WORDS: Record<LinkPart, string> = {
  hipaa: 'signed HIPAA authorization',
  frontFile: 'government ID (front)',
  backFile: 'government ID (back)',
  form_record: 'patient form',
};

/** The English note (what was stored before codes, word for word). */
export function historyNoteEnglish(n: HistoryNote): string {
  switch (n.code) {
    case 'archived':
      return 'Archived after 30 days';
    case 'uploaded':
      return `Uploaded: ${n.params.name ?? ''}`;
    case 'sent_by_link':
      return `Sent through the mailed link: ${(n.params.parts ?? []).map((p) => PART_WORDS[p as LinkPart] ?? p).join(', ')}`;
    case 'priced':
      return formatCents(n.params.cents ?? 0);
  }
}

/**
 * An old row's English note read back as a code, when the server wrote it (rows from before the
 * codes), so old requests read in the viewer's language too; anything else is a person's note (null).
 */
export function historyNoteFromEnglish(note: string | null | undefined): HistoryNote | null {
  if (!note) return null;
  if (note === 'Archived after 30 days') return { code: 'archived', params: {} };
  let m = /^Uploaded: (.+)$/s.exec(note);
  if (m?.[1] !== undefined) return { code: 'uploaded', params: { name: m[1] } };
  m = /^Sent through the mailed link: (.+)$/.exec(note);
  if (m?.[1] !== undefined) {
    const byWord = new Map(Object.entries(PART_WORDS).map(([k, v]) => [v, k]));
    const parts = m[1].split(', ').map((w) => byWord.get(w));
    if (parts.every(Boolean)) return { code: 'sent_by_link', params: { parts: parts as string[] } };
    return null;
  }
  m = /^\$(\d{1,3}(?:,\d{3})*|\d+)\.(\d\d)$/.exec(note);
  if (m?.[1] !== undefined && m[2] !== undefined)
    return { code: 'priced', params: { cents: Number(m[1].replace(/,/g, '')) * 100 + Number(m[2]) } };
  return null;
}

/** A history row's note as the API sends it: its code (stored, or read back from old English), else none. */
export function wireHistoryNote(row: { note: string | null; noteCode?: string | null; noteParams?: unknown }): {
  note_code: HistoryNoteCode | null;
  note_params: HistoryNoteParams | null;
} {
  const n =
    row.noteCode && (HISTORY_NOTE_CODES as readonly string[]).includes(row.noteCode)
      ? { code: row.noteCode as HistoryNoteCode, params: (row.noteParams ?? {}) as HistoryNoteParams }
      : historyNoteFromEnglish(row.note);
  return n ? { note_code: n.code, note_params: n.params } : { note_code: null, note_params: null };
}
