/** Fees the patient can trust: see en/fees.ts. */
export const fees = {
  basis: {
    title: 'Grundlage der Gebühr',
    patient_access: 'Ihr eigener Zugang zu Ihren Unterlagen',
    third_party: 'Ermächtigung, Ihre Unterlagen an Dritte zu senden',
    patient_accessText:
      'HIPAA-Auskunftsrecht (45 CFR 164.524): Der Anbieter darf für die Kopie nur eine angemessene, kostenbasierte Gebühr verlangen (Arbeitszeit für das Kopieren, Material und Porto).',
    flatFeeApplied:
      'Dies ist eine elektronische Kopie elektronisch geführter Unterlagen, innerhalb der Pauschale von {{amount}}, die HIPAA dafür erlaubt, alle Kosten inbegriffen.',
    third_partyText:
      'Ihre Ermächtigung, die Unterlagen an jemand anderen zu senden (45 CFR 164.508): Die Gebührengrenzen des Auskunftsrechts gelten nicht; es gilt die Gebührenordnung des Anbieters.',
    rule: 'Eine Anfrage ist eine Ermächtigung an Dritte, wenn die Unterlagen an einen anderen Empfänger als Sie gefaxt werden; sonst ist es Ihr eigener Zugang.',
  },
  breakdown: {
    total: 'Gesamt',
    authorizedWas: 'Sie hatten {{amount}} genehmigt.',
    reason: 'Grund: {{reason}}',
    title: 'Gebühren',
    estimate: 'Kostenschätzung beim Absenden der Anfrage',
    authorized: 'Von Ihnen genehmigt',
    price: 'Preis des Anbieters',
  },
  approval: {
    newTotal: 'Neuer Gesamtbetrag',
    title: 'Ein neuer Preis braucht Ihre Zustimmung',
    body: 'Der Anbieter hat für diese Anfrage {{amount}} berechnet, mehr als die von Ihnen genehmigten {{authorized}}. Ohne Ihre Zustimmung wird nichts weiter belastet.',
    approve: '{{amount}} zustimmen',
    decline: 'Ablehnen',
    declineTitle: 'Den neuen Preis ablehnen?',
    declineBody:
      'Die Ablehnung schließt die Anfrage und gibt die Reservierung auf Ihrer Karte frei. Bitte nennen Sie dem Anbieter den Grund.',
    reason: 'Grund',
    declineConfirm: 'Ablehnen und Anfrage schließen',
    approved: 'Preis genehmigt. Das Team für Unterlagen bearbeitet Ihre Anfrage weiter.',
    declined: 'Preis abgelehnt. Die Anfrage ist geschlossen und die Reservierung auf Ihrer Karte freigegeben.',
  },
  noRecords: {
    title: 'Keine Unterlagen gefunden',
    body: 'Der Anbieter hat für diese Anfrage keine Unterlagen gefunden und sie geschlossen. Sie schulden nichts: Jede Reservierung auf Ihrer Karte wurde freigegeben und jede Zahlung erstattet.',
    signed: 'Unterzeichnet von {{name}} am {{date}}',
    download: 'Unterzeichnete Erklärung herunterladen (PDF)',
  },
} as const;
