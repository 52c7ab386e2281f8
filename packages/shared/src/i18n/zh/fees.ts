/** Fees the patient can trust: see en/fees.ts. */
export const fees = {
  basis: {
    title: '费用依据',
    patient_access: '您本人查阅自己的记录',
    third_party: '授权将您的记录发送给第三方',
    patient_accessText:
      'HIPAA 查阅权（45 CFR 164.524）：医疗服务提供者只能就副本收取合理的、基于成本的费用（复印人工、耗材和邮费）。',
    flatFeeApplied: '这是以电子方式保存的记录的电子副本，在 HIPAA 允许的 {{amount}} 固定费用之内，包含所有费用。',
    third_partyText: '您授权将记录发送给他人（45 CFR 164.508）：查阅权的收费上限不适用，按提供者的收费标准收费。',
    rule: '当记录以传真发送给您以外的接收人时，该申请属于对第三方的授权；否则属于您本人的查阅。',
  },
  breakdown: {
    total: '合计',
    authorizedWas: '您曾授权 {{amount}}。',
    reason: '原因：{{reason}}',
    title: '费用',
    estimate: '提交申请时的估价',
    authorized: '您已授权的金额',
    price: '提供者的价格',
  },
  approval: {
    newTotal: '新的合计',
    title: '新价格需要您的批准',
    body: '提供者将此申请的价格定为 {{amount}}，高于您授权的 {{authorized}}。除非您批准，否则不会额外收费。',
    approve: '批准 {{amount}}',
    decline: '拒绝',
    declineTitle: '拒绝新价格？',
    declineBody: '拒绝后申请将关闭，您卡上的预授权将被释放。请告诉提供者原因。',
    reason: '原因',
    declineConfirm: '拒绝并关闭申请',
    approved: '价格已批准。记录团队将继续处理您的申请。',
    declined: '价格已拒绝。申请已关闭，您卡上的预授权已释放。',
  },
  noRecords: {
    title: '未找到记录',
    body: '提供者未找到此申请的任何记录，已关闭申请。您无需支付任何费用：您卡上的预授权均已释放，任何付款均已退还。',
    signed: '由 {{name}} 于 {{date}} 签署',
    download: '下载已签署的声明（PDF）',
  },
} as const;
