import {
  MESSAGES,
  SIGNATURE_DATA_URL,
  UPLOAD_RULES,
  hipaaFormSchema,
  patientFormName,
  type UploadRule,
} from '@portal/shared';
import type { authorizations } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { authorizationsRepository as repo } from './repository';
import { badRequest } from '../../platform/errors';
import { assertCleanText } from '../../platform/input-guards';
import type { IncomingFile, MultipartBody } from '../../platform/multipart-body';
import { renderAuthorizationPdf } from '../../platform/pdf/authorization-pdf';
import { receiveUpload, storeGenerated, withStoredCleanup, type ReceivedUpload } from '../../platform/uploads';
import { addDocument, type DocumentKind, userBasics } from '../documents';
import { patientActed } from '../lifecycle';
import { checkPublicToken, type PublicLinkKind } from './links';
import { hipaaLanguage, hipaaLinkInfo } from './public-hipaa';
import { authorizationScope, scopeLinesEnglish, shownRows, type ScopeParties } from './scope';

/**
 * The three public uploads. The token (query `token`) is checked before any byte is stored and
 * used up in the same transaction as the rows, so a failed upload leaves the link usable and a
 * successful one cannot be replayed (two racing uploads: one transaction finds it used, and its
 * files are removed). Fields and files come in one multipart body.
 */
interface PublicQuery {
  token?: string;
  user_id?: number;
  request_id?: number;
}

function cleanField(name: string, value: string) {
  assertCleanText(name, value);
  return value;
}

async function readParts(body: MultipartBody, onFile: (p: IncomingFile) => Promise<void>) {
  const fields: Record<string, string> = {};
  for await (const part of body.parts({ preservePath: true })) {
    if (part.type === 'file') await onFile(part);
    else fields[part.fieldname] = cleanField(part.fieldname, String(part.value ?? ''));
  }
  return fields;
}

/** How the history names what came through a link (the desk reads it). */

export async function publicUpload(
  app: Pick<AppContext, 'db' | 'files'>,
  actor: Actor,
  kind: PublicLinkKind,
  q: PublicQuery,
  body: MultipartBody,
) {
  const { db } = app;
  const ids = { userId: q.user_id, requestId: q.request_id };
  const link = await checkPublicToken(db, kind, q.token, ids); // refuse before storing anything
  const user = await userBasics(db, link.userId);
  await withStoredCleanup(app, async (track) => {
    // The files stream into the store first, with no transaction open (a slow link must not hold
    // the database); the token is used up with the rows, in one short transaction after.
    const received: Array<{
      upload: ReceivedUpload;
      kind: DocumentKind;
      rule: UploadRule;
      nameFor?: (ext: string, original: string) => string;
    }> = [];
    const receive = async (
      part: IncomingFile,
      k: DocumentKind,
      rule: UploadRule,
      nameFor?: (ext: string, original: string) => string,
    ) => {
      received.push({ upload: track(await receiveUpload(app, part, { rule })), kind: k, rule, nameFor });
    };
    const got = new Set<string>();
    let signaturePng: Buffer | null = null;
    const fields = await readParts(body, async (part) => {
      const name = part.fieldname;
      if (kind === 'govt' && (name === 'frontFile' || name === 'backFile')) {
        await receive(part, name === 'frontFile' ? 'govt_id_front' : 'govt_id_back', UPLOAD_RULES.govtId);
      } else if (kind === 'patient' && name === 'form_record') {
        await receive(part, 'patient_form', UPLOAD_RULES.patientForm, (ext, original) =>
          patientFormName(user.lastName, original, ext),
        );
      } else if (kind === 'hipaa' && (name === 'government_id_front' || name === 'government_id_back')) {
        await receive(
          part,
          name === 'government_id_front' ? 'govt_id_front' : 'govt_id_back',
          UPLOAD_RULES.hipaaIdImage,
        );
      } else {
        part.file.resume();
        return;
      }
      got.add(name);
    });
    const need = kind === 'govt' ? ['frontFile', 'backFile'] : kind === 'patient' ? ['form_record'] : [];
    const missing = need.find((n) => !got.has(n));
    if (missing) throw badRequest(MESSAGES.required, { [missing]: MESSAGES.required });
    // The signed PDF is drawn before the transaction too (CPU, not database work).
    let signed: {
      pdf: Buffer;
      documentSha256: string;
      values: Omit<typeof authorizations.$inferInsert, 'fileId' | 'name' | 'requestId' | 'userId' | 'type'>;
    } | null = null;
    if (kind === 'hipaa') {
      const parsed = hipaaFormSchema.safeParse({ ...fields, signature_mode: fields.signature ? 'draw' : 'type' });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (!issue) throw badRequest(MESSAGES.badRequest);
        throw badRequest(issue.message, { [String(issue.path[0])]: issue.message });
      }
      if (parsed.data.signature && SIGNATURE_DATA_URL.test(parsed.data.signature))
        // The data URL matched: its base64 part follows the one comma.
        signaturePng = Buffer.from(parsed.data.signature.split(',')[1] ?? '', 'base64');
      const f = parsed.data;
      const fullName = [f.first_name, f.middle_name, f.last_name].filter(Boolean).join(' ');
      const signedAt = new Date();
      // The text the page showed: the request's provider (not the URL's org_name), in the language read.
      const info = await hipaaLinkInfo(db, link);
      const language = hipaaLanguage(info, fields.language);
      const scoped = await repo.scopeRequest(db, link.requestId);
      const custodian = scoped?.request.custodianId ? await repo.custodian(db, scoped.request.custodianId) : null;
      if (!scoped) throw badRequest(MESSAGES.badRequest);
      const parties: Omit<ScopeParties, 'language'> = {
        request: scoped.request,
        custodian,
        account: { name: info.requested_by, email: scoped.email },
        answers: {
          patient: { name: fullName, dob: f.date_of_birth },
          role: 'patient',
          signerName: fullName,
          authority: null,
          release: null,
          chosen: [],
        },
        signedAt,
        requester: info.requested_by,
      };
      const scope = authorizationScope({ ...parties, language });
      const { pdf, documentSha256 } = await renderAuthorizationPdf(
        {
          language,
          rid: link.rid,
          scope,
          signerName: fullName,
          initials: `${f.first_name[0]}${f.last_name[0]}`,
          ssnLast4: f.ssn ? f.ssn.slice(-4) : null,
          role: 'patient',
          signedAt,
          signature: signaturePng
            ? { mode: 'draw', png: signaturePng }
            : { mode: 'type', name: f.sign_name ?? fullName },
        },
        {
          signer: fullName,
          patient: fullName,
          role: 'Patient',
          authority: null,
          ip: actor.ip ?? '',
          userAgent: (actor.userAgent ?? '').slice(0, 300),
          authMethod: `public link (no sign-in), requested by ${info.requested_by}`,
          shown: shownRows(scopeLinesEnglish(parties)),
        },
      );
      signed = {
        pdf,
        documentSha256,
        values: {
          language,
          authName: fullName,
          authDob: f.date_of_birth,
          authSsnLast4: f.ssn ? f.ssn.slice(-4) : null,
          authRole: 'patient',
          drawMode: !!signaturePng,
          documentSha256,
          signedAt,
          signerIp: actor.ip,
          signerUserAgent: actor.userAgent ?? '',
          signerAuthMethod: 'public_link',
        },
      };
    }
    await db.transaction(async (tx) => {
      const grant = await checkPublicToken(tx, kind, q.token, ids, true);
      const base = { userId: grant.userId, requestId: grant.requestId, viaPublicLink: true };
      for (const r of received)
        await addDocument(app, tx, actor, {
          ...base,
          upload: r.upload,
          kind: r.kind,
          rule: r.rule,
          nameFor: r.nameFor,
        });
      if (signed) {
        const stored = track(
          await storeGenerated(app, tx, signed.pdf, {
            name: `HIPAA_Authorization_${grant.rid}.pdf`,
            mime: 'application/pdf',
            ownerUserId: grant.userId,
            purpose: 'authorization',
          }),
        );
        const row = await repo.insert(tx, {
          ...signed.values,
          requestId: grant.requestId,
          userId: grant.userId,
          type: 'HipaaAuthorization',
          fileId: stored.fileId,
          name: stored.name,
        });
        await audit(tx, actor, {
          action: 'authorization.sign',
          subjectUserId: grant.userId,
          entityType: 'authorization',
          entityId: row.id,
          requestId: grant.requestId,
          details: { public: true },
        });
      }
      // A request waiting on the patient goes back to the desk with what came through the link.
      const parts = kind === 'hipaa' ? ['hipaa'] : [...got];
      await patientActed(tx, actor, {
        requestId: grant.requestId,
        userId: grant.userId,
        note: { code: 'sent_by_link', params: { parts } },
      });
    });
  });
  return { message: MESSAGES.formSubmitted };
}
