/** Fees the patient can trust: see en/fees.ts. */
export const fees = {
  basis: {
    title: 'Base de la tarifa',
    patient_access: 'Su propio acceso a sus registros',
    third_party: 'Autorización para enviar sus registros a un tercero',
    patient_accessText:
      'Derecho de acceso de HIPAA (45 CFR 164.524): el proveedor solo puede cobrar una tarifa razonable basada en el costo de la copia (mano de obra para copiar, materiales y franqueo).',
    flatFeeApplied:
      'Es una copia electrónica de registros guardados electrónicamente, dentro de la tarifa fija de {{amount}} que HIPAA permite para ella, con todos los costos incluidos.',
    third_partyText:
      'Su autorización para enviar los registros a otra persona (45 CFR 164.508): no se aplican los límites de tarifa del derecho de acceso y se usa la lista de tarifas del proveedor.',
    rule: 'Una solicitud es una autorización a un tercero cuando los registros se envían por fax a un destinatario que no es usted; en los demás casos es su propio acceso.',
  },
  breakdown: {
    total: 'Total',
    authorizedWas: 'Usted había autorizado {{amount}}.',
    reason: 'Motivo: {{reason}}',
    title: 'Tarifas',
    estimate: 'Estimación al enviar la solicitud',
    authorized: 'Usted autorizó',
    price: 'Precio del proveedor',
  },
  approval: {
    newTotal: 'Nuevo total',
    title: 'Un nuevo precio necesita su aprobación',
    body: 'El proveedor fijó el precio de esta solicitud en {{amount}}, más que los {{authorized}} que usted autorizó. No se cobra nada más a menos que usted lo apruebe.',
    approve: 'Aprobar {{amount}}',
    decline: 'Rechazar',
    declineTitle: '¿Rechazar el nuevo precio?',
    declineBody:
      'Al rechazarlo se cierra la solicitud y se libera la retención en su tarjeta. Indique al proveedor el motivo.',
    reason: 'Motivo',
    declineConfirm: 'Rechazar y cerrar la solicitud',
    approved: 'Precio aprobado. El equipo de registros continúa con su solicitud.',
    declined: 'Precio rechazado. La solicitud está cerrada y se liberó la retención en su tarjeta.',
  },
  noRecords: {
    title: 'No se encontraron registros',
    body: 'El proveedor no encontró registros para esta solicitud y la cerró. Usted no debe nada: se liberó cualquier retención en su tarjeta y se reembolsó cualquier pago.',
    signed: 'Firmado por {{name}} el {{date}}',
    download: 'Descargar la declaración firmada (PDF)',
  },
} as const;
