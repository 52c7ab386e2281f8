import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'Assistance',
  intro:
    'Une question sur une demande, le portail ou votre compte ? Écrivez à notre service d’assistance : nous vous répondrons par e-mail.',
  contactTitle: 'Nous contacter',
  contactBody: 'Vous pouvez aussi écrire à',
  openForm: 'Envoyer un commentaire au service d’assistance',
  modalTitle: 'Donner votre avis',
  fields: {
    issue: 'Problème',
    issuePlaceholder: 'Choisissez le problème',
    title: 'Titre',
    comment: 'Commentaire',
  },
  pageCode: 'Code de la page : {{code}}',
  send: 'Envoyer',
  cancel: 'Annuler',
  issues: {
    'Application working slowly': 'L’application est lente',
    'Application is no longer responding': 'L’application ne répond plus',
    'Application is not functioning as expected': 'L’application ne fonctionne pas comme prévu',
    'I have a suggestion': 'J’ai une suggestion',
    'Something else': 'Autre chose',
  },
};
