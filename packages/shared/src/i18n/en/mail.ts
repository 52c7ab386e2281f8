/**
 * What the server writes for a reader outside the portal's screens: mail (welcome, receipts, status
 * changes, chat, refunds, help desk, links, password reset, shares) and the two overdue letters.
 * Server-side only: nothing in apps/web imports this namespace, so it never reaches a bundle (see
 * i18n/mail.ts, which the API loads). Mail travels in the clear and lands on shared screens: no
 * text carries health details (provider, patient, record types, reasons, messages), only ids,
 * amounts, dates and a link that needs sign-in. The letters are the patient's own documents.
 */
export const mail = {
  greeting: 'Hello {{name}},',
  privacy: 'For your privacy this e-mail does not include any health information.',
  signInToSee: 'Sign in to the Patient Portal to see the details:',
  welcome: {
    subject: 'Welcome to the Patient Portal',
    ready: 'Your Patient Portal account for {{email}} is ready.',
    next: 'You can now find your healthcare providers, request your medical records or complete their forms, and follow each request here:',
    notYou: 'If you did not create this account, reply to this e-mail and we will close it.',
  },
  receipt: {
    subject: 'We received your request {{rid}}',
    paymentNeededSubject: 'Payment needed for your request {{rid}}',
    body: {
      Record: 'Thank you. We received your records request {{rid}} on {{date}}.',
      Form: 'Thank you. We received your forms request {{rid}} on {{date}}.',
    },
    payment: {
      card: 'Your card is authorized for the estimate; it is charged only when the request is completed.',
      check: 'You chose to pay by check: the request is worked on once the check is received.',
      free: 'This provider does not charge for this request.',
      failed:
        'Payment needed: your card could not be charged, so the records desk cannot start on this request yet. Open the request and choose "Try again" with another card, or pay by check.',
    },
    later: 'We will e-mail you when its status changes.',
    authorization:
      'Your signed authorization is kept with this request: you can download your copy (PDF) from the request, at the link below.',
  },
  refund: {
    subject: {
      approved: 'Your refund request for {{rid}} was approved',
      denied: 'Your refund request for {{rid}} was denied',
      refunded: 'Your refund request for {{rid}} was refunded',
    },
    body: {
      approved:
        'Your refund request of {{amount}} for request {{rid}} was approved. We will e-mail you again when the money has been returned.',
      denied: 'Your refund request of {{amount}} for request {{rid}} was denied.',
      refunded:
        'We have returned {{amount}} for request {{rid}} to your original payment method. Depending on your bank it can take 5 to 10 business days to appear.',
    },
  },
  helpDesk: {
    subject: 'We received your message to the help desk',
    received:
      'Thank you for writing to the Patient Portal help desk. Your message is ticket {{ticket}} (page code {{page}}).',
    reply:
      'Our help desk will get back to you at this e-mail address. Please keep the ticket number if you write again.',
  },
  status: {
    subject: 'Your request {{rid}} has been updated',
    body: 'The status of your request {{rid}} is now: {{status}}.',
  },
  chat: {
    subject: 'New message about your request {{rid}}',
    body: 'The records team has sent you a message about your request {{rid}}.',
  },
  ready: {
    subject: {
      Record: 'Your records for request {{rid}} are ready',
      Form: 'Your completed form for request {{rid}} is ready',
    },
    body: {
      Record:
        'Your records for request {{rid}} are ready. Downloads are free for 30 days; after that the files are archived and need a Store & Share subscription.',
      Form: 'Your completed form for request {{rid}} is ready. Downloads are free for 30 days; after that the files are archived and need a Store & Share subscription.',
    },
  },
  priceRaise: {
    subject: 'Your request {{rid}}: a new price needs your approval',
    body: 'The provider priced your request {{rid}} at {{amount}}, more than you authorized when you sent it.',
    reason: "The provider's reason: {{reason}}",
    nothing:
      'Nothing more is charged unless you approve the new price. You can approve it, or decline it with a reason, which closes the request and releases the hold on your card.',
    cta: 'Sign in to approve or decline:',
    more: 'more than that',
  },
  noRecords: {
    subject: 'No records were found for your request {{rid}}',
    body: 'The provider found no records for your request {{rid}} and has closed it. You owe nothing: any hold on your card has been released and any payment refunded.',
    statement: "The provider's signed statement is on your request.",
    cta: 'Sign in to download it:',
  },
  revoked: {
    subject: 'You revoked the authorization for request {{rid}}',
    body: 'We received your signed revocation of the authorization for request {{rid}}. The request is stopped and will not be fulfilled, any hold on your card is released, and the records team has been told.',
    effect:
      'The revocation does not affect anything already done in reliance on the authorization before it was received.',
    cta: 'Sign in to download the signed revocation:',
  },
  deadline:
    'The law (HIPAA) gives the provider until {{date}} to answer your request (day {{day}} of {{limit}} today).',
  waiting: {
    subject: 'Your request {{rid}} is waiting on you',
    body: 'The records team needs something from you before they can go on with your request {{rid}}.',
    cta: 'Sign in to see what is needed and to upload it or answer:',
  },
  extended: {
    subject: 'The provider extended the deadline of your request {{rid}}',
    body: 'The provider has used the one extension the law (HIPAA) allows for your request {{rid}}: they will answer by {{date}} (day {{day}} of {{limit}} today).',
    reason: 'The reason they gave is on your request.',
    cta: 'Sign in to read it:',
  },
  overdue: {
    subject: 'Your request {{rid}} is past its legal deadline',
    body: 'Your request {{rid}} is past its legal deadline: the law (HIPAA) gave the provider until {{date}} to answer, and today is day {{day}} of {{limit}}.',
    letters:
      'Your request now offers two ready letters: a reminder to the provider that cites your right of access, and a complaint to the HHS Office for Civil Rights that you can file yourself.',
    cta: 'Sign in to download them:',
  },
  /** Second factors: every change, and every recovery code used, is mailed to the account. */
  security: {
    subject: 'Your Patient Portal sign-in settings changed',
    added: 'A second factor was added to your account: {{name}}.',
    removed: 'A second factor was removed from your account: {{name}}.',
    codes: 'A new set of recovery codes was made for your account. The old codes no longer work.',
    codeUsed: 'A recovery code was used to sign in to your account. {{left}} codes are left.',
    notYou: 'If this was not you, reset your password now with this link and contact us:',
    recoveryLinkSubject: 'Remove the second factor of your Patient Portal account',
    recoveryLinkBody:
      'You said you lost every second factor of your account. To start removing them, open this link within one hour. They are removed only after a waiting period, and we will mail you before that:',
    recoveryLinkIgnore: 'If this was not you, ignore this message and change your password: someone else knows it.',
    recoveryStarted:
      'A request to remove every second factor from your account was started. Unless it is cancelled, they can be removed after {{date}}.',
    recoveryCancelLine: 'If this was not you, cancel it with one click:',
    recoveryFinishLine:
      'If it was you: after that time, open this link and enter your password to remove them and set up a new one:',
    recoveryCancelled: 'The request to remove your second factors was cancelled. Your second factors keep working.',
    recoveryRemoved:
      'Your second factor was removed after the waiting period, as asked. Set up a new one the next time you sign in.',
  },
  passwordReset: {
    subject: 'Reset your Patient Portal password',
    body: 'Use this link within one hour to choose a new password:',
    ignore: 'If you did not ask for this, you can ignore this message.',
  },
  link: {
    subject: {
      govt: 'Upload your government ID',
      patient: 'Upload your patient form',
      hipaa: 'Sign your HIPAA authorization',
    },
    body: 'Use this link within 7 days to continue request {{rid}}. It works once.',
  },
  share: {
    subject: '{{sharer}} shared records with you',
    body: '{{sharer}} shared records with you through the Patient Portal until {{date}}.',
    open: 'Open them here:',
    code: "You will need the access code {{name}} gives you separately, and the patient's date of birth.",
  },
  letters: {
    theProvider: 'the provider',
    fax: 'fax {{fax}}',
    phone: 'phone {{phone}}',
    reminder: {
      title: 'Reminder: request for access to health records',
      to: 'To: {{recipient}}',
      re: 'Re: My request for access to my health records, request {{rid}}. Patient: {{patient}}.',
      reBorn: 'Re: My request for access to my health records, request {{rid}}. Patient: {{patient}}, born {{dob}}.',
      dear: 'Dear Records Department,',
      asked:
        'I asked you for a copy of my health records on {{received}}. Under the HIPAA Privacy Rule (45 CFR 164.524(b)(2)) you must act on a request for access no later than 30 calendar days after you receive it. {{deadline}} Today is day {{day}}, and I have not received my records or a written denial.',
      extended:
        'You extended that deadline once, on {{date}}, by {{days}} days ("{{reason}}"), as 45 CFR 164.524(b)(2)(ii) allows, to {{due}}.',
      due: 'That is {{due}}.',
      please:
        'Please send my records now, in the form and format I asked for, or tell me in writing why you deny my request, as 45 CFR 164.524(d) requires. The fee for my own copy may only be a reasonable, cost-based fee (45 CFR 164.524(c)(4)).',
      complain:
        'If I do not hear from you, I may file a complaint with the U.S. Department of Health and Human Services, Office for Civil Rights.',
      sincerely: 'Sincerely,',
      forPatient: '{{name}} (for {{patient}})',
    },
    complaint: {
      title: 'Health information privacy complaint: right of access',
      intro:
        'Prepared for filing with the U.S. Department of Health and Human Services, Office for Civil Rights (OCR). You file it yourself: online at https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf, or by mail or e-mail to your OCR regional office (OCRComplaint@hhs.gov). A complaint must be filed within 180 days of when you knew of the problem (45 CFR 160.306(b)(3)).',
      filer: 'Person filing the complaint',
      filerFor: '{{name}}, {{email}} — for the patient {{patient}}',
      entity: 'Covered entity complained about',
      happened: 'What happened',
      asked:
        'On {{received}} I asked {{provider}} for a copy of the health records of {{patient}} (request {{rid}}). Under 45 CFR 164.524(b)(2) the provider had to act within 30 calendar days. {{deadline}} As of {{today}} (day {{day}}) I have received neither the records nor a written denial. I believe this violates my right of access under 45 CFR 164.524.',
      extended: 'It extended the deadline once, on {{date}}, to {{due}}.',
      due: 'The deadline was {{due}}.',
      history: 'Dates and history of the request',
      ask: 'What I ask',
      askBody: 'That OCR look into this, and that the provider give me access to the records without further delay.',
      signature: 'Signature',
      date: 'Date',
      englishCopy: 'English copy for the Office for Civil Rights',
    },
    /** The desk's signed "no records found" statement: the framing; the clerk's statement stays as written. */
    statement: {
      title: 'Statement: no records found',
      re: 'Re: Request {{rid}} for the health records of {{patient}}, received by {{provider}} on {{received}}.',
      reBorn:
        'Re: Request {{rid}} for the health records of {{patient}}, born {{dob}}, received by {{provider}} on {{received}}.',
      statement: 'Statement',
      fees: 'Fees',
      signature: 'Signature',
      nothingCharged: 'Nothing was charged for this request.',
      refundedCard: 'Every charge for this request ({{amount}}) has been refunded to your card.',
      refundedCheck: 'Every charge for this request ({{amount}}) has been returned to you by the records desk.',
      noCheck: 'No check is expected for this request: please do not send one.',
      holdReleased: 'The hold of {{amount}} on your card has been released; nothing was charged.',
      nothingMore: 'Nothing more will be charged for this request.',
      signed: 'Signed electronically by {{signer}}, records desk, for {{provider}}, on {{at}} UTC.',
      typedName: 'A typed name adopted as a signature is the electronic equivalent of a handwritten one.',
      englishCopy: 'English copy: the statement as signed',
    },
  },
  caregiver: {
    inviteSubject: 'An invitation to act for someone on the Patient Portal',
    invite: '{{patient}} invited you to act for them on the Patient Portal with your own sign-in, as their {{role}}.',
    inviteNext: 'Open this link to accept; if you have no account yet you can create one. The link expires in 7 days.',
    acceptedSubject: 'Your caregiver accepted your invitation',
    accepted:
      '{{caregiver}} ({{email}}) accepted your invitation and can now act for you, only within what you allowed. Under Caregivers you see what they do, and you can change or end their access at any time:',
    revokedSubject: 'Your access as a caregiver has ended',
    revoked: '{{patient}} ended your access to act for them on the Patient Portal.',
    leftSubject: 'Your caregiver stopped acting for you',
    left: '{{caregiver}} stopped acting for you on the Patient Portal.',
    roles: {
      power_of_attorney: 'power of attorney',
      personal_representative: 'personal representative',
      spouse_or_family: 'spouse or family member',
      other: 'caregiver',
    },
  },
} as const;

export type MailCatalog = typeof mail;
