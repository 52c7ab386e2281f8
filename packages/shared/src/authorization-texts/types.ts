import type { MessageKey } from '../messages';
import type { SensitiveCategory, SignerRole } from '../schemas/authorizations';

/** The validation messages the e-authorization form can show (spec section 5), in its language. */
export const FORM_MESSAGE_KEYS = [
  'required',
  'invalidDate',
  'ssn',
  'initialsTooLong',
  'lettersAndSpaces',
  'representativeRequired',
] as const satisfies readonly MessageKey[];
export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

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
  /** The release statement when no sensitive question is asked: everything, sensitive categories included. */
  allRecords: string;
  /** The consent without sensitive categories: used until the question is answered, and after a No. */
  consentBase: string;
  /** The release statement after Yes: only the chosen categories (`{{categories}}`). */
  releaseSelected: string;
  /** The release statement after No: the provider's sensitive categories (`{{categories}}`) are withheld. */
  releaseNone: string;
  /** Purpose of the disclosure (45 CFR 164.508(c)(1)(iv)). */
  purpose: string;
  /** Expiration (45 CFR 164.508(c)(1)(v)). */
  expiry: string;
  part2Notice: string;
  fullName: string;
  initials: string;
  dob: string;
  /** The date format the field expects (M/D/YYYY) in the language's words for month, day, year. */
  dobPlaceholder: string;
  ssn: string;
  iAmThe: string;
  roles: Record<SignerRole, string>;
  /** The name each non-patient role asks for. */
  extraFields: Record<Exclude<SignerRole, 'patient'>, string>;
  sensitiveQuestion: string;
  sensitiveHint: string;
  /** Legend of the category checkboxes. */
  sensitiveLegend: string;
  yes: string;
  no: string;
  categories: Record<SensitiveCategory, string>;
  adoptTitle: string;
  adoptSubtitle: string;
  drawSwitch: string;
  /** Label of the typed-signature field. */
  typedLabel: string;
  /** Help above the drawing canvas. */
  drawHelp: string;
  /** Accessible name of the drawing canvas. */
  canvasLabel: string;
  /** Accessible name of the preview group. */
  previewLabel: string;
  /** The short mark before a signature ('DS' in English, spec section 2) and its full words for screen readers. */
  dsMark: string;
  dsMarkLabel: string;
  /** Shown when Adopt and Sign is tried with an empty canvas. */
  needStroke: string;
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
  /** Label of a representative's description of their authority (45 CFR 164.508(c)(1)(vi)). */
  authority: string;
  authorityHint: string;
  /** The button that shows the PDF that will be sent, before signing. */
  previewPdf: string;
  previewOpen: string;
  /**
   * The signed revocation of the authorization (45 CFR 164.508(b)(5)): its title, the
   * statement (`{{provider}}`, `{{patient}}`, `{{rid}}`), that earlier reliance stands, that the request stops.
   */
  revocation: { title: string; statement: string; effect: string; stopped: string };
  /**
   * The signed document's own words (45 CFR 164.508(c)), written about "the patient" so that they
   * are true whoever signs. Placeholders in double braces are filled by `authorizationDocument`.
   */
  document: AuthorizationDocumentTexts;
  /** The spec's validation messages (MESSAGES in English) for the fields of this form. */
  messages: Record<FormMessageKey, string>;
}

/** The signed authorization's statements, one per element of 45 CFR 164.508(c)(1)-(3). */
export interface AuthorizationDocumentTexts {
  /** `{{name}}`, `{{dob}}`. */
  patient: string;
  /** Who may disclose: `{{provider}}` (with its address when known). */
  discloser: string;
  /** Heading of the description of the information. */
  information: string;
  datesAll: string;
  /** `{{from}}`, `{{to}}`. */
  datesBetween: string;
  datesAfter: string;
  datesBefore: string;
  /** The dates of service before they are known here (the authorization step read alone). */
  datesPending: string;
  /** What the request-information step still chooses, as the authorization step shows it. */
  pending: string;
  /** `{{types}}`: the record types chosen in the request. */
  recordTypes: string;
  /** `{{form}}`: the provider's form a form request asks for. */
  form: string;
  /** No sensitive question asked: the provider's sensitive categories are released (`{{categories}}`). */
  sensitiveAll: string;
  /** Yes: only these categories are released (`{{categories}}`). */
  sensitiveIncluded: string;
  /** Not released (`{{categories}}`): after No, or the categories left unticked after Yes. */
  sensitiveExcluded: string;
  /** The patient's own delivery in the portal: `{{name}}`, `{{email}}`, `{{how}}` (the delivery method). */
  recipientPortal: string;
  /** By fax: `{{name}}`, `{{type}}`, `{{fax}}`. */
  recipientFax: string;
  /** The person or organisation that asked for the authorization: `{{name}}`. */
  recipientRequester: string;
  /** The recipient before the delivery is chosen (the authorization step). */
  recipientPending: string;
  /** `{{purpose}}`. */
  purpose: string;
  /** The purpose when the requester gave none. */
  purposePatient: string;
  /** `{{date}}`. */
  expires: string;
  /** A representative's signature: `{{name}}`, `{{role}}`, `{{authority}}`. */
  representative: string;
  revoke: string;
  notConditioned: string;
  redisclosure: string;
  /** The 42 CFR Part 2 notice, printed when alcohol/drug records are released. */
  part2: string;
  copy: string;
  /** The agreement that the electronic signature is the signer's own. */
  esign: string;
}
