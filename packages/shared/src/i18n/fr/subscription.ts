import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Abonnement Store & Share',
  offer: {
    heading: 'Conservez vos dossiers avec Store & Share',
    body: 'Les dossiers peuvent être téléchargés gratuitement pendant 30 jours après leur livraison. Ils sont ensuite archivés. Store & Share vous donne un accès illimité à vos dossiers et la possibilité de les partager pour {{price}} par mois.',
    download: 'Télécharger mes dossiers',
    subscribe: 'S’abonner pour {{price}}/mois',
  },
  steps: { card: 'Carte de paiement', initials: 'Initiales', confirm: 'Confirmation' },
  card: { heading: 'Choisissez la carte de paiement', next: 'Continuer' },
  initials: {
    heading: 'Accord',
    agreement:
      'J’accepte d’être débité(e) de {{price}} chaque mois pour l’abonnement Store & Share jusqu’à ce que je le résilie.',
    label: 'Vos initiales',
    next: 'Continuer',
  },
  confirm: {
    heading: 'Confirmez votre abonnement',
    summary: '{{price}} par mois, débités sur la carte se terminant par {{last4}}.',
    submit: 'Confirmer l’abonnement',
    back: 'Retour',
  },
  active: {
    heading: 'Vous êtes abonné(e) à Store & Share',
    details: '{{price}} par mois, carte se terminant par {{last4}}. Prochain renouvellement le {{date}}.',
    changeCard: 'Changer de carte',
    saveCard: 'Utiliser cette carte',
    unsubscribe: 'Résilier l’abonnement',
    unsubscribeConfirm:
      'Résilier Store & Share ? Il faudra souscrire un nouvel abonnement pour télécharger les dossiers archivés.',
    keep: 'Conserver l’abonnement',
  },
  records: {
    heading: 'Vos dossiers',
    empty: 'Aucun dossier n’a encore été livré.',
    download: 'Télécharger les dossiers de {{rid}}',
    archived: 'Archivé',
    available: 'Disponible',
    delivered: 'Livré le {{date}}',
    offerTitle: 'Abonnement nécessaire',
  },
  messages: {
    subscribed: 'Votre abonnement est activé !',
    unsubscribed: 'Votre abonnement est résilié.',
    paymentMethodUpdated: 'Moyen de paiement mis à jour avec succès !',
    lettersAndSpaces: 'Seuls les lettres et les espaces sont autorisés.',
  },
};
