import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'Hilfe',
  intro:
    'Fragen zu einer Anfrage, zum Portal oder zu Ihrem Konto? Schreiben Sie unserem Helpdesk – wir antworten Ihnen per E-Mail.',
  contactTitle: 'Kontakt',
  contactBody: 'Sie können auch schreiben an',
  openForm: 'Feedback an den Helpdesk senden',
  modalTitle: 'Feedback geben',
  fields: {
    issue: 'Anliegen',
    issuePlaceholder: 'Anliegen auswählen',
    title: 'Titel',
    comment: 'Kommentar',
  },
  pageCode: 'Seitencode: {{code}}',
  send: 'Senden',
  cancel: 'Abbrechen',
  issues: {
    'Application working slowly': 'Die Anwendung arbeitet langsam',
    'Application is no longer responding': 'Die Anwendung reagiert nicht mehr',
    'Application is not functioning as expected': 'Die Anwendung funktioniert nicht wie erwartet',
    'I have a suggestion': 'Ich habe einen Vorschlag',
    'Something else': 'Etwas anderes',
  },
};
