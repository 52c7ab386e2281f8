import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Store & Share 月額プラン',
  offer: {
    heading: 'Store & Share で診療記録を保管しましょう',
    body: '診療記録は、お届けから30日間は無料でダウンロードできます。その後はアーカイブされます。Store & Share に登録すると、月額 {{price}} で診療記録にいつでも無制限にアクセスでき、共有もできます。',
    download: '診療記録をダウンロード',
    subscribe: '月額 {{price}} で登録',
  },
  steps: { card: 'お支払いカード', initials: 'イニシャル', confirm: '確認' },
  card: { heading: 'お支払いに使うカードを選択してください', next: '続ける' },
  initials: {
    heading: '同意事項',
    agreement: '解約するまで、Store & Share 月額プランの料金として毎月 {{price}} が請求されることに同意します。',
    label: 'イニシャル',
    next: '続ける',
  },
  confirm: {
    heading: '月額プランの内容確認',
    summary: '月額 {{price}}、末尾 {{last4}} のカードに請求されます。',
    submit: '登録を確定',
    back: '戻る',
  },
  active: {
    heading: 'Store & Share に登録済みです',
    details: '月額 {{price}}、末尾 {{last4}} のカード。次回更新日：{{date}}。',
    changeCard: 'カードを変更',
    saveCard: 'このカードを使用',
    unsubscribe: '解約する',
    unsubscribeConfirm:
      'Store & Share を解約しますか？アーカイブされた診療記録をダウンロードするには、再度の登録が必要になります。',
    keep: '月額プランを継続',
  },
  records: {
    heading: 'お客様の診療記録',
    empty: 'お届けした診療記録はまだありません。',
    download: '{{rid}} の診療記録をダウンロード',
    archived: 'アーカイブ済み',
    available: 'ダウンロード可能',
    delivered: '{{date}} にお届け',
    offerTitle: '月額プランへの登録が必要です',
  },
  messages: {
    subscribed: '月額プランに登録しました。',
    unsubscribed: '月額プランを解約しました。',
    paymentMethodUpdated: 'お支払い方法を更新しました。',
    lettersAndSpaces: '使用できるのは文字とスペースのみです。',
  },
};
