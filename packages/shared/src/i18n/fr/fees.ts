/** Fees the patient can trust: see en/fees.ts. */
export const fees = {
  basis: {
    title: 'Fondement des frais',
    patient_access: 'Votre propre accès à votre dossier',
    third_party: 'Autorisation d’envoyer votre dossier à un tiers',
    patient_accessText:
      'Droit d’accès HIPAA (45 CFR 164.524) : le prestataire ne peut facturer que des frais raisonnables, fondés sur le coût de la copie (main-d’œuvre de copie, fournitures et affranchissement).',
    flatFeeApplied:
      'Il s’agit d’une copie électronique de dossiers tenus sous forme électronique, dans la limite du forfait de {{amount}} que HIPAA autorise pour celle-ci, tous frais compris.',
    third_partyText:
      'Votre autorisation d’envoyer le dossier à une autre personne (45 CFR 164.508) : les plafonds de frais du droit d’accès ne s’appliquent pas et le barème du prestataire est utilisé.',
    rule: 'Une demande est une autorisation à un tiers lorsque le dossier est faxé à un destinataire autre que vous ; sinon, il s’agit de votre propre accès.',
  },
  breakdown: {
    total: 'Total',
    authorizedWas: 'Vous aviez autorisé {{amount}}.',
    reason: 'Motif : {{reason}}',
    title: 'Frais',
    estimate: 'Estimation lors de l’envoi de la demande',
    authorized: 'Vous avez autorisé',
    price: 'Prix du prestataire',
  },
  approval: {
    newTotal: 'Nouveau total',
    title: 'Un nouveau prix doit être approuvé',
    body: 'Le prestataire a fixé le prix de cette demande à {{amount}}, plus que les {{authorized}} que vous avez autorisés. Rien de plus n’est débité sans votre approbation.',
    approve: 'Approuver {{amount}}',
    decline: 'Refuser',
    declineTitle: 'Refuser le nouveau prix ?',
    declineBody:
      'Refuser ferme la demande et libère la préautorisation sur votre carte. Indiquez au prestataire pourquoi.',
    reason: 'Motif',
    declineConfirm: 'Refuser et fermer la demande',
    approved: 'Prix approuvé. L’équipe des dossiers poursuit votre demande.',
    declined: 'Prix refusé. La demande est fermée et la préautorisation sur votre carte est libérée.',
  },
  noRecords: {
    title: 'Aucun dossier trouvé',
    body: 'Le prestataire n’a trouvé aucun dossier pour cette demande et l’a fermée. Vous ne devez rien : toute préautorisation sur votre carte a été libérée et tout paiement remboursé.',
    signed: 'Signé par {{name}} le {{date}}',
    download: 'Télécharger la déclaration signée (PDF)',
  },
} as const;
