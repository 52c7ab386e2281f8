/** Authorizations, uploads and the three public pages (spec sections 2, 5, 8). The legal text itself is in authorization-texts/. */
export const authorizations = {
  upload: {
    choose: 'Choose file',
    chosen: 'Uploaded: {{name}}',
    uploading: 'Uploading…',
    remove: 'Remove {{name}}',
    download: 'Download {{name}}',
    hint: 'Allowed: {{types}}. Maximum {{mb}}mb.',
  },
  govtId: { front: 'Government ID (front)', back: 'Government ID (back)', heading: 'Government ID' },
  supporting: {
    heading: 'Supporting documents',
    add: 'Add a supporting document',
    empty: 'No supporting documents yet.',
  },
  patientForm: { heading: 'Patient form', label: 'Completed patient form' },
  generalRelease: { heading: 'Upload your release authorization', label: 'Signed release document' },
  // The form itself (and its signature panel) speaks the provider's language: authorization-texts/.
  /** The e-authorization's language select (spec section 1: 13 languages, English the default). */
  language: {
    label: 'Language of the authorization',
    description: 'Read and sign the authorization in one of the languages {{provider}} accepts.',
  },
  sign: {
    pageTitle: 'Sign the authorization',
    signed: 'Authorization signed.',
    download: 'Download the signed authorization',
    viewSent: 'View the authorization that will be sent (PDF)',
    backToRequest: 'Back to the request',
    missingRid: 'This request could not be found.',
  },
  public: {
    hipaaTitle: 'HIPAA Authorization',
    hipaaIntro:
      '{{org}} asks you to sign a HIPAA authorization so that your medical records can be released for your request. It takes about two minutes.',
    hipaaIntroNoOrg:
      'You have been asked to sign a HIPAA authorization so that your medical records can be released for your request. It takes about two minutes.',
    begin: 'Begin',
    // Shown before anything is asked: what is authorized, for whom, and who asked.
    requestedBy: 'Requested by {{name}} (request {{rid}})',
    providerLine: 'Provider that will release the records: {{provider}}',
    readFirst:
      'Please read the authorization below. After you select Begin you will be asked for your name, date of birth, Social Security number (optional), signature and ID images (optional).',
    textLanguage: 'Language of the authorization',
    firstName: 'First name',
    middleName: 'Middle name',
    lastName: 'Last name',
    dob: 'Date of birth (M/D/YYYY)',
    ssn: 'Social security number (optional)',
    signName: 'Type your full name as your signature',
    idImages: 'Government ID images (optional)',
    govtTitle: 'Upload your government ID',
    govtIntro: 'Hello {{name}}, please upload the front and the back of your government ID.',
    formTitle: 'Upload your patient form',
    formIntro: 'Hello {{name}}, please upload your completed patient form.',
    submit: 'Submit',
    submitting: 'Submitting…',
    expiredTitle: 'This link can no longer be used',
    nextSteps: 'Next steps',
    createAccount: 'Create an Account',
    createAccountText: 'Track your requests and download your records when they are ready.',
    subscribe: 'Subscribe & Share',
    subscribeText: 'Keep your records archived and share them any time with Store & Share.',
  },
} as const;
