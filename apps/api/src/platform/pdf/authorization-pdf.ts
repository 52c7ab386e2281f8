import { createHash } from 'node:crypto';
import type PDFDocument from 'pdfkit';
import {
  AUTHORIZATION_LANGUAGE_ENGLISH_NAMES,
  AUTHORIZATION_TEXTS,
  authorizationDocument,
  documentDate,
  type AuthorizationLanguage,
  type AuthorizationScope,
  type SignerRole,
} from '@portal/shared';
import { fontsFor, loadFont } from './fonts';
import { loadPdfkit } from './pdfkit';
import { paragraph, type ParagraphOptions } from './text';

/**
 * The signed e-authorization as an A4 PDF with a 181 mm text width (spec section 9), in the
 * signer's language, followed by an audit certificate page. The certificate carries the SHA-256
 * of the signed document: the same pages rendered on their own (same creation date, so the
 * rendering is reproducible and the hash can be checked by rendering them again).
 */
const MM = 72 / 25.4;
const TEXT_WIDTH = 181 * MM;
const A4_WIDTH = 595.28;
const MARGIN_X = (A4_WIDTH - TEXT_WIDTH) / 2;

export interface AuthorizationPdfInput {
  language: AuthorizationLanguage;
  rid: string;
  /** What is authorized, for whom, by whom (`authorizationDocument` of the shared texts). */
  scope: AuthorizationScope;
  /** The person who signs: the patient, or their representative. */
  signerName: string;
  initials: string;
  ssnLast4: string | null;
  role: SignerRole;
  signature: { mode: 'type'; name: string } | { mode: 'draw'; png: Buffer };
  /** When the signature was adopted (the authorization step); the document's date. */
  signedAt: Date;
}

export interface AuditCertificate {
  signer: string;
  patient: string;
  role: string;
  authority: string | null;
  ip: string;
  userAgent: string;
  authMethod: string;
  /**
   * What the signer was shown and what the document states, in English (the desk's words): the
   * certificate is the record of what was signed, whatever the document's language.
   */
  shown?: Array<[string, string]>;
}

export type Doc = InstanceType<typeof PDFDocument>;

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

async function newDoc(input: AuthorizationPdfInput): Promise<Doc> {
  return newA4Doc({ title: `Authorization ${input.rid}`, createdAt: input.signedAt, language: input.language });
}

/**
 * The signed document: the title, every element of 45 CFR 164.508(c) for exactly what the request
 * asks (`authorizationDocument`), then the adopted signature with who signed and when. No screen
 * heading or button label is part of it.
 */
function drawBody(doc: Doc, input: AuthorizationPdfInput) {
  const t = AUTHORIZATION_TEXTS[input.language];
  const rtl = t.dir === 'rtl';
  const base: ParagraphOptions = {
    fonts: fontsFor(input.language),
    size: 9.5,
    rtl,
    x: MARGIN_X,
    width: TEXT_WIDTH,
    lineGap: 1,
  };
  const indent = 12;
  const body = authorizationDocument(t, input.scope);
  paragraph(doc, body.title, { ...base, size: 14 });
  doc.y += 6;
  for (const p of body.paragraphs) {
    const o: ParagraphOptions = p.indent
      ? { ...base, x: rtl ? MARGIN_X : MARGIN_X + indent, width: TEXT_WIDTH - indent }
      : base;
    paragraph(doc, p.text, p.small ? { ...o, size: 8.5, color: '#333333' } : o);
    doc.y += p.small ? 2 : 4;
  }
  if (input.ssnLast4) paragraph(doc, `${ssnLabel(t.ssn)}: ***-**-${input.ssnLast4}`, base);
  doc.y += 4;
  drawSignatureBox(doc, input.signature, input.language, base);
  const as = input.role === 'patient' ? '' : ` — ${t.roles[input.role]}`;
  paragraph(doc, `${t.signedBy}: ${input.signerName} (${input.initials})${as}`, base);
  paragraph(doc, `${t.signedOn}: ${documentDate(input.language, input.signedAt)}`, base);
}

/** The SSN field's label without the form's "(optional)". */
const ssnLabel = (label: string) => label.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '');

/** A calendar date in a signed document (the shared formatter, so the confirm step writes the same). */
export { documentDate };

/** What the audit certificate states about the signed document besides who signed (shared by the revocation). */
export interface CertifiedDocument {
  rid: string;
  language: AuthorizationLanguage;
  signedAt: Date;
  signatureMode: 'type' | 'draw';
  /** The line under the title: what was signed. */
  subject: string;
}

/**
 * The audit certificate page: who signed, when, from where, how, in which language, and the
 * SHA-256 of the signed pages. The one builder for every signed document of the portal (the
 * authorization and its revocation), so the desk reads one format.
 */
export function drawAuditCertificate(doc: Doc, d: CertifiedDocument, cert: AuditCertificate, sha256: string) {
  doc.addPage();
  const base: ParagraphOptions = {
    fonts: fontsFor(d.language),
    size: 10,
    rtl: false,
    x: MARGIN_X,
    width: TEXT_WIDTH,
    lineGap: 3,
  };
  paragraph(doc, 'Audit certificate', { ...base, size: 15 });
  paragraph(doc, d.subject, { ...base, color: '#333333' });
  doc.y += 10;
  const rows: Array<[string, string]> = [
    ['Signed by', cert.signer],
    ['Patient', cert.patient],
    ['Role', cert.role],
    ...(cert.authority ? [['Authority', cert.authority] as [string, string]] : []),
    ['Signed at (UTC)', d.signedAt.toISOString()],
    ['IP address', cert.ip],
    ['User agent', cert.userAgent],
    ['Signed in with', cert.authMethod],
    ['Signature', d.signatureMode === 'draw' ? 'drawn' : 'typed'],
    ['Language', `${d.language} (${AUTHORIZATION_LANGUAGE_ENGLISH_NAMES[d.language]})`],
    ...(cert.shown ?? []),
    ['SHA-256 of the signed document', sha256],
  ];
  for (const [k, v] of rows) {
    // A row without a label continues the one above it (the lines of the document's scope).
    paragraph(doc, k ? `${k}: ${v}` : v, k ? base : { ...base, x: MARGIN_X + 12, width: TEXT_WIDTH - 12 });
    doc.y += 2;
  }
  doc.y += 8;
  paragraph(
    doc,
    'The SHA-256 covers the signed document, i.e. the pages before this certificate as rendered on their own.',
    { ...base, size: 8, color: '#444444' },
  );
}

/**
 * A signed document with its certificate: the body is rendered once on its own to hash it (same
 * creation date, so the rendering is reproducible), then again with the certificate after it.
 */
export async function renderCertified(
  make: () => Promise<Doc>,
  drawBody: (doc: Doc) => void,
  d: CertifiedDocument,
  cert: AuditCertificate,
) {
  const bodyOnly = await make();
  drawBody(bodyOnly);
  const documentSha256 = createHash('sha256')
    .update(await toBuffer(bodyOnly))
    .digest('hex');
  const full = await make();
  drawBody(full);
  drawAuditCertificate(full, d, cert, documentSha256);
  return { pdf: await toBuffer(full), documentSha256 };
}

/** The adopted signature in its box with the short DS mark (typed name or drawn image). */
export function drawSignatureBox(
  doc: Doc,
  signature: AuthorizationPdfInput['signature'],
  language: AuthorizationLanguage,
  base: ParagraphOptions,
) {
  const rtl = AUTHORIZATION_TEXTS[language].dir === 'rtl';
  const sigTop = doc.y + 4;
  const sigX = rtl ? MARGIN_X + TEXT_WIDTH - 220 : MARGIN_X;
  doc.roundedRect(sigX, sigTop, 220, 70, 6).lineWidth(1).strokeColor('#1c5fa8').stroke();
  doc
    .font(loadFont('default').path)
    .fontSize(9)
    .fillColor('#1c5fa8')
    .text('DS', sigX + 6, sigTop + 4, { lineBreak: false });
  if (signature.mode === 'draw') {
    doc.image(signature.png, sigX + 24, sigTop + 6, { fit: [190, 58], align: 'center', valign: 'center' });
  } else {
    doc.y = sigTop + 22;
    paragraph(doc, signature.name, {
      ...base,
      x: sigX + 24,
      width: 190,
      size: 20,
      rtl: false,
      fonts: fontsFor(language),
    });
  }
  doc.y = sigTop + 78;
}

/** A4 with the spec's 181 mm text width, dated for reproducible rendering. */
export async function newA4Doc(o: { title: string; createdAt: Date; language: AuthorizationLanguage }): Promise<Doc> {
  const PDFDocument = await loadPdfkit();
  return new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: MARGIN_X, right: MARGIN_X },
    info: { Title: o.title, CreationDate: o.createdAt, Producer: 'Patient Portal' },
    lang: o.language,
  });
}
export const PAGE = { MARGIN_X, TEXT_WIDTH };

/** Renders the signed authorization with its certificate; answers the PDF and the document hash. */
export async function renderAuthorizationPdf(input: AuthorizationPdfInput, cert: AuditCertificate) {
  return renderCertified(
    () => newDoc(input),
    (doc) => drawBody(doc, input),
    {
      rid: input.rid,
      language: input.language,
      signedAt: input.signedAt,
      signatureMode: input.signature.mode,
      subject: `Electronic signature of request ${input.rid}`,
    },
    cert,
  );
}

/**
 * The document as it will be signed, without the audit certificate (which records the act of
 * signing, so exists only once it happened): what the signer sees before adopting the signature.
 */
export async function renderAuthorizationPreview(input: AuthorizationPdfInput) {
  const doc = await newDoc(input);
  drawBody(doc, input);
  return toBuffer(doc);
}
