import type { AuthorizationTexts } from './types';

export const en: AuthorizationTexts = {
  languageName: 'English',
  dir: 'ltr',
  heading: 'Please read and sign the authorization below',
  subheading: 'Individual Electronic Record Release Authorization Form',
  consent:
    'I authorize {{provider}} to use and disclose my protected health information to the requester named in this request, including information about the following sensitive categories: {{categories}}.',
  allRecords:
    'All of my records will be released, including any records about the sensitive categories listed above.',
  part2Notice:
    'My records may contain alcohol and drug abuse records protected by federal confidentiality rules (42 CFR Part 2). Federal rules prohibit any further disclosure of this information unless further disclosure is expressly permitted by my written consent.',
  fullName: 'Patient full name',
  initials: 'Initials',
  dob: 'Patient date of birth',
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
  signedOn: 'Signed on',
};
