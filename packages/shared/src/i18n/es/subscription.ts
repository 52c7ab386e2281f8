import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Suscripción Store & Share',
  offer: {
    heading: 'Guarde sus expedientes con Store & Share',
    body: 'Los expedientes se pueden descargar gratis durante 30 días después de la entrega. Después se archivan. Store & Share le da acceso ilimitado a sus expedientes y la posibilidad de compartirlos por {{price}} al mes.',
    download: 'Descargar mis expedientes',
    subscribe: 'Suscribirse por {{price}} al mes',
  },
  steps: { card: 'Tarjeta de pago', initials: 'Iniciales', confirm: 'Confirmar' },
  card: { heading: 'Elija la tarjeta con la que pagará', next: 'Continuar' },
  initials: {
    heading: 'Acuerdo',
    agreement: 'Acepto que se me cobren {{price}} cada mes por la suscripción Store & Share hasta que la cancele.',
    label: 'Sus iniciales',
    next: 'Continuar',
  },
  confirm: {
    heading: 'Confirme su suscripción',
    summary: '{{price}} al mes, con cargo a la tarjeta que termina en {{last4}}.',
    submit: 'Confirmar la suscripción',
    back: 'Atrás',
  },
  active: {
    heading: 'Está suscrito a Store & Share',
    details: '{{price}} al mes, tarjeta que termina en {{last4}}. Próxima renovación: {{date}}.',
    changeCard: 'Cambiar la tarjeta',
    saveCard: 'Usar esta tarjeta',
    unsubscribe: 'Cancelar la suscripción',
    unsubscribeConfirm:
      '¿Cancelar la suscripción a Store & Share? Para descargar los expedientes archivados necesitará suscribirse de nuevo.',
    keep: 'Mantener la suscripción',
  },
  records: {
    heading: 'Sus expedientes',
    empty: 'Todavía no se ha entregado ningún expediente.',
    download: 'Descargar los expedientes de {{rid}}',
    archived: 'Archivado',
    available: 'Disponible',
    delivered: 'Entregado el {{date}}',
    offerTitle: 'Se necesita la suscripción',
  },
  messages: {
    subscribed: '¡Ya está suscrito!',
    unsubscribed: 'Ha cancelado su suscripción.',
    paymentMethodUpdated: '¡Método de pago actualizado correctamente!',
    lettersAndSpaces: 'Solo se permiten letras y espacios.',
  },
};
