import type { PatientCatalog, Translation } from '../languages';

export const authorizations: Translation<PatientCatalog['authorizations']> = {
  upload: {
    choose: 'Choisir un fichier',
    chosen: 'Fichier envoyé : {{name}}',
    uploading: 'Envoi en cours…',
    remove: 'Retirer {{name}}',
    download: 'Télécharger {{name}}',
    hint: 'Formats acceptés : {{types}}. Taille maximale : {{mb}} Mo.',
  },
  govtId: {
    front: 'Pièce d’identité officielle (recto)',
    back: 'Pièce d’identité officielle (verso)',
    heading: 'Pièce d’identité officielle',
  },
  supporting: {
    heading: 'Pièces justificatives',
    add: 'Ajouter une pièce justificative',
    empty: 'Aucune pièce justificative pour le moment.',
  },
  patientForm: { heading: 'Formulaire du patient', label: 'Formulaire du patient rempli' },
  generalRelease: {
    heading: 'Envoyez votre autorisation de communication',
    label: 'Autorisation de communication signée',
  },
  language: {
    label: 'Langue de l’autorisation',
    description: 'Lisez et signez l’autorisation dans l’une des langues acceptées par {{provider}}.',
  },
  sign: {
    pageTitle: 'Signer l’autorisation',
    signed: 'Autorisation signée.',
    download: 'Télécharger l’autorisation signée',
    viewSent: 'Voir l’autorisation qui sera envoyée (PDF)',
    backToRequest: 'Retour à la demande',
    missingRid: 'Cette demande est introuvable.',
  },
  public: {
    hipaaTitle: 'Autorisation HIPAA',
    hipaaIntro:
      '{{org}} vous demande de signer une autorisation HIPAA afin que votre dossier médical puisse être communiqué pour votre demande. Cela prend environ deux minutes.',
    hipaaIntroNoOrg:
      'Il vous est demandé de signer une autorisation HIPAA afin que votre dossier médical puisse être communiqué pour votre demande. Cela prend environ deux minutes.',
    begin: 'Commencer',
    requestedBy: 'Demandé par {{name}} (demande {{rid}})',
    providerLine: 'Prestataire qui communiquera le dossier : {{provider}}',
    readFirst:
      'Veuillez lire l’autorisation ci-dessous. Après avoir choisi « Commencer », vous devrez indiquer votre nom, votre date de naissance, votre numéro de sécurité sociale (facultatif), votre signature et des images de votre pièce d’identité (facultatif).',
    textLanguage: 'Langue de l’autorisation',
    firstName: 'Prénom',
    middleName: 'Deuxième prénom',
    lastName: 'Nom',
    dob: 'Date de naissance (M/J/AAAA)',
    ssn: 'Numéro de sécurité sociale (SSN, facultatif)',
    signName: 'Saisissez votre nom complet en guise de signature',
    idImages: 'Images de la pièce d’identité officielle (facultatif)',
    govtTitle: 'Envoyez votre pièce d’identité officielle',
    govtIntro: 'Bonjour {{name}}, veuillez envoyer le recto et le verso de votre pièce d’identité officielle.',
    formTitle: 'Envoyez votre formulaire du patient',
    formIntro: 'Bonjour {{name}}, veuillez envoyer votre formulaire du patient rempli.',
    submit: 'Envoyer',
    submitting: 'Envoi en cours…',
    expiredTitle: 'Ce lien ne peut plus être utilisé',
    nextSteps: 'Prochaines étapes',
    createAccount: 'Créer un compte',
    createAccountText: 'Suivez vos demandes et téléchargez vos dossiers dès qu’ils sont prêts.',
    subscribe: 'S’abonner à Store & Share',
    subscribeText: 'Conservez vos dossiers archivés et partagez-les à tout moment avec Store & Share.',
  },
};
