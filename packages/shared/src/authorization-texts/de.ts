import type { AuthorizationTexts } from './types';

export const de: AuthorizationTexts = {
  languageName: 'Deutsch',
  dir: 'ltr',
  heading: 'Bitte lesen und unterschreiben Sie die folgende Einwilligung',
  subheading: 'Individuelles Formular zur elektronischen Freigabe von Unterlagen',
  consent:
    'Ich ermächtige {{provider}}, meine geschützten Gesundheitsinformationen zu verwenden und an den in dieser Anfrage genannten Antragsteller weiterzugeben, einschließlich Informationen zu den folgenden sensiblen Kategorien: {{categories}}.',
  allRecords:
    'Alle meine Unterlagen werden freigegeben, einschließlich der Unterlagen zu den oben aufgeführten sensiblen Kategorien.',
  consentBase:
    'Ich ermächtige {{provider}}, meine geschützten Gesundheitsinformationen zu verwenden und an den in dieser Anfrage genannten Antragsteller weiterzugeben.',
  releaseSelected:
    'Meine Unterlagen werden freigegeben, einschließlich der Unterlagen nur zu diesen sensiblen Kategorien: {{categories}}. Unterlagen zu anderen sensiblen Kategorien werden nicht freigegeben.',
  releaseNone:
    'Meine Unterlagen werden freigegeben, mit Ausnahme der Unterlagen zu den folgenden sensiblen Kategorien, die nicht freigegeben werden: {{categories}}.',
  purpose: 'Zweck der Offenlegung: auf Wunsch des Patienten oder seines persönlichen Vertreters.',
  expiry:
    'Diese Einwilligung erlischt ein Jahr nach dem Datum der Unterzeichnung, sofern ich sie nicht früher widerrufe.',
  part2Notice:
    'Meine Unterlagen können Aufzeichnungen über Alkohol- und Drogenmissbrauch enthalten, die durch bundesrechtliche Vertraulichkeitsvorschriften (42 CFR Part 2) geschützt sind. Die Bundesvorschriften verbieten jede weitere Offenlegung dieser Informationen, es sei denn, sie ist durch meine schriftliche Einwilligung ausdrücklich erlaubt.',
  fullName: 'Vollständiger Name des Patienten',
  initials: 'Initialen',
  dob: 'Geburtsdatum des Patienten',
  dobPlaceholder: 'M/T/JJJJ',
  ssn: 'Sozialversicherungsnummer des Patienten (optional)',
  iAmThe: 'Ich bin',
  roles: {
    patient: 'Patient',
    guardian: 'Vormund',
    power_of_attorney: 'Vertreter des Patienten - Vollmacht',
    next_of_kin: 'Nächster Angehöriger',
    deceased_patient: 'Verstorbener Patient',
    executor_beneficiary: 'Testamentsvollstrecker/Begünstigter',
  },
  extraFields: {
    guardian: 'Vollständiger Name des Bevollmächtigten oder Vormunds',
    power_of_attorney: 'Vollständiger Name des Bevollmächtigten oder Vormunds',
    next_of_kin: 'Vollständiger Name des nächsten Angehörigen',
    deceased_patient: 'Vollständiger Name des Vertreters des verstorbenen Patienten',
    executor_beneficiary: 'Vollständiger Name des Testamentsvollstreckers oder Begünstigten',
  },
  sensitiveQuestion: 'Genehmigen Sie die Freigabe sensibler Informationen?',
  sensitiveHint: 'Wählen Sie die Kategorien, die freigegeben werden dürfen. Kein Kästchen bedeutet Nein.',
  sensitiveLegend: 'Sensible Informationen',
  yes: 'Ja',
  no: 'Nein',
  categories: {
    hiv_genetic: 'HIV- und/oder AIDS-Tests und Gentests',
    alcohol_drug: 'Alkohol- und/oder Drogenmissbrauch',
    mental_health: 'Psychologische Beratung',
    psychiatric: 'Psychiatrische Behandlung',
    domestic_violence: 'Häusliche Gewalt/Misshandlung',
    sexual_assault: 'Sexuelle Übergriffe/sexueller Missbrauch',
    std: 'Sexuell übertragbare Krankheiten',
    child_abuse: 'Kindesmisshandlung/-vernachlässigung',
  },
  adoptTitle: 'Unterschrift übernehmen',
  adoptSubtitle: 'Bestätigen Sie Ihren Namen, Ihre Initialen und Ihre Unterschrift.',
  drawSwitch: 'Unterschrift zeichnen',
  typedLabel: 'Geben Sie Ihre Unterschrift ein',
  drawHelp: 'Zeichnen Sie Ihre Unterschrift mit der Maus, dem Finger oder einem Stift in das Feld.',
  canvasLabel: 'Zeichenfeld für die Unterschrift',
  previewLabel: 'Vorschau der Unterschrift',
  dsMark: 'DU',
  dsMarkLabel: 'Digitale Unterschrift',
  needStroke: 'Zeichnen Sie Ihre Unterschrift, bevor Sie unterschreiben.',
  typeMode: 'Tippen',
  drawMode: 'Zeichnen',
  preview: 'Vorschau',
  clear: 'Löschen',
  signedBy: 'Unterzeichnet von',
  adoptAndSign: 'Übernehmen und unterschreiben',
  closingNote:
    'Mit der Auswahl von „Übernehmen und unterschreiben“ stimme ich zu, dass diese Unterschrift und diese Initialen für alle Zwecke, einschließlich rechtsverbindlicher Verträge, das elektronische Gegenstück zu meiner handschriftlichen Unterschrift und meinen Initialen auf Papier sind. Ich fordere alle verfügbaren Unterlagen an.',
  revocable:
    'Ich kann diese Einwilligung jederzeit widerrufen, außer soweit Informationen im Vertrauen auf sie bereits weitergegeben wurden.',
  notConditioned: 'Meine Behandlung darf nicht davon abhängig gemacht werden, ob ich diese Einwilligung unterschreibe.',
  withhold: 'Ich kann angeben, welche Informationen nicht freigegeben werden sollen.',
  authority: 'Ihre Befugnis, für den Patienten zu handeln',
  authorityHint:
    'Zum Beispiel: Elternteil eines minderjährigen Kindes, gerichtlich bestellter Vormund oder Inhaber einer Gesundheitsvollmacht.',
  previewPdf: 'PDF-Vorschau',
  previewOpen: 'Vorschau in einem neuen Tab öffnen',
  revocation: {
    title: 'Widerruf der Einwilligung',
    statement:
      'Ich widerrufe die von mir unterzeichnete Einwilligung, mit der {{provider}} die geschützten Gesundheitsinformationen von {{patient}} für die Anfrage {{rid}} verwenden und weitergeben darf. Auf Grundlage dieser Einwilligung dürfen keine weiteren Informationen verwendet oder weitergegeben werden.',
    effect:
      'Dieser Widerruf berührt keine Handlungen, die vor seinem Eingang im Vertrauen auf die Einwilligung bereits vorgenommen wurden.',
    stopped: 'Die Anfrage wird gestoppt und nicht bearbeitet.',
  },
  signedOn: 'Unterzeichnet am',
  document: {
    patient: 'Patient: {{name}}, geboren am {{dob}}.',
    discloser: 'Wer die Informationen offenlegen darf: {{provider}}.',
    information: 'Offenzulegende Informationen:',
    datesAll: 'Behandlungsdaten: alle Daten.',
    datesBetween: 'Behandlungsdaten: vom {{from}} bis {{to}}.',
    datesAfter: 'Behandlungsdaten: ab dem {{from}}.',
    datesBefore: 'Behandlungsdaten: bis zum {{to}}.',
    datesPending: 'Behandlungsdaten: wird aus Ihren späteren Angaben in dieser Anfrage ergänzt.',
    pending: 'wird aus Ihren späteren Angaben in dieser Anfrage ergänzt',
    recordTypes: 'Art der Unterlagen: {{types}}.',
    form: 'Das Formular des Anbieters: {{form}}.',
    sensitiveAll: 'Sensible Informationen, die herausgegeben werden: {{categories}}.',
    sensitiveIncluded: 'Sensible Informationen, die herausgegeben werden, und nur diese: {{categories}}.',
    sensitiveExcluded: 'Sensible Informationen, die NICHT herausgegeben werden: {{categories}}.',
    recipientPortal:
      'Wer die Informationen erhält: {{name}}, für den Patienten, über das Patientenportal-Konto {{email}} ({{how}}).',
    recipientFax: 'Wer die Informationen erhält: {{name}} ({{type}}), per Fax an {{fax}}.',
    recipientRequester: 'Wer die Informationen erhält: {{name}}, der diese Vollmacht angefordert hat.',
    recipientPending: 'Wer die Informationen erhält: wird aus Ihren späteren Angaben in dieser Anfrage ergänzt.',
    purpose: 'Zweck der Offenlegung: {{purpose}}.',
    purposePatient: 'auf Wunsch des Patienten',
    expires: 'Diese Vollmacht läuft am {{date}} ab, sofern sie nicht früher widerrufen wird.',
    representative:
      'Für den Patienten unterschrieben von {{name}} als {{role}}. Befugnis, für den Patienten zu handeln: {{authority}}.',
    revoke:
      'Diese Vollmacht kann jederzeit schriftlich widerrufen werden: online mit „Vollmacht widerrufen“ bei der Anfrage im Patientenportal oder mit einem unterschriebenen Brief an den Anbieter. Ein Widerruf berührt nicht, was bereits im Vertrauen auf diese Vollmacht offengelegt wurde.',
    notConditioned:
      'Behandlung, Zahlung, Aufnahme und Leistungsberechtigung hängen nicht von der Unterzeichnung dieser Vollmacht ab.',
    redisclosure:
      'Auf Grund dieser Vollmacht offengelegte Informationen können vom Empfänger weitergegeben werden und sind dann möglicherweise nicht mehr durch bundesrechtliche Datenschutzvorschriften geschützt.',
    part2:
      'Die Unterlagen können Angaben über Alkohol- und Drogenmissbrauch enthalten, die durch bundesrechtliche Vertraulichkeitsvorschriften (42 CFR Part 2) geschützt sind. Diese Vorschriften verbieten jede weitere Offenlegung dieser Informationen, sofern sie nicht ausdrücklich durch die schriftliche Einwilligung der betroffenen Person erlaubt ist.',
    copy: 'Der Unterzeichner erhält eine Kopie dieser unterschriebenen Vollmacht: Sie kann bei der Anfrage im Patientenportal heruntergeladen werden.',
    esign:
      'Der Unterzeichner erklärt, dass diese elektronische Unterschrift und diese Initialen für alle Zwecke, auch für rechtsverbindliche Verträge, einer handschriftlichen Unterschrift und Initialen gleichstehen.',
  },
  messages: {
    required: 'Dieses Feld ist erforderlich',
    invalidDate: 'Ungültiges Datum',
    ssn: 'Ungültige Sozialversicherungsnummer',
    initialsTooLong: 'Muss weniger als 20 Zeichen lang sein',
    lettersAndSpaces: 'Nur Buchstaben und Leerzeichen sind erlaubt.',
    representativeRequired:
      'Sie unterschreiben für eine andere Person: Wählen Sie unter „Ich bin“ Ihre Rolle und geben Sie Ihren Namen und Ihre Befugnis an, für den Patienten zu handeln.',
  },
};
