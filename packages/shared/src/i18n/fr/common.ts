import type { PatientCatalog, Translation } from '../languages';

export const common: Translation<PatientCatalog['common']> = {
  /** Placeholders of typed dates: the spec's M/D/YYYY order, in the language's letters. */
  dateFormat: 'M/J/AAAA',
  cardExpiryFormat: 'MM/AA',
  appName: 'Portail patient',
  logoAlt: 'Accueil du portail patient',
  loading: 'Chargement…',
  back: 'Retour',
  save: 'Enregistrer',
  cancel: 'Annuler',
  close: 'Fermer',
  dismiss: 'Masquer',
  submit: 'Envoyer',
  search: 'Rechercher',
  remove: 'Retirer',
  yes: 'Oui',
  no: 'Non',
  next: 'Suivant',
  comingSoon: 'Cet écran sera bientôt disponible.',
  ruleMet: '(fait)',
  ruleNotMet: '(pas encore)',
  nav: {
    dashboard: 'Tableau de bord',
    recordsAndForms: 'Dossiers et formulaires',
    dependents: 'Personnes à charge',
    favoriteProviders: 'Prestataires favoris',
    support: 'Assistance',
    provideFeedback: 'Donner votre avis',
    mainNavigation: 'Navigation principale',
  },
  profileMenu: {
    label: 'Ouvrir le menu du profil',
    profile: 'Profil',
    subscription: 'Abonnement',
    logout: 'Se déconnecter',
  },
  mobileMenu: 'Afficher ou masquer le menu de navigation',
  skipToContent: 'Aller au contenu principal',
  session: {
    warningTitle: 'Êtes-vous toujours là ?',
    warningBody: 'Pour votre sécurité, vous serez déconnecté(e) dans {{seconds}} secondes.',
    keepSignedIn: 'Oui, rester connecté(e)',
    signOut: 'Non, me déconnecter',
    expiredTitle: 'Session expirée',
    clickToLogin: 'Cliquez ici pour vous connecter',
  },
  reload: {
    title: 'Recharger la page',
    confirm: 'Recharger',
  },
  dobBanner: {
    link: 'Mettre à jour votre profil',
  },
  errorPage: {
    lastPage: 'Revenir à la page précédente',
    login: 'Aller à la connexion',
    home: 'Aller à l’accueil',
    contact: 'Nous contacter',
    detail: 'Nous sommes désolés. Le problème a été signalé à notre équipe.',
  },
  notFound: {
    title: 'Page introuvable',
  },
  dashboard: {
    greeting: 'Bienvenue, {{name}}',
    greetingNoName: 'Bienvenue',
    intro:
      'Demandez votre dossier médical ou remplissez les formulaires d’un prestataire, et suivez ici chacune de vos demandes.',
    startRecords: 'Demander un dossier médical',
    startForms: 'Remplir les formulaires du prestataire',
    recordsHint: 'Trouvez votre prestataire et demandez vos dossiers.',
    formsHint: 'Remplissez les formulaires demandés par votre prestataire.',
    track: 'Suivre vos demandes',
    trackHint: 'Consultez l’état des demandes que vous avez envoyées.',
    find: 'Trouver un prestataire',
    findHint:
      'Recherchez par État et par nom, ou parmi les prestataires proches de chez vous, puis choisissez ce que vous voulez demander.',
  },
  language: {
    label: 'Langue',
  },
};
