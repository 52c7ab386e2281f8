import type { PatientCatalog, Translation } from '../languages';

export const authorizations: Translation<PatientCatalog['authorizations']> = {
  upload: {
    choose: 'Datei auswählen',
    chosen: 'Hochgeladen: {{name}}',
    uploading: 'Wird hochgeladen…',
    remove: '{{name}} entfernen',
    download: '{{name}} herunterladen',
    hint: 'Erlaubt: {{types}}. Höchstens {{mb}} MB.',
  },
  govtId: {
    front: 'Amtlicher Ausweis (Vorderseite)',
    back: 'Amtlicher Ausweis (Rückseite)',
    heading: 'Amtlicher Ausweis',
  },
  supporting: {
    heading: 'Ergänzende Unterlagen',
    add: 'Ergänzendes Dokument hinzufügen',
    empty: 'Noch keine ergänzenden Unterlagen.',
  },
  patientForm: { heading: 'Patientenformular', label: 'Ausgefülltes Patientenformular' },
  generalRelease: { heading: 'Laden Sie Ihre Freigabeerklärung hoch', label: 'Unterschriebene Freigabeerklärung' },
  language: {
    label: 'Sprache der Einwilligungserklärung',
    description:
      'Lesen und unterschreiben Sie die Einwilligungserklärung in einer der Sprachen, die {{provider}} akzeptiert.',
  },
  sign: {
    pageTitle: 'Einwilligungserklärung unterschreiben',
    signed: 'Einwilligungserklärung unterschrieben.',
    download: 'Unterschriebene Einwilligungserklärung herunterladen',
    viewSent: 'Einwilligungserklärung ansehen, die gesendet wird (PDF)',
    backToRequest: 'Zurück zur Anfrage',
    missingRid: 'Diese Anfrage wurde nicht gefunden.',
  },
  public: {
    hipaaTitle: 'HIPAA-Einwilligungserklärung',
    hipaaIntro:
      '{{org}} bittet Sie, eine HIPAA-Einwilligungserklärung zu unterschreiben, damit Ihre medizinischen Unterlagen für Ihre Anfrage herausgegeben werden können. Das dauert etwa zwei Minuten.',
    hipaaIntroNoOrg:
      'Sie wurden gebeten, eine HIPAA-Einwilligungserklärung zu unterschreiben, damit Ihre medizinischen Unterlagen für Ihre Anfrage herausgegeben werden können. Das dauert etwa zwei Minuten.',
    begin: 'Beginnen',
    requestedBy: 'Angefordert von {{name}} (Anfrage {{rid}})',
    providerLine: 'Leistungserbringer, der die Unterlagen herausgibt: {{provider}}',
    readFirst:
      'Bitte lesen Sie zuerst die Einwilligungserklärung unten. Nachdem Sie „Beginnen“ gewählt haben, werden Sie nach Ihrem Namen, Ihrem Geburtsdatum, Ihrer Sozialversicherungsnummer (optional), Ihrer Unterschrift und Bildern Ihres Ausweises (optional) gefragt.',
    textLanguage: 'Sprache der Einwilligungserklärung',
    firstName: 'Vorname',
    middleName: 'Zweiter Vorname',
    lastName: 'Nachname',
    dob: 'Geburtsdatum (M/T/JJJJ)',
    ssn: 'Sozialversicherungsnummer (SSN, optional)',
    signName: 'Geben Sie als Unterschrift Ihren vollständigen Namen ein',
    idImages: 'Bilder des amtlichen Ausweises (optional)',
    govtTitle: 'Laden Sie Ihren amtlichen Ausweis hoch',
    govtIntro: 'Guten Tag {{name}}, bitte laden Sie die Vorder- und die Rückseite Ihres amtlichen Ausweises hoch.',
    formTitle: 'Laden Sie Ihr Patientenformular hoch',
    formIntro: 'Guten Tag {{name}}, bitte laden Sie Ihr ausgefülltes Patientenformular hoch.',
    submit: 'Absenden',
    submitting: 'Wird gesendet…',
    expiredTitle: 'Dieser Link kann nicht mehr verwendet werden',
    nextSteps: 'Nächste Schritte',
    createAccount: 'Konto erstellen',
    createAccountText: 'Verfolgen Sie Ihre Anfragen und laden Sie Ihre Unterlagen herunter, sobald sie bereitstehen.',
    subscribe: 'Store & Share abonnieren',
    subscribeText: 'Bewahren Sie Ihre Unterlagen archiviert auf und teilen Sie sie jederzeit mit Store & Share.',
  },
};
