import type { Translation } from '../languages';
import type { MailCatalog } from '../en/mail';

/** Courriels et lettres en français (côté serveur uniquement). */
export const mail: Translation<MailCatalog> = {
  greeting: 'Bonjour {{name}},',
  privacy: 'Pour protéger votre vie privée, ce courriel ne contient aucune information de santé.',
  signInToSee: 'Connectez-vous au Portail Patient pour voir les détails :',
  welcome: {
    subject: 'Bienvenue sur le Portail Patient',
    ready: 'Votre compte du Portail Patient pour {{email}} est prêt.',
    next: 'Vous pouvez maintenant trouver vos prestataires de soins, demander vos dossiers médicaux ou remplir leurs formulaires, et suivre chaque demande ici :',
    notYou: 'Si vous n’avez pas créé ce compte, répondez à ce courriel et nous le fermerons.',
  },
  receipt: {
    subject: 'Nous avons reçu votre demande {{rid}}',
    paymentNeededSubject: 'Paiement requis pour votre demande {{rid}}',
    body: {
      Record: 'Merci. Nous avons reçu votre demande de dossiers {{rid}} le {{date}}.',
      Form: 'Merci. Nous avons reçu votre demande de formulaires {{rid}} le {{date}}.',
    },
    payment: {
      card: 'Votre carte est autorisée pour le montant estimé ; elle n’est débitée que lorsque la demande est terminée.',
      check: 'Vous avez choisi de payer par chèque : la demande est traitée dès réception du chèque.',
      free: 'Ce prestataire ne facture pas cette demande.',
      failed:
        "Paiement requis : votre carte n'a pas pu être débitée, le service des dossiers ne peut donc pas encore traiter cette demande. Ouvrez la demande et choisissez « Réessayer » avec une autre carte, ou payez par chèque.",
    },
    later: 'Nous vous écrirons quand son statut changera.',
    authorization:
      'Votre autorisation signée est conservée avec cette demande : vous pouvez en télécharger votre copie (PDF) depuis la demande, avec le lien ci-dessous.',
  },
  refund: {
    subject: {
      approved: 'Votre demande de remboursement pour {{rid}} a été approuvée',
      denied: 'Votre demande de remboursement pour {{rid}} a été refusée',
      refunded: 'Votre demande de remboursement pour {{rid}} a été remboursée',
    },
    body: {
      approved:
        'Votre demande de remboursement de {{amount}} pour la demande {{rid}} a été approuvée. Nous vous écrirons de nouveau quand l’argent aura été restitué.',
      denied: 'Votre demande de remboursement de {{amount}} pour la demande {{rid}} a été refusée.',
      refunded:
        'Nous avons restitué {{amount}} pour la demande {{rid}} sur votre moyen de paiement d’origine. Selon votre banque, l’apparition peut prendre 5 à 10 jours ouvrables.',
    },
  },
  helpDesk: {
    subject: 'Nous avons reçu votre message au service d’assistance',
    received:
      'Merci d’avoir écrit au service d’assistance du Portail Patient. Votre message porte le numéro de ticket {{ticket}} (code de page {{page}}).',
    reply:
      'Notre service d’assistance vous répondra à cette adresse e-mail. Conservez le numéro de ticket si vous nous écrivez à nouveau.',
  },
  status: {
    subject: 'Votre demande {{rid}} a été mise à jour',
    body: 'Le statut de votre demande {{rid}} est maintenant : {{status}}.',
  },
  chat: {
    subject: 'Nouveau message concernant votre demande {{rid}}',
    body: 'L’équipe des dossiers vous a envoyé un message concernant votre demande {{rid}}.',
  },
  ready: {
    subject: {
      Record: 'Vos dossiers de la demande {{rid}} sont prêts',
      Form: 'Votre formulaire rempli de la demande {{rid}} est prêt',
    },
    body: {
      Record:
        'Vos dossiers de la demande {{rid}} sont prêts. Les téléchargements sont gratuits pendant 30 jours ; ensuite les fichiers sont archivés et un abonnement Store & Share est nécessaire.',
      Form: 'Votre formulaire rempli de la demande {{rid}} est prêt. Les téléchargements sont gratuits pendant 30 jours ; ensuite les fichiers sont archivés et un abonnement Store & Share est nécessaire.',
    },
  },
  priceRaise: {
    subject: 'Votre demande {{rid}} : un nouveau prix attend votre accord',
    body: "Le prestataire a fixé le prix de votre demande {{rid}} à {{amount}}, plus que ce que vous aviez autorisé à l'envoi.",
    reason: 'Motif du prestataire : {{reason}}',
    nothing:
      "Rien de plus n'est débité tant que vous n'acceptez pas le nouveau prix. Vous pouvez l'accepter, ou le refuser en donnant un motif, ce qui clôt la demande et libère la réservation sur votre carte.",
    cta: 'Connectez-vous pour accepter ou refuser :',
    more: 'plus que ce montant',
  },
  noRecords: {
    subject: "Aucun dossier n'a été trouvé pour votre demande {{rid}}",
    body: "Le prestataire n'a trouvé aucun dossier pour votre demande {{rid}} et l'a clôturée. Vous ne devez rien : toute réservation sur votre carte a été libérée et tout paiement remboursé.",
    statement: 'La déclaration signée du prestataire se trouve dans votre demande.',
    cta: 'Connectez-vous pour la télécharger :',
  },
  revoked: {
    subject: 'Vous avez révoqué l’autorisation de la demande {{rid}}',
    body: 'Nous avons reçu votre révocation signée de l’autorisation de la demande {{rid}}. La demande est arrêtée et ne sera pas traitée, toute pré-autorisation sur votre carte est libérée et le service des dossiers médicaux a été prévenu.',
    effect: 'La révocation n’affecte pas ce qui a déjà été fait sur la base de l’autorisation avant sa réception.',
    cta: 'Connectez-vous pour télécharger la révocation signée :',
  },
  deadline:
    'La loi (HIPAA) donne au prestataire jusqu’au {{date}} pour répondre à votre demande (jour {{day}} sur {{limit}} aujourd’hui).',
  waiting: {
    subject: 'Votre demande {{rid}} attend votre réponse',
    body: 'L’équipe des dossiers a besoin de quelque chose de votre part avant de pouvoir poursuivre votre demande {{rid}}.',
    cta: 'Connectez-vous pour voir ce qui est demandé et l’envoyer ou répondre :',
  },
  extended: {
    subject: 'Le prestataire a prolongé le délai de votre demande {{rid}}',
    body: 'Le prestataire a utilisé l’unique prolongation que la loi (HIPAA) autorise pour votre demande {{rid}} : il répondra au plus tard le {{date}} (jour {{day}} sur {{limit}} aujourd’hui).',
    reason: 'Le motif qu’il a donné figure dans votre demande.',
    cta: 'Connectez-vous pour le lire :',
  },
  overdue: {
    subject: 'Votre demande {{rid}} a dépassé son délai légal',
    body: 'Votre demande {{rid}} a dépassé son délai légal : la loi (HIPAA) donnait au prestataire jusqu’au {{date}} pour répondre, et nous sommes aujourd’hui au jour {{day}} sur {{limit}}.',
    letters:
      'Votre demande propose maintenant deux lettres prêtes : un rappel au prestataire qui cite votre droit d’accès, et une plainte auprès de l’Office for Civil Rights du HHS que vous pouvez déposer vous-même.',
    cta: 'Connectez-vous pour les télécharger :',
  },
  /** Second factors: every change, and every recovery code used, is mailed to the account. */
  security: {
    subject: 'Les paramètres de connexion de votre Portail patient ont changé',
    added: 'Un second facteur a été ajouté à votre compte : {{name}}.',
    removed: 'Un second facteur a été retiré de votre compte : {{name}}.',
    codes:
      'Un nouveau jeu de codes de récupération a été créé pour votre compte. Les anciens codes ne fonctionnent plus.',
    codeUsed: 'Un code de récupération a servi à vous connecter à votre compte. Il reste {{left}} codes.',
    notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant avec ce lien et contactez-nous :',
    recoveryLinkSubject: 'Supprimer le second facteur de votre compte Portail Patient',
    recoveryLinkBody:
      "Vous avez indiqué avoir perdu tous les seconds facteurs de votre compte. Pour commencer à les supprimer, ouvrez ce lien dans l'heure. Ils ne sont supprimés qu'après une période d'attente, et nous vous écrirons avant :",
    recoveryLinkIgnore:
      "Si ce n'était pas vous, ignorez ce message et changez votre mot de passe : quelqu'un d'autre le connaît.",
    recoveryStarted:
      'Une demande de suppression de tous les seconds facteurs de votre compte a été lancée. Sauf annulation, ils pourront être supprimés après le {{date}}.',
    recoveryCancelLine: "Si ce n'était pas vous, annulez-la en un clic :",
    recoveryFinishLine:
      "Si c'était vous : après cette heure, ouvrez ce lien et saisissez votre mot de passe pour les supprimer et en configurer un nouveau :",
    recoveryCancelled:
      'La demande de suppression de vos seconds facteurs a été annulée. Vos seconds facteurs fonctionnent toujours.',
    recoveryRemoved:
      "Votre second facteur a été supprimé après la période d'attente, comme demandé. Configurez-en un nouveau à votre prochaine connexion.",
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe du Portail Patient',
    body: 'Utilisez ce lien dans l’heure pour choisir un nouveau mot de passe :',
    ignore: 'Si vous n’avez rien demandé, vous pouvez ignorer ce message.',
  },
  link: {
    subject: {
      govt: 'Envoyez votre pièce d’identité officielle',
      patient: 'Envoyez votre formulaire patient',
      hipaa: 'Signez votre autorisation HIPAA',
    },
    body: 'Utilisez ce lien dans les 7 jours pour poursuivre la demande {{rid}}. Il ne fonctionne qu’une fois.',
  },
  share: {
    subject: '{{sharer}} a partagé des dossiers avec vous',
    body: '{{sharer}} a partagé des dossiers avec vous via le Portail Patient jusqu’au {{date}}.',
    open: 'Ouvrez-les ici :',
    code: 'Il vous faudra le code d’accès que {{name}} vous donnera séparément, ainsi que la date de naissance du patient.',
  },
  letters: {
    theProvider: 'le prestataire',
    fax: 'télécopie {{fax}}',
    phone: 'téléphone {{phone}}',
    reminder: {
      title: 'Rappel : demande d’accès à des dossiers de santé',
      to: 'À : {{recipient}}',
      re: 'Objet : Ma demande d’accès à mes dossiers de santé, demande {{rid}}. Patient : {{patient}}.',
      reBorn:
        'Objet : Ma demande d’accès à mes dossiers de santé, demande {{rid}}. Patient : {{patient}}, né(e) le {{dob}}.',
      dear: 'Madame, Monsieur, au service des dossiers,',
      asked:
        'Je vous ai demandé une copie de mes dossiers de santé le {{received}}. Selon la règle de confidentialité HIPAA (45 CFR 164.524(b)(2)), vous devez donner suite à une demande d’accès au plus tard 30 jours calendaires après sa réception. {{deadline}} Nous sommes au jour {{day}} et je n’ai reçu ni mes dossiers ni un refus écrit.',
      extended:
        'Vous avez prolongé ce délai une fois, le {{date}}, de {{days}} jours (« {{reason}} »), comme le permet 45 CFR 164.524(b)(2)(ii), jusqu’au {{due}}.',
      due: 'Soit le {{due}}.',
      please:
        'Veuillez m’envoyer mes dossiers dès maintenant, sous la forme et le format demandés, ou m’indiquer par écrit pourquoi vous refusez ma demande, comme l’exige 45 CFR 164.524(d). Les frais de ma propre copie ne peuvent être que des frais raisonnables fondés sur les coûts (45 CFR 164.524(c)(4)).',
      complain:
        'Sans réponse de votre part, je pourrai déposer une plainte auprès du ministère américain de la Santé et des Services sociaux, Office for Civil Rights.',
      sincerely: 'Veuillez agréer mes salutations distinguées,',
      forPatient: '{{name}} (pour {{patient}})',
    },
    complaint: {
      title: 'Plainte relative à la confidentialité des informations de santé : droit d’accès',
      intro:
        'Préparée pour être déposée auprès du ministère américain de la Santé et des Services sociaux, Office for Civil Rights (OCR). Vous la déposez vous-même : en ligne sur https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf, ou par courrier ou courriel à votre bureau régional de l’OCR (OCRComplaint@hhs.gov). Une plainte doit être déposée dans les 180 jours suivant le moment où vous avez eu connaissance du problème (45 CFR 160.306(b)(3)).',
      filer: 'Personne qui dépose la plainte',
      filerFor: '{{name}}, {{email}} — pour le patient {{patient}}',
      entity: 'Entité couverte visée par la plainte',
      happened: 'Ce qui s’est passé',
      asked:
        'Le {{received}}, j’ai demandé à {{provider}} une copie des dossiers de santé de {{patient}} (demande {{rid}}). Selon 45 CFR 164.524(b)(2), le prestataire devait donner suite dans les 30 jours calendaires. {{deadline}} Au {{today}} (jour {{day}}), je n’ai reçu ni les dossiers ni un refus écrit. J’estime que cela viole mon droit d’accès prévu par 45 CFR 164.524.',
      extended: 'Il a prolongé le délai une fois, le {{date}}, jusqu’au {{due}}.',
      due: 'Le délai expirait le {{due}}.',
      history: 'Dates et historique de la demande',
      ask: 'Ce que je demande',
      askBody: 'Que l’OCR examine cette situation et que le prestataire me donne accès aux dossiers sans plus tarder.',
      signature: 'Signature du plaignant',
      date: 'Date du jour',
      englishCopy: 'Copie en anglais pour l’Office for Civil Rights',
    },
    statement: {
      title: 'Attestation : aucun dossier trouvé',
      re: 'Objet : demande {{rid}} portant sur les dossiers de santé de {{patient}}, reçue par {{provider}} le {{received}}.',
      reBorn:
        'Objet : demande {{rid}} portant sur les dossiers de santé de {{patient}}, né(e) le {{dob}}, reçue par {{provider}} le {{received}}.',
      statement: 'Attestation',
      fees: 'Frais',
      signature: 'Signature électronique',
      nothingCharged: 'Rien n’a été facturé pour cette demande.',
      refundedCard: 'Tous les montants débités pour cette demande ({{amount}}) ont été remboursés sur votre carte.',
      refundedCheck:
        'Tous les montants payés pour cette demande ({{amount}}) vous ont été restitués par le service des dossiers.',
      noCheck: 'Aucun chèque n’est attendu pour cette demande : merci de ne pas en envoyer.',
      holdReleased: 'La pré-autorisation de {{amount}} sur votre carte a été levée ; rien n’a été débité.',
      nothingMore: 'Rien de plus ne sera facturé pour cette demande.',
      signed: 'Signé électroniquement par {{signer}}, service des dossiers, pour {{provider}}, le {{at}} UTC.',
      typedName: 'Un nom saisi et adopté comme signature est l’équivalent électronique d’une signature manuscrite.',
      englishCopy: 'Copie en anglais : l’attestation telle que signée',
    },
  },
  caregiver: {
    inviteSubject: 'Une invitation à agir pour quelqu’un sur le Portail Patient',
    invite:
      '{{patient}} vous a invité à agir pour son compte sur le Portail Patient avec votre propre connexion, en tant que {{role}}.',
    inviteNext:
      'Ouvrez ce lien pour accepter ; si vous n’avez pas encore de compte, vous pouvez en créer un. Le lien expire dans 7 jours.',
    acceptedSubject: 'Votre aidant a accepté votre invitation',
    accepted:
      '{{caregiver}} ({{email}}) a accepté votre invitation et peut désormais agir pour vous, uniquement dans ce que vous avez permis. Sous Aidants, vous voyez ce qu’il fait et pouvez modifier ou mettre fin à son accès à tout moment :',
    revokedSubject: 'Votre accès en tant qu’aidant a pris fin',
    revoked: '{{patient}} a mis fin à votre accès pour agir pour son compte sur le Portail Patient.',
    leftSubject: 'Votre aidant a cessé d’agir pour vous',
    left: '{{caregiver}} a cessé d’agir pour vous sur le Portail Patient.',
    roles: {
      power_of_attorney: 'mandataire (procuration)',
      personal_representative: 'représentant personnel',
      spouse_or_family: 'conjoint ou membre de la famille',
      other: 'aidant',
    },
  },
};
