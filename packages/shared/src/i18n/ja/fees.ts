/** Fees the patient can trust: see en/fees.ts. */
export const fees = {
  basis: {
    title: '料金の根拠',
    patient_access: 'ご本人による記録へのアクセス',
    third_party: '記録を第三者に送付するための同意（授権）',
    patient_accessText:
      'HIPAA のアクセス権（45 CFR 164.524）：提供者が請求できるのは、写しの作成にかかる合理的な実費ベースの料金（複写の作業費、用品代、郵送料）のみです。',
    flatFeeApplied:
      'これは電子的に保管された記録の電子コピーで、HIPAA が認める定額料金 {{amount}} の範囲内です（すべての費用を含みます）。',
    third_partyText:
      '記録を他の人に送付するためのご本人の同意（45 CFR 164.508）：アクセス権の料金上限は適用されず、提供者の料金表が適用されます。',
    rule: '記録がご本人以外の受取人にファクス送付される場合、依頼は第三者への同意となり、それ以外はご本人によるアクセスとなります。',
  },
  breakdown: {
    total: '合計',
    authorizedWas: '承認済みの金額は {{amount}} でした。',
    reason: '理由：{{reason}}',
    title: '料金',
    estimate: '依頼送信時の見積もり',
    authorized: 'ご本人が承認した金額',
    price: '提供者の価格',
  },
  approval: {
    newTotal: '新しい合計',
    title: '新しい価格の承認が必要です',
    body: '提供者はこの依頼の価格を {{amount}} としました。これはご本人が承認した {{authorized}} を上回っています。承認しない限り、追加の請求はありません。',
    approve: '{{amount}} を承認する',
    decline: '辞退する',
    declineTitle: '新しい価格を辞退しますか？',
    declineBody: '辞退すると依頼は終了し、カードの仮押さえは解除されます。提供者に理由をお知らせください。',
    reason: '理由',
    declineConfirm: '辞退して依頼を終了する',
    approved: '価格を承認しました。記録担当チームが依頼の対応を続けます。',
    declined: '価格を辞退しました。依頼は終了し、カードの仮押さえは解除されました。',
  },
  noRecords: {
    title: '記録が見つかりませんでした',
    body: '提供者はこの依頼の記録を見つけられず、依頼を終了しました。お支払いは不要です。カードの仮押さえはすべて解除され、支払いはすべて返金されました。',
    signed: '{{name}} が {{date}} に署名',
    download: '署名済みの声明書をダウンロード（PDF）',
  },
} as const;
