import type { Translation } from '../languages';
import type { MailCatalog } from '../en/mail';

/** 中文邮件和信函（仅在服务器端）。 */
export const mail: Translation<MailCatalog> = {
  greeting: '{{name}}，您好：',
  privacy: '为保护您的隐私，本邮件不包含任何健康信息。',
  signInToSee: '请登录患者门户查看详情：',
  welcome: {
    subject: '欢迎使用患者门户',
    ready: '您用 {{email}} 注册的患者门户帐户已准备就绪。',
    next: '现在您可以查找您的医疗服务提供者，申请您的病历或填写他们的表格，并在这里跟进每一项申请：',
    notYou: '如果此帐户不是您创建的，请回复本邮件，我们会将其关闭。',
  },
  receipt: {
    subject: '我们已收到您的申请 {{rid}}',
    paymentNeededSubject: '您的申请 {{rid}} 需要付款',
    body: {
      Record: '谢谢。我们已于 {{date}} 收到您的病历申请 {{rid}}。',
      Form: '谢谢。我们已于 {{date}} 收到您的表格申请 {{rid}}。',
    },
    payment: {
      card: '您的银行卡已按估算金额授权；仅在申请完成时才会扣款。',
      check: '您选择了支票付款：收到支票后才会处理该申请。',
      free: '该服务提供者对此申请不收费。',
      failed:
        '需要付款：您的银行卡扣款未成功，病历部门暂时无法处理此申请。请打开申请，用另一张卡选择“重试”，或改用支票付款。',
    },
    later: '申请状态变更时，我们会发邮件通知您。',
    authorization: '您签署的授权书与此申请一起保存：您可以通过下方链接从申请中下载您的副本（PDF）。',
  },
  refund: {
    subject: {
      approved: '您针对 {{rid}} 的退款申请已获批准',
      denied: '您针对 {{rid}} 的退款申请已被拒绝',
      refunded: '您针对 {{rid}} 的退款申请已退款',
    },
    body: {
      approved: '您针对申请 {{rid}} 的 {{amount}} 退款申请已获批准。款项退回后我们会再次发邮件通知您。',
      denied: '您针对申请 {{rid}} 的 {{amount}} 退款申请已被拒绝。',
      refunded:
        '我们已将申请 {{rid}} 的 {{amount}} 退回到您原来的付款方式。视您的银行而定，可能需要 5 到 10 个工作日才会到账。',
    },
  },
  helpDesk: {
    subject: '我们已收到您发给服务台的消息',
    received: '感谢您联系患者门户服务台。您的消息工单号为 {{ticket}}（页面代码 {{page}}）。',
    reply: '服务台会通过此邮箱地址回复您。如再次来信，请保留工单号。',
  },
  status: {
    subject: '您的申请 {{rid}} 已更新',
    body: '您的申请 {{rid}} 当前状态为：{{status}}。',
  },
  chat: {
    subject: '关于您的申请 {{rid}} 的新消息',
    body: '病历团队就您的申请 {{rid}} 给您发送了一条消息。',
  },
  ready: {
    subject: { Record: '您申请 {{rid}} 的病历已准备就绪', Form: '您申请 {{rid}} 的已填写表格已准备就绪' },
    body: {
      Record: '您申请 {{rid}} 的病历已准备就绪。30 天内可免费下载；之后文件将被归档，需订阅 Store & Share 才能访问。',
      Form: '您申请 {{rid}} 的已填写表格已准备就绪。30 天内可免费下载；之后文件将被归档，需订阅 Store & Share 才能访问。',
    },
  },
  priceRaise: {
    subject: '您的申请 {{rid}}：新价格需要您的批准',
    body: '医疗机构将您的申请 {{rid}} 定价为 {{amount}}，高于您提交时授权的金额。',
    reason: '医疗机构给出的原因：{{reason}}',
    nothing:
      '除非您批准新价格，否则不会再收取任何费用。您可以批准，也可以说明理由予以拒绝；拒绝后申请将关闭，您银行卡上的预授权将被释放。',
    cta: '请登录以批准或拒绝：',
    more: '高于该金额',
  },
  noRecords: {
    subject: '未找到您的申请 {{rid}} 的记录',
    body: '医疗机构未找到您的申请 {{rid}} 的任何记录，并已关闭该申请。您无需支付任何费用：银行卡上的预授权均已释放，已付款项均已退还。',
    statement: '医疗机构签署的声明已附在您的申请中。',
    cta: '请登录下载：',
  },
  revoked: {
    subject: '您已撤销申请 {{rid}} 的授权',
    body: '我们已收到您为申请 {{rid}} 签署的授权撤销书。该申请已停止，不会被处理；您银行卡上的预授权金额已释放，病历团队已收到通知。',
    effect: '撤销不影响在收到撤销书之前已依据该授权进行的任何行为。',
    cta: '请登录下载已签名的撤销书：',
  },
  deadline: '法律（HIPAA）规定服务提供者须在 {{date}} 之前答复您的申请（今天是第 {{day}} 天，共 {{limit}} 天）。',
  waiting: {
    subject: '您的申请 {{rid}} 正在等待您的回复',
    body: '病历团队需要您提供一些内容，才能继续处理您的申请 {{rid}}。',
    cta: '请登录查看所需内容，并上传或答复：',
  },
  extended: {
    subject: '服务提供者延长了您的申请 {{rid}} 的期限',
    body: '服务提供者已对您的申请 {{rid}} 使用了法律（HIPAA）允许的唯一一次延期：他们将在 {{date}} 之前答复（今天是第 {{day}} 天，共 {{limit}} 天）。',
    reason: '他们给出的理由可在您的申请中查看。',
    cta: '请登录查看：',
  },
  overdue: {
    subject: '您的申请 {{rid}} 已超过法定期限',
    body: '您的申请 {{rid}} 已超过法定期限：法律（HIPAA）规定服务提供者须在 {{date}} 之前答复，而今天是第 {{day}} 天，共 {{limit}} 天。',
    letters:
      '您的申请现在提供两封现成的信函：一封援引您的查阅权、发给服务提供者的催告信，以及一份您可以自行提交给 HHS 民权办公室的投诉书。',
    cta: '请登录下载：',
  },
  /** Second factors: every change, and every recovery code used, is mailed to the account. */
  security: {
    subject: '您的患者门户登录设置已更改',
    added: '您的账户已添加第二重验证方式：{{name}}。',
    removed: '您的账户已移除第二重验证方式：{{name}}。',
    codes: '已为您的账户生成一组新的恢复代码。旧代码已失效。',
    codeUsed: '有人使用恢复代码登录了您的账户。剩余 {{left}} 个代码。',
    notYou: '如果这不是您本人操作，请立即通过此链接重置密码并联系我们：',
    recoveryLinkSubject: '移除您患者门户账户的第二重验证',
    recoveryLinkBody:
      '您表示已丢失账户的所有第二重验证。要开始移除它们，请在一小时内打开此链接。它们只会在等待期结束后移除，在此之前我们会发邮件通知您：',
    recoveryLinkIgnore: '如果不是您本人，请忽略此邮件并更改密码：有其他人知道它。',
    recoveryStarted: '已发起移除您账户所有第二重验证的请求。除非取消，它们可在 {{date}} 之后被移除。',
    recoveryCancelLine: '如果不是您本人，一键取消：',
    recoveryFinishLine: '如果是您本人：在该时间之后打开此链接并输入密码，即可移除它们并重新设置一个：',
    recoveryCancelled: '移除您第二重验证的请求已取消。您的第二重验证仍然有效。',
    recoveryRemoved: '按您的要求，您的第二重验证已在等待期结束后移除。请在下次登录时重新设置一个。',
  },
  passwordReset: {
    subject: '重置您的患者门户密码',
    body: '请在一小时内使用此链接设置新密码：',
    ignore: '如果这不是您本人的请求，可以忽略此邮件。',
  },
  link: {
    subject: {
      govt: '上传您的政府签发身份证件',
      patient: '上传您的患者表格',
      hipaa: '签署您的 HIPAA 授权书',
    },
    body: '请在 7 天内使用此链接继续申请 {{rid}}。此链接仅能使用一次。',
  },
  share: {
    subject: '{{sharer}} 与您共享了病历',
    body: '{{sharer}} 通过患者门户与您共享了病历，有效期至 {{date}}。',
    open: '在此打开：',
    code: '您需要 {{name}} 另行提供给您的访问码，以及患者的出生日期。',
  },
  letters: {
    theProvider: '该服务提供者',
    fax: '传真 {{fax}}',
    phone: '电话 {{phone}}',
    reminder: {
      title: '催告函：查阅健康记录的申请',
      to: '致：{{recipient}}',
      re: '事由：我查阅本人健康记录的申请，申请编号 {{rid}}。患者：{{patient}}。',
      reBorn: '事由：我查阅本人健康记录的申请，申请编号 {{rid}}。患者：{{patient}}，出生日期 {{dob}}。',
      dear: '病历部门：',
      asked:
        '我于 {{received}} 向贵机构申请一份本人健康记录的副本。根据 HIPAA 隐私规则（45 CFR 164.524(b)(2)），贵机构必须在收到查阅申请后 30 个日历日内作出处理。{{deadline}} 今天是第 {{day}} 天，我既未收到我的记录，也未收到书面拒绝。',
      extended:
        '贵机构已依照 45 CFR 164.524(b)(2)(ii) 的规定，于 {{date}} 将该期限延长一次，延长 {{days}} 天（“{{reason}}”），至 {{due}}。',
      due: '即 {{due}}。',
      please:
        '请立即按我所要求的形式和格式发送我的记录，或按 45 CFR 164.524(d) 的要求以书面形式告知拒绝我申请的理由。本人副本的费用只能是合理的、基于成本的费用（45 CFR 164.524(c)(4)）。',
      complain: '如果得不到贵机构的答复，我可能会向美国卫生与公众服务部民权办公室提出投诉。',
      sincerely: '此致敬礼',
      forPatient: '{{name}}（代表 {{patient}}）',
    },
    complaint: {
      title: '健康信息隐私投诉：查阅权',
      intro:
        '供向美国卫生与公众服务部民权办公室（OCR）提交之用。由您本人提交：在线提交至 https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf，或通过邮寄或电子邮件提交至您所在地区的 OCR 办公室（OCRComplaint@hhs.gov）。投诉须在您知悉问题之日起 180 天内提交（45 CFR 160.306(b)(3)）。',
      filer: '投诉人',
      filerFor: '{{name}}，{{email}} — 代表患者 {{patient}}',
      entity: '被投诉的受管实体',
      happened: '事情经过',
      asked:
        '我于 {{received}} 向 {{provider}} 申请 {{patient}} 的健康记录副本（申请编号 {{rid}}）。根据 45 CFR 164.524(b)(2)，服务提供者须在 30 个日历日内作出处理。{{deadline}} 截至 {{today}}（第 {{day}} 天），我既未收到记录，也未收到书面拒绝。我认为这侵犯了我依据 45 CFR 164.524 享有的查阅权。',
      extended: '其于 {{date}} 将期限延长一次，至 {{due}}。',
      due: '期限为 {{due}}。',
      history: '申请的日期和历史记录',
      ask: '我的请求',
      askBody: '请 OCR 调查此事，并要求服务提供者立即让我查阅这些记录，不再拖延。',
      signature: '签名',
      date: '日期',
      englishCopy: '提交民权办公室的英文副本',
    },
    statement: {
      title: '声明：未找到记录',
      re: '事由：{{provider}} 于 {{received}} 收到的关于 {{patient}} 健康记录的申请 {{rid}}。',
      reBorn: '事由：{{provider}} 于 {{received}} 收到的关于 {{patient}}（出生日期 {{dob}}）健康记录的申请 {{rid}}。',
      statement: '声明',
      fees: '费用',
      signature: '签名',
      nothingCharged: '此申请未收取任何费用。',
      refundedCard: '此申请的全部费用（{{amount}}）已退还至您的银行卡。',
      refundedCheck: '此申请的全部费用（{{amount}}）已由病历服务台退还给您。',
      noCheck: '此申请无需支票：请勿寄送支票。',
      holdReleased: '您银行卡上 {{amount}} 的预授权已解除；未收取任何费用。',
      nothingMore: '此申请不会再收取任何费用。',
      signed: '由病历服务台 {{signer}} 代表 {{provider}} 于 {{at}} UTC 以电子方式签署。',
      typedName: '作为签名采用的键入姓名是手写签名的电子等同形式。',
      englishCopy: '英文副本：所签署的声明原文',
    },
  },
  caregiver: {
    inviteSubject: '在患者门户代他人办理事务的邀请',
    invite: '{{patient}} 邀请您使用自己的登录账号，以其{{role}}的身份在患者门户代其办理事务。',
    inviteNext: '打开此链接即可接受；如果您还没有账号，可以创建一个。链接将在 7 天后失效。',
    acceptedSubject: '您的照护人已接受邀请',
    accepted:
      '{{caregiver}}（{{email}}）已接受您的邀请，现在可以在您允许的范围内代您办理事务。在“照护人”中，您可以看到其操作，并可随时更改或终止其权限：',
    revokedSubject: '您作为照护人的权限已终止',
    revoked: '{{patient}} 已终止您在患者门户代其办理事务的权限。',
    leftSubject: '您的照护人已不再代您办理事务',
    left: '{{caregiver}} 已不再在患者门户代您办理事务。',
    roles: {
      power_of_attorney: '授权代理人',
      personal_representative: '个人代表',
      spouse_or_family: '配偶或家人',
      other: '照护人',
    },
  },
};
