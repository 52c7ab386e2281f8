import type { AuthorizationTexts } from './types';

export const fr: AuthorizationTexts = {
  languageName: 'Français',
  dir: 'ltr',
  heading: 'Veuillez lire et signer l’autorisation ci-dessous',
  subheading: 'Formulaire individuel d’autorisation électronique de communication de dossiers',
  consent:
    'J’autorise {{provider}} à utiliser et à communiquer mes informations de santé protégées au demandeur désigné dans cette demande, y compris les informations relatives aux catégories sensibles suivantes : {{categories}}.',
  allRecords:
    'L’ensemble de mes dossiers sera communiqué, y compris les dossiers relatifs aux catégories sensibles énumérées ci-dessus.',
  consentBase:
    'J’autorise {{provider}} à utiliser et à communiquer mes informations de santé protégées au demandeur désigné dans cette demande.',
  releaseSelected:
    'Mes dossiers seront communiqués, y compris les dossiers relatifs uniquement aux catégories sensibles suivantes : {{categories}}. Les dossiers relatifs à toute autre catégorie sensible ne seront pas communiqués.',
  releaseNone:
    'Mes dossiers seront communiqués, à l’exception des dossiers relatifs aux catégories sensibles suivantes, qui ne seront pas communiqués : {{categories}}.',
  purpose: 'Finalité de la communication : à la demande du patient ou de son représentant personnel.',
  expiry: 'Cette autorisation expire un an après la date de sa signature, sauf si je la révoque avant.',
  part2Notice:
    'Mes dossiers peuvent contenir des dossiers relatifs à l’abus d’alcool et de drogues protégés par les règles fédérales de confidentialité (42 CFR Part 2). Les règles fédérales interdisent toute communication ultérieure de ces informations, sauf si elle est expressément autorisée par mon consentement écrit.',
  fullName: 'Nom complet du patient',
  initials: 'Initiales',
  dob: 'Date de naissance du patient',
  dobPlaceholder: 'M/J/AAAA',
  ssn: 'Numéro de sécurité sociale du patient (facultatif)',
  iAmThe: 'Je suis',
  roles: {
    patient: 'Patient',
    guardian: 'Tuteur',
    power_of_attorney: 'Représentant du patient - Procuration',
    next_of_kin: 'Plus proche parent',
    deceased_patient: 'Patient décédé',
    executor_beneficiary: 'Exécuteur testamentaire/Bénéficiaire',
  },
  extraFields: {
    guardian: 'Nom complet du titulaire de la procuration ou du tuteur',
    power_of_attorney: 'Nom complet du titulaire de la procuration ou du tuteur',
    next_of_kin: 'Nom complet du plus proche parent',
    deceased_patient: 'Nom complet du représentant du patient décédé',
    executor_beneficiary: 'Nom complet de l’exécuteur testamentaire ou du bénéficiaire',
  },
  sensitiveQuestion: 'Autorisez-vous la communication d’informations sensibles ?',
  sensitiveHint: 'Choisissez les catégories qui peuvent être communiquées. Ne cocher aucune case signifie Non.',
  sensitiveLegend: 'Informations sensibles',
  yes: 'Oui',
  no: 'Non',
  categories: {
    hiv_genetic: 'Tests de dépistage du VIH et/ou du SIDA et tests génétiques',
    alcohol_drug: 'Abus d’alcool et/ou de drogues',
    mental_health: 'Conseil en santé mentale',
    psychiatric: 'Traitement psychiatrique',
    domestic_violence: 'Violence/maltraitance conjugale',
    sexual_assault: 'Agression/abus sexuel',
    std: 'Maladies sexuellement transmissibles',
    child_abuse: 'Maltraitance/négligence envers un enfant',
  },
  adoptTitle: 'Adoptez votre signature',
  adoptSubtitle: 'Confirmez votre nom, vos initiales et votre signature.',
  drawSwitch: 'Dessiner ma signature',
  typedLabel: 'Saisissez votre signature',
  drawHelp: 'Dessinez votre signature dans le cadre avec une souris, le doigt ou un stylet.',
  canvasLabel: 'Zone de dessin de la signature',
  previewLabel: 'Aperçu de la signature',
  dsMark: 'SN',
  dsMarkLabel: 'Signature numérique',
  needStroke: 'Dessinez votre signature avant de signer.',
  typeMode: 'Saisir',
  drawMode: 'Dessiner',
  preview: 'Aperçu',
  clear: 'Effacer',
  signedBy: 'Signé par',
  adoptAndSign: 'Adopter et signer',
  closingNote:
    'En sélectionnant Adopter et signer, j’accepte que cette signature et ces initiales soient l’équivalent électronique de ma signature et de mes initiales manuscrites à toutes fins, y compris pour les contrats juridiquement contraignants. Je demande tous les dossiers disponibles.',
  revocable:
    'Je peux révoquer cette autorisation à tout moment, sauf pour les informations déjà communiquées sur la base de celle-ci.',
  notConditioned: 'Mon traitement ne peut pas être subordonné à la signature de cette autorisation.',
  withhold: 'Je peux indiquer les informations que je ne souhaite pas voir communiquées.',
  authority: 'Votre qualité pour agir au nom du patient',
  authorityHint:
    'Par exemple : parent d’un enfant mineur, tuteur désigné par un tribunal ou mandataire désigné pour les décisions de santé.',
  previewPdf: 'Aperçu du PDF',
  previewOpen: 'Ouvrir l’aperçu dans un nouvel onglet',
  revocation: {
    title: 'Révocation de l’autorisation',
    statement:
      'Je révoque l’autorisation que j’ai signée permettant à {{provider}} d’utiliser et de communiquer les informations de santé protégées de {{patient}} pour la demande {{rid}}. Aucune autre information ne peut être utilisée ou communiquée sur la base de cette autorisation.',
    effect: 'Cette révocation n’affecte pas les mesures déjà prises sur la base de l’autorisation avant sa réception.',
    stopped: 'La demande est arrêtée et ne sera pas traitée.',
  },
  signedOn: 'Signé le',
  document: {
    patient: 'Patient : {{name}}, date de naissance {{dob}}.',
    discloser: 'Qui peut divulguer les informations : {{provider}}.',
    information: 'Informations à divulguer :',
    datesAll: 'Dates de service : toutes les dates.',
    datesBetween: 'Dates de service : du {{from}} au {{to}}.',
    datesAfter: 'Dates de service : à partir du {{from}}.',
    datesBefore: "Dates de service : jusqu'au {{to}}.",
    datesPending:
      'Dates de service : sera complété à partir des réponses que vous donnerez plus loin dans cette demande.',
    pending: 'sera complété à partir des réponses que vous donnerez plus loin dans cette demande',
    recordTypes: 'Types de dossiers : {{types}}.',
    form: 'Le formulaire du prestataire : {{form}}.',
    sensitiveAll: 'Informations sensibles qui seront divulguées : {{categories}}.',
    sensitiveIncluded: 'Informations sensibles qui seront divulguées, et seulement celles-ci : {{categories}}.',
    sensitiveExcluded: 'Informations sensibles qui ne seront PAS divulguées : {{categories}}.',
    recipientPortal:
      'Qui reçoit les informations : {{name}}, pour le patient, via le compte du portail patient {{email}} ({{how}}).',
    recipientFax: 'Qui reçoit les informations : {{name}} ({{type}}), par fax au {{fax}}.',
    recipientRequester: 'Qui reçoit les informations : {{name}}, qui a demandé cette autorisation.',
    recipientPending:
      'Qui reçoit les informations : sera complété à partir des réponses que vous donnerez plus loin dans cette demande.',
    purpose: 'Objet de la divulgation : {{purpose}}.',
    purposePatient: 'à la demande du patient',
    expires: 'Cette autorisation expire le {{date}}, sauf révocation antérieure.',
    representative:
      "Signé pour le patient par {{name}} en qualité de {{role}}. Pouvoir d'agir pour le patient : {{authority}}.",
    revoke:
      "Cette autorisation peut être révoquée à tout moment par écrit : en ligne avec « Révoquer l'autorisation » sur la demande dans le portail patient, ou par une lettre signée adressée au prestataire. Une révocation n'affecte pas ce qui a déjà été divulgué sur la foi de cette autorisation.",
    notConditioned:
      "Les soins, le paiement, l'inscription et l'admissibilité aux prestations ne dépendent pas de la signature de cette autorisation.",
    redisclosure:
      'Les informations divulguées en vertu de cette autorisation peuvent être divulguées à nouveau par leur destinataire et ne plus être protégées par les règles fédérales de confidentialité.',
    part2:
      "Les dossiers peuvent contenir des informations sur l'abus d'alcool et de drogues protégées par les règles fédérales de confidentialité (42 CFR Part 2). Les règles fédérales interdisent toute divulgation ultérieure de ces informations, sauf si le consentement écrit de la personne concernée l'autorise expressément.",
    copy: 'Le signataire reçoit une copie de cette autorisation signée : elle peut être téléchargée depuis la demande dans le portail patient.',
    esign:
      'Le signataire accepte que cette signature électronique et ces initiales équivalent à une signature et à des initiales manuscrites à toutes fins, y compris pour des contrats juridiquement contraignants.',
  },
  messages: {
    required: 'Ce champ est obligatoire',
    invalidDate: 'Date non valide',
    ssn: 'Numéro de sécurité sociale incorrect',
    initialsTooLong: 'Doit comporter moins de 20 caractères',
    lettersAndSpaces: 'Seuls les lettres et les espaces sont autorisés.',
    representativeRequired:
      'Vous signez pour une autre personne : choisissez votre rôle sous « Je suis », puis indiquez votre nom et votre qualité pour agir au nom du patient.',
  },
};
