import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Store & Share-Abonnement',
  offer: {
    heading: 'Bewahren Sie Ihre Unterlagen mit Store & Share auf',
    body: 'Unterlagen können nach der Zustellung 30 Tage lang kostenlos heruntergeladen werden. Danach werden sie archiviert. Mit Store & Share haben Sie für {{price}} pro Monat unbegrenzten Zugriff auf Ihre Unterlagen und können sie teilen.',
    download: 'Meine Unterlagen herunterladen',
    subscribe: 'Für {{price}}/Monat abonnieren',
  },
  steps: { card: 'Zahlungskarte', initials: 'Initialen', confirm: 'Bestätigen' },
  card: { heading: 'Wählen Sie die Karte für die Zahlung', next: 'Weiter' },
  initials: {
    heading: 'Vereinbarung',
    agreement:
      'Ich bin damit einverstanden, dass mir für das Store & Share-Abonnement monatlich {{price}} berechnet werden, bis ich es kündige.',
    label: 'Ihre Initialen',
    next: 'Weiter',
  },
  confirm: {
    heading: 'Abonnement bestätigen',
    summary: '{{price}} pro Monat, belastet auf die Karte mit der Endung {{last4}}.',
    submit: 'Abonnement bestätigen',
    back: 'Zurück',
  },
  active: {
    heading: 'Sie haben Store & Share abonniert',
    details: '{{price}} pro Monat, Karte mit der Endung {{last4}}. Nächste Verlängerung am {{date}}.',
    changeCard: 'Karte ändern',
    saveCard: 'Diese Karte verwenden',
    unsubscribe: 'Abonnement kündigen',
    unsubscribeConfirm:
      'Store & Share kündigen? Um archivierte Unterlagen herunterzuladen, ist dann ein neues Abonnement nötig.',
    keep: 'Abonnement behalten',
  },
  records: {
    heading: 'Ihre Unterlagen',
    empty: 'Es wurden noch keine Unterlagen zugestellt.',
    download: 'Unterlagen zu {{rid}} herunterladen',
    archived: 'Archiviert',
    available: 'Verfügbar',
    delivered: 'Zugestellt am {{date}}',
    offerTitle: 'Abonnement erforderlich',
  },
  messages: {
    subscribed: 'Sie haben das Abonnement abgeschlossen!',
    unsubscribed: 'Sie haben das Abonnement gekündigt.',
    paymentMethodUpdated: 'Zahlungsmethode erfolgreich aktualisiert!',
    lettersAndSpaces: 'Nur Buchstaben und Leerzeichen sind erlaubt.',
  },
};
