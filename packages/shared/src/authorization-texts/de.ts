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
