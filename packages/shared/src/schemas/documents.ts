import { z } from 'zod';

/** A stored file as the screens see it (spec section 3: id, url, name). */
export const fileRefSchema = z.object({ id: z.string(), url: z.string(), name: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** Government ID front and back (spec section 3 "Government ID"). */
export const govtIdValueSchema = z.object({
  front_file: fileRefSchema.nullable(),
  back_file: fileRefSchema.nullable(),
});
export type GovtIdValue = z.infer<typeof govtIdValueSchema>;

export const supportingDocSchema = fileRefSchema.extend({ deleted: z.boolean().optional() });
export type SupportingDoc = z.infer<typeof supportingDocSchema>;

/** Upload zones (spec section 5 "Uploads"): which types and how many bytes each accepts. */
export const UPLOAD_KINDS = ['image', 'heic', 'pdf', 'doc', 'docx'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadRule {
  kinds: readonly UploadKind[];
  maxBytes: number;
  /** The '{types}' of 'Only {types} files are allowed to upload.' */
  typesLabel: string;
  /** What the browser's file picker offers. */
  accept: string;
}

const MB = 1024 * 1024;
export const UPLOAD_RULES = {
  default: {
    kinds: ['image', 'heic', 'pdf', 'doc', 'docx'],
    maxBytes: 15 * MB,
    typesLabel: 'jpg, jpeg, png, heic, heif, pdf, doc, docx',
    accept: 'image/*,.heic,.heif,application/pdf,.doc,.docx',
  },
  hipaaIdImage: {
    kinds: ['image'],
    maxBytes: 20_971_520,
    typesLabel: 'jpg, jpeg, png',
    accept: 'image/png,image/jpeg',
  },
  govtId: {
    kinds: ['image', 'heic'],
    maxBytes: 26_214_400,
    typesLabel: 'jpg, jpeg, png, heic, heif',
    accept: 'image/*,.heic,.heif',
  },
  patientForm: {
    kinds: ['image', 'pdf', 'doc', 'docx'],
    maxBytes: 26_214_400,
    typesLabel: 'jpg, jpeg, png, pdf, doc, docx',
    accept: 'image/png,image/jpeg,application/pdf,.doc,.docx',
  },
  generalRelease: {
    kinds: ['image', 'pdf', 'doc', 'docx'],
    maxBytes: 15 * MB,
    typesLabel: 'jpg, jpeg, png, pdf, doc, docx',
    accept: 'image/png,image/jpeg,application/pdf,.doc,.docx',
  },
  /** payments/store_screen_shot: the picture of what the user agreed to (the default 15 MB limit). */
  paymentEvidence: {
    kinds: ['image'],
    maxBytes: 15 * MB,
    typesLabel: 'jpg, jpeg, png',
    accept: 'image/png,image/jpeg',
  },
} as const satisfies Record<string, UploadRule>;
export type UploadRuleName = keyof typeof UPLOAD_RULES;

/** Megabytes as the message shows them ('Maximum 25mb'). */
export const uploadMb = (bytes: number) => Math.round(bytes / MB);

/** Form_{last initial}_{name}_{MMDDYY}.{ext} (spec section 3 "Patient form file"). */
export function patientFormName(lastName: string, name: string, ext: string, at = new Date()): string {
  const initial = (lastName.trim()[0] ?? 'X').toUpperCase();
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .slice(0, 60) || 'form';
  const mm = String(at.getMonth() + 1).padStart(2, '0');
  const dd = String(at.getDate()).padStart(2, '0');
  const yy = String(at.getFullYear() % 100).padStart(2, '0');
  return `Form_${initial}_${base}_${mm}${dd}${yy}.${ext}`;
}
