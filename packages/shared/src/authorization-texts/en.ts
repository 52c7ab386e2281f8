import { MESSAGES } from '../messages';
import type { AuthorizationTexts } from './types';

export const en: AuthorizationTexts = {
  languageName: 'English',
  dir: 'ltr',
  heading: 'Please read and sign the authorization below',
  subheading: 'Individual Electronic Record Release Authorization Form',
  consent:
    'I authorize {{provider}} to use and disclose my protected health information to the requester named in this request, including information about the following sensitive categories: {{categories}}.',
  allRecords: 'All of my records will be released, including any records about the sensitive categories listed above.',
  consentBase:
    'I authorize {{provider}} to use and disclose my protected health information to the requester named in this request.',
  releaseSelected:
    'My records will be released, including records about only these sensitive categories: {{categories}}. Records about any other sensitive category will not be released.',
  releaseNone:
    'My records will be released except records about the following sensitive categories, which will not be released: {{categories}}.',
  purpose: "Purpose of the disclosure: at the request of the patient or the patient's personal representative.",
  expiry: 'This authorization expires one year after the date it is signed, unless I revoke it earlier.',
  part2Notice:
    'My records may contain alcohol and drug abuse records protected by federal confidentiality rules (42 CFR Part 2). Federal rules prohibit any further disclosure of this information unless further disclosure is expressly permitted by my written consent.',
  fullName: 'Patient full name',
  initials: 'Initials',
  dob: 'Patient date of birth',
  dobPlaceholder: 'M/D/YYYY',
  ssn: 'Patient social security number (optional)',
  iAmThe: 'I am the',
  roles: {
    patient: 'Patient',
    guardian: 'Guardian',
    power_of_attorney: 'Patient Representative - Power of Attorney',
    next_of_kin: 'Next of Kin',
    deceased_patient: 'Deceased Patient',
    executor_beneficiary: 'Executor/Beneficiary',
  },
  extraFields: {
    guardian: 'Full name of the power of attorney holder or guardian',
    power_of_attorney: 'Full name of the power of attorney holder or guardian',
    next_of_kin: 'Full name of the next of kin',
    deceased_patient: "Full name of the deceased patient's representative",
    executor_beneficiary: 'Full name of the executor or beneficiary',
  },
  sensitiveQuestion: 'Do you authorize the release of sensitive information?',
  sensitiveHint: 'Choose the categories that may be released. Choosing no box means No.',
  sensitiveLegend: 'Sensitive information',
  yes: 'Yes',
  no: 'No',
  categories: {
    hiv_genetic: 'HIV and/or AIDS testing and genetic testing',
    alcohol_drug: 'Alcohol and/or drug abuse',
    mental_health: 'Mental health counseling',
    psychiatric: 'Psychiatric treatment',
    domestic_violence: 'Domestic violence/abuse',
    sexual_assault: 'Sexual assault/abuse',
    std: 'Sexually transmitted diseases',
    child_abuse: 'Child abuse/neglect',
  },
  adoptTitle: 'Adopt Your Signature',
  adoptSubtitle: 'Confirm your name, initials and signature.',
  drawSwitch: 'Draw my signature',
  typedLabel: 'Type your signature',
  drawHelp: 'Draw your signature in the box with a mouse, finger or pen.',
  canvasLabel: 'Signature drawing area',
  previewLabel: 'Signature preview',
  dsMark: 'DS',
  dsMarkLabel: 'Digital signature',
  needStroke: 'Draw your signature before signing.',
  typeMode: 'Type',
  drawMode: 'Draw',
  preview: 'Preview',
  clear: 'Clear',
  signedBy: 'Signed by',
  adoptAndSign: 'Adopt and Sign',
  closingNote:
    'By selecting Adopt and Sign, I agree that this signature and these initials are the electronic equivalent of my pen-and-paper signature and initials for all purposes, including legally binding contracts. I am requesting all available records.',
  revocable:
    'I may revoke this authorization at any time, except where information has already been disclosed in reliance on it.',
  notConditioned: 'My treatment cannot be conditioned on whether I sign this authorization.',
  withhold: 'I may state which information I do not want to be released.',
  authority: 'Your authority to act for the patient',
  authorityHint:
    'For example: parent of a minor child, court-appointed guardian, or holder of a health care power of attorney.',
  previewPdf: 'Preview PDF',
  previewOpen: 'Open the preview in a new tab',
  revocation: {
    title: 'Revocation of Authorization',
    statement:
      'I revoke the authorization I signed for {{provider}} to use and disclose the protected health information of {{patient}} for request {{rid}}. No further information may be used or disclosed under that authorization.',
    effect:
      'This revocation does not affect any action already taken in reliance on the authorization before it was received.',
    stopped: 'The request is stopped and will not be fulfilled.',
  },
  signedOn: 'Signed on',
  document: {
    patient: 'Patient: {{name}}, date of birth {{dob}}.',
    discloser: 'Who may disclose the information: {{provider}}.',
    information: 'Information to be disclosed:',
    datesAll: 'Dates of service: all dates.',
    datesBetween: 'Dates of service: from {{from}} to {{to}}.',
    datesAfter: 'Dates of service: from {{from}} onward.',
    datesBefore: 'Dates of service: up to {{to}}.',
    datesPending: 'Dates of service: to be completed from the answers you give later in this request.',
    pending: 'to be completed from the answers you give later in this request',
    recordTypes: 'Record types: {{types}}.',
    form: "The provider's form: {{form}}.",
    sensitiveAll: 'Sensitive information that will be released: {{categories}}.',
    sensitiveIncluded: 'Sensitive information that will be released, and only this: {{categories}}.',
    sensitiveExcluded: 'Sensitive information that will NOT be released: {{categories}}.',
    recipientPortal:
      'Who receives the information: {{name}}, for the patient, through the patient portal account {{email}} ({{how}}).',
    recipientFax: 'Who receives the information: {{name}} ({{type}}), by fax to {{fax}}.',
    recipientRequester: 'Who receives the information: {{name}}, who asked for this authorization.',
    recipientPending: 'Who receives the information: to be completed from the answers you give later in this request.',
    purpose: 'Purpose of the disclosure: {{purpose}}.',
    purposePatient: 'at the request of the patient',
    expires: 'This authorization expires on {{date}}, unless it is revoked earlier.',
    representative: 'Signed for the patient by {{name}} as {{role}}. Authority to act for the patient: {{authority}}.',
    revoke:
      'This authorization may be revoked at any time in writing: online with "Revoke authorization" on the request in the patient portal, or by a signed letter to the provider. A revocation does not affect what was already disclosed in reliance on this authorization.',
    notConditioned:
      'Treatment, payment, enrollment and eligibility for benefits are not conditioned on signing this authorization.',
    redisclosure:
      'Information disclosed under this authorization may be re-disclosed by the recipient and may then no longer be protected by federal privacy rules.',
    part2:
      'The records may contain alcohol and drug abuse records protected by federal confidentiality rules (42 CFR Part 2). Federal rules prohibit any further disclosure of this information unless further disclosure is expressly permitted by the written consent of the person it concerns.',
    copy: 'The signer receives a copy of this signed authorization: it can be downloaded from the request in the patient portal.',
    esign:
      'The signer agrees that this electronic signature and these initials are the equivalent of a pen-and-paper signature and initials for all purposes, including legally binding contracts.',
  },
  // The spec's own wording, shared with the server's error bodies.
  messages: {
    required: MESSAGES.required,
    invalidDate: MESSAGES.invalidDate,
    ssn: MESSAGES.ssn,
    initialsTooLong: MESSAGES.initialsTooLong,
    lettersAndSpaces: MESSAGES.lettersAndSpaces,
    representativeRequired: MESSAGES.representativeRequired,
  },
};
