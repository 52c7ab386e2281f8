import { createHash } from 'node:crypto';
import type PDFDocument from 'pdfkit';
import {
  AUTHORIZATION_LANGUAGE_ENGLISH_NAMES,
  AUTHORIZATION_TEXTS,
  type AuthorizationLanguage,
  type SensitiveCategory,
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
  provider: string;
  rid: string;
  /** The patient: the person whose records they are. */
  fullName: string;
  /** The person who signs: the patient, or their representative. */
  signerName: string;
  initials: string;
  dob: string;
  ssnLast4: string | null;
  role: SignerRole;
  extraValue: string | null;
  /** A representative's description of their authority (45 CFR 164.508(c)(1)(vi)). */
  authority: string | null;
  sensitiveOffered: boolean;
  releaseSensitive: boolean | null;
  sensitiveInfo: SensitiveCategory[];
  /** The consent paragraphs as they follow the answers (`consentBlocks` of the shared texts). */
  consent: string[];
  signature: { mode: 'type'; name: string } | { mode: 'draw'; png: Buffer };
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

function drawBody(doc: Doc, input: AuthorizationPdfInput) {
  const t = AUTHORIZATION_TEXTS[input.language];
  const rtl = t.dir === 'rtl';
  const base: ParagraphOptions = {
    fonts: fontsFor(input.language),
    size: 10,
    rtl,
    x: MARGIN_X,
    width: TEXT_WIDTH,
    lineGap: 2,
  };
  const gap = (n = 8) => (doc.y += n);
  const label = (c: string) => t.categories[c as SensitiveCategory] ?? c;
  const categories = input.sensitiveInfo.map(label).join(', ') || '—';

  paragraph(doc, t.heading, { ...base, size: 15 });
  paragraph(doc, t.subheading, { ...base, size: 12, color: '#333333' });
  gap(10);
  for (const block of input.consent) {
    paragraph(doc, block, base);
    gap();
  }
  const field = (label: string, value: string) => paragraph(doc, `${label}: ${value}`, base);
  field(t.fullName, input.fullName);
  field(t.initials, input.initials);
  field(t.dob, input.dob);
  field(t.ssn, input.ssnLast4 ? `***-**-${input.ssnLast4}` : '—');
  field(t.iAmThe, t.roles[input.role]);
  if (input.role !== 'patient' && input.extraValue) field(t.extraFields[input.role], input.extraValue);
  if (input.role !== 'patient' && input.authority) field(t.authority, input.authority);
  if (input.sensitiveOffered) field(t.sensitiveQuestion, input.releaseSensitive ? `${t.yes} (${categories})` : t.no);
  gap(12);
  paragraph(doc, t.adoptTitle, { ...base, size: 12 });
  drawSignatureBox(doc, input.signature, input.language, base);
  const as = input.role === 'patient' ? '' : ` — ${t.roles[input.role]}`;
  paragraph(doc, `${t.signedBy}: ${input.signerName} (${input.initials})${as}`, base);
  if (input.role !== 'patient') paragraph(doc, `${t.roles.patient}: ${input.fullName}`, base);
  paragraph(doc, `${t.signedOn}: ${input.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, base);
  gap(10);
  for (const note of [t.closingNote, t.revocable, t.notConditioned, t.withhold]) {
    paragraph(doc, note, { ...base, size: 9, color: '#333333' });
    gap(4);
  }
}

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
    ['SHA-256 of the signed document', sha256],
  ];
  for (const [k, v] of rows) {
    paragraph(doc, `${k}: ${v}`, base);
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
