import { AUTHORIZATION_TEXTS, type AuthorizationLanguage, type SignerRole } from '@portal/shared';
import {
  PAGE,
  drawSignatureBox,
  newA4Doc,
  renderCertified,
  type AuditCertificate,
  type AuthorizationPdfInput,
  type Doc,
} from './authorization-pdf';
import { fontsFor } from './fonts';
import { paragraph, type ParagraphOptions } from './text';

/**
 * The patient's signed revocation of an authorization (45 CFR 164.508(b)(5) asks for it
 * in writing), A4 like the authorization, in the same language set, followed by the same audit
 * certificate (who, when, from where, SHA-256 of the signed page).
 */
export interface RevocationPdfInput {
  language: AuthorizationLanguage;
  provider: string;
  rid: string;
  /** The patient: the person whose records they are. */
  patientName: string;
  /** The person who signs: the patient, or their representative. */
  signerName: string;
  role: SignerRole;
  /** When the revoked authorization was signed, if it was signed online. */
  authorizationSignedAt: Date | null;
  signature: AuthorizationPdfInput['signature'];
  signedAt: Date;
}

const stamp = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

function drawBody(doc: Doc, input: RevocationPdfInput) {
  const t = AUTHORIZATION_TEXTS[input.language];
  const r = t.revocation;
  const base: ParagraphOptions = {
    fonts: fontsFor(input.language),
    size: 10,
    rtl: t.dir === 'rtl',
    x: PAGE.MARGIN_X,
    width: PAGE.TEXT_WIDTH,
    lineGap: 2,
  };
  paragraph(doc, r.title, { ...base, size: 15 });
  paragraph(doc, t.subheading, { ...base, size: 12, color: '#333333' });
  doc.y += 10;
  const statement = r.statement
    .replace(/\{\{provider\}\}/g, input.provider)
    .replace(/\{\{patient\}\}/g, input.patientName)
    .replace(/\{\{rid\}\}/g, input.rid);
  for (const block of [statement, r.effect, r.stopped]) {
    paragraph(doc, block, base);
    doc.y += 8;
  }
  paragraph(doc, `${t.fullName}: ${input.patientName}`, base);
  paragraph(doc, `${t.iAmThe}: ${t.roles[input.role]}`, base);
  if (input.authorizationSignedAt)
    paragraph(doc, `${t.subheading} — ${t.signedOn}: ${stamp(input.authorizationSignedAt)}`, base);
  doc.y += 12;
  paragraph(doc, t.adoptTitle, { ...base, size: 12 });
  drawSignatureBox(doc, input.signature, input.language, base);
  const as = input.role === 'patient' ? '' : ` — ${t.roles[input.role]}`;
  paragraph(doc, `${t.signedBy}: ${input.signerName}${as}`, base);
  if (input.role !== 'patient') paragraph(doc, `${t.roles.patient}: ${input.patientName}`, base);
  paragraph(doc, `${t.signedOn}: ${stamp(input.signedAt)}`, base);
}

/** Renders the signed revocation with its audit certificate; answers the PDF and the document hash. */
export async function renderRevocationPdf(input: RevocationPdfInput, cert: AuditCertificate) {
  return renderCertified(
    () => newA4Doc({ title: `Revocation ${input.rid}`, createdAt: input.signedAt, language: input.language }),
    (doc) => drawBody(doc, input),
    {
      rid: input.rid,
      language: input.language,
      signedAt: input.signedAt,
      signatureMode: input.signature.mode,
      subject: `Electronic signature of the revocation of the authorization of request ${input.rid}`,
    },
    cert,
  );
}
