import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Подписка Store & Share',
  offer: {
    heading: 'Храните свои документы в Store & Share',
    body: 'Документы можно бесплатно скачивать в течение 30 дней после получения. После этого они переносятся в архив. Store & Share даёт неограниченный доступ к вашим документам и возможность делиться ими за {{price}} в месяц.',
    download: 'Скачать мои документы',
    subscribe: 'Подписаться за {{price}} в месяц',
  },
  steps: { card: 'Платёжная карта', initials: 'Инициалы', confirm: 'Подтверждение' },
  card: { heading: 'Выберите карту для оплаты', next: 'Продолжить' },
  initials: {
    heading: 'Соглашение',
    agreement:
      'Я согласен(-на) на ежемесячное списание {{price}} за подписку Store & Share до тех пор, пока не отменю подписку.',
    label: 'Ваши инициалы',
    next: 'Продолжить',
  },
  confirm: {
    heading: 'Подтвердите подписку',
    summary: '{{price}} в месяц, списание с карты, оканчивающейся на {{last4}}.',
    submit: 'Подтвердить подписку',
    back: 'Назад',
  },
  active: {
    heading: 'Вы подписаны на Store & Share',
    details: '{{price}} в месяц, карта, оканчивающаяся на {{last4}}. Следующее продление: {{date}}.',
    changeCard: 'Сменить карту',
    saveCard: 'Использовать эту карту',
    unsubscribe: 'Отменить подписку',
    unsubscribeConfirm:
      'Отменить подписку Store & Share? Чтобы скачать документы из архива, понадобится новая подписка.',
    keep: 'Сохранить подписку',
  },
  records: {
    heading: 'Ваши документы',
    empty: 'Документы ещё не поступали.',
    download: 'Скачать документы по запросу {{rid}}',
    archived: 'В архиве',
    available: 'Доступно',
    delivered: 'Получено {{date}}',
    offerTitle: 'Требуется подписка',
  },
  messages: {
    subscribed: 'Вы оформили подписку.',
    unsubscribed: 'Вы отменили подписку.',
    paymentMethodUpdated: 'Способ оплаты успешно обновлён.',
    lettersAndSpaces: 'Допускаются только буквы и пробелы.',
  },
};
