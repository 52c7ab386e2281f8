import type { SensitiveCategory, SignerRole } from '../schemas/authorizations';

/**
 * The e-authorization's legal text and form labels in one language (spec section 2 "Patient
 * e-authorization form"). `{{provider}}` and `{{categories}}` are filled in when shown/rendered.
 */
export interface AuthorizationTexts {
  languageName: string;
  dir: 'ltr' | 'rtl';
  heading: string;
  subheading: string;
  consent: string;
  allRecords: string;
  part2Notice: string;
  fullName: string;
  initials: string;
  dob: string;
  ssn: string;
  iAmThe: string;
  roles: Record<SignerRole, string>;
  /** The name each non-patient role asks for. */
  extraFields: Record<Exclude<SignerRole, 'patient'>, string>;
  sensitiveQuestion: string;
  sensitiveHint: string;
  yes: string;
  no: string;
  categories: Record<SensitiveCategory, string>;
  adoptTitle: string;
  adoptSubtitle: string;
  drawSwitch: string;
  typeMode: string;
  drawMode: string;
  preview: string;
  clear: string;
  signedBy: string;
  adoptAndSign: string;
  closingNote: string;
  revocable: string;
  notConditioned: string;
  withhold: string;
  signedOn: string;
}
