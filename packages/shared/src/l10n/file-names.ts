/**
 * Names of the files the server makes (the signed authorization, the letters, the statement, the
 * invoice, the records archive), in the reader's language. The words are the catalogs'
 * tracking.fileNames ('Autorización {{rid}}'), passed in by the caller: the server reads its static
 * catalogs, the web app its loaded one. English keeps the names files have always had, so a name
 * stored in English is recognised and shown in the reader's language.
 */
export type FileNameWords = Readonly<Record<string, string>>;

const fillRid = (template: string, rid: string) => template.replace('{{rid}}', rid);

/** Characters no file system or header takes in a name: path separators, quotes, controls. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** A file name safe to save: unsafe characters become '_', at most 150 characters before the extension. */
export function safeFileName(name: string): string {
  const clean = name.replace(UNSAFE, '_').replace(/\s+/g, ' ').trim();
  const dot = clean.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  return `${[...base].slice(0, 150).join('') || 'file'}${ext}`;
}

/** The name of a server-made file of `kind` for request `rid`, with its extension ('.pdf'). */
export function fileNameIn(words: FileNameWords, kind: string, rid: string, ext: string): string {
  const template = words[kind];
  return safeFileName(`${template ? fillRid(template, rid) : rid}${ext}`);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A stored name the server made in English ('Medical records 261120-123456.pdf'), in the words of
 * another language; any other name (a person's upload) as it is.
 */
export function localizeFileName(name: string, english: FileNameWords, words: FileNameWords): string {
  for (const [kind, template] of Object.entries(english)) {
    const [before = '', after = ''] = template.split('{{rid}}');
    const m = new RegExp(`^${escapeRe(before)}([\\w-]+)${escapeRe(after)}(\\.[A-Za-z0-9]+)?$`).exec(name);
    if (m && words[kind]) return fileNameIn(words, kind, m[1]!, m[2] ?? '');
  }
  return name;
}

/**
 * A Content-Disposition header for a name in any script (RFC 6266 with RFC 5987's filename*): an
 * ASCII fallback for old clients, the UTF-8 name for every other.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\"]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
