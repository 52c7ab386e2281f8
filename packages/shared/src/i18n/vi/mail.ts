import type { Translation } from '../languages';
import type { MailCatalog } from '../en/mail';

/** Thư điện tử và thư bằng tiếng Việt (chỉ trên máy chủ). */
export const mail: Translation<MailCatalog> = {
  greeting: 'Xin chào {{name}},',
  privacy: 'Để bảo vệ quyền riêng tư của bạn, thư này không chứa bất kỳ thông tin sức khỏe nào.',
  signInToSee: 'Đăng nhập vào Cổng thông tin Bệnh nhân để xem chi tiết:',
  welcome: {
    subject: 'Chào mừng bạn đến với Cổng thông tin Bệnh nhân',
    ready: 'Tài khoản Cổng thông tin Bệnh nhân của bạn cho {{email}} đã sẵn sàng.',
    next: 'Giờ đây bạn có thể tìm nhà cung cấp dịch vụ y tế, yêu cầu hồ sơ y tế hoặc điền biểu mẫu của họ, và theo dõi từng yêu cầu tại đây:',
    notYou: 'Nếu bạn không tạo tài khoản này, hãy trả lời thư này và chúng tôi sẽ đóng tài khoản.',
  },
  receipt: {
    subject: 'Chúng tôi đã nhận được yêu cầu {{rid}} của bạn',
    paymentNeededSubject: 'Cần thanh toán cho yêu cầu {{rid}} của bạn',
    body: {
      Record: 'Cảm ơn bạn. Chúng tôi đã nhận được yêu cầu hồ sơ {{rid}} của bạn vào {{date}}.',
      Form: 'Cảm ơn bạn. Chúng tôi đã nhận được yêu cầu biểu mẫu {{rid}} của bạn vào {{date}}.',
    },
    payment: {
      card: 'Thẻ của bạn đã được ủy quyền cho số tiền ước tính; chỉ bị trừ tiền khi yêu cầu hoàn tất.',
      check: 'Bạn đã chọn thanh toán bằng séc: yêu cầu sẽ được xử lý khi nhận được séc.',
      free: 'Nhà cung cấp này không tính phí cho yêu cầu này.',
      failed:
        'Cần thanh toán: thẻ của bạn không trừ tiền được, nên bộ phận hồ sơ chưa thể bắt đầu xử lý yêu cầu này. Hãy mở yêu cầu và chọn "Thử lại" với một thẻ khác, hoặc trả bằng séc.',
    },
    later: 'Chúng tôi sẽ gửi thư cho bạn khi trạng thái của yêu cầu thay đổi.',
    authorization:
      'Giấy ủy quyền bạn đã ký được lưu cùng yêu cầu này: bạn có thể tải bản sao (PDF) của mình từ yêu cầu, tại đường liên kết bên dưới.',
  },
  refund: {
    subject: {
      approved: 'Yêu cầu hoàn tiền cho {{rid}} của bạn đã được chấp thuận',
      denied: 'Yêu cầu hoàn tiền cho {{rid}} của bạn đã bị từ chối',
      refunded: 'Yêu cầu hoàn tiền cho {{rid}} của bạn đã được hoàn tiền',
    },
    body: {
      approved:
        'Yêu cầu hoàn lại {{amount}} cho yêu cầu {{rid}} của bạn đã được chấp thuận. Chúng tôi sẽ gửi thư lại khi tiền đã được hoàn trả.',
      denied: 'Yêu cầu hoàn lại {{amount}} cho yêu cầu {{rid}} của bạn đã bị từ chối.',
      refunded:
        'Chúng tôi đã hoàn lại {{amount}} cho yêu cầu {{rid}} vào phương thức thanh toán ban đầu của bạn. Tùy ngân hàng, có thể mất từ 5 đến 10 ngày làm việc để tiền hiển thị.',
    },
  },
  helpDesk: {
    subject: 'Chúng tôi đã nhận được tin nhắn của bạn gửi bộ phận hỗ trợ',
    received:
      'Cảm ơn bạn đã liên hệ bộ phận hỗ trợ của Cổng thông tin Bệnh nhân. Tin nhắn của bạn là phiếu {{ticket}} (mã trang {{page}}).',
    reply: 'Bộ phận hỗ trợ sẽ trả lời bạn qua địa chỉ thư điện tử này. Vui lòng giữ số phiếu nếu bạn viết lại.',
  },
  status: {
    subject: 'Yêu cầu {{rid}} của bạn đã được cập nhật',
    body: 'Trạng thái yêu cầu {{rid}} của bạn hiện là: {{status}}.',
  },
  chat: {
    subject: 'Tin nhắn mới về yêu cầu {{rid}} của bạn',
    body: 'Nhóm hồ sơ đã gửi cho bạn một tin nhắn về yêu cầu {{rid}}.',
  },
  ready: {
    subject: {
      Record: 'Hồ sơ của yêu cầu {{rid}} đã sẵn sàng',
      Form: 'Biểu mẫu đã hoàn tất của yêu cầu {{rid}} đã sẵn sàng',
    },
    body: {
      Record:
        'Hồ sơ của yêu cầu {{rid}} đã sẵn sàng. Tải xuống miễn phí trong 30 ngày; sau đó các tệp được lưu trữ và cần gói đăng ký Store & Share.',
      Form: 'Biểu mẫu đã hoàn tất của yêu cầu {{rid}} đã sẵn sàng. Tải xuống miễn phí trong 30 ngày; sau đó các tệp được lưu trữ và cần gói đăng ký Store & Share.',
    },
  },
  priceRaise: {
    subject: 'Yêu cầu {{rid}} của bạn: giá mới cần bạn chấp thuận',
    body: 'Cơ sở y tế đã định giá yêu cầu {{rid}} của bạn là {{amount}}, cao hơn số tiền bạn đã cho phép khi gửi.',
    reason: 'Lý do của cơ sở y tế: {{reason}}',
    nothing:
      'Bạn sẽ không bị tính thêm gì trừ khi bạn chấp thuận giá mới. Bạn có thể chấp thuận, hoặc từ chối kèm lý do; khi từ chối, yêu cầu sẽ được đóng và khoản giữ trên thẻ của bạn sẽ được giải phóng.',
    cta: 'Đăng nhập để chấp thuận hoặc từ chối:',
    more: 'cao hơn số đó',
  },
  noRecords: {
    subject: 'Không tìm thấy hồ sơ nào cho yêu cầu {{rid}} của bạn',
    body: 'Cơ sở y tế không tìm thấy hồ sơ nào cho yêu cầu {{rid}} của bạn và đã đóng yêu cầu. Bạn không nợ gì: mọi khoản giữ trên thẻ đã được giải phóng và mọi khoản thanh toán đã được hoàn lại.',
    statement: 'Bản tuyên bố có chữ ký của cơ sở y tế có trong yêu cầu của bạn.',
    cta: 'Đăng nhập để tải xuống:',
  },
  revoked: {
    subject: 'Quý vị đã thu hồi giấy ủy quyền cho yêu cầu {{rid}}',
    body: 'Chúng tôi đã nhận được văn bản thu hồi có chữ ký của quý vị đối với giấy ủy quyền cho yêu cầu {{rid}}. Yêu cầu đã dừng và sẽ không được thực hiện, mọi khoản tạm giữ trên thẻ của quý vị đã được giải phóng và bộ phận hồ sơ đã được thông báo.',
    effect:
      'Việc thu hồi không ảnh hưởng đến những gì đã được thực hiện dựa trên giấy ủy quyền trước khi nhận được văn bản thu hồi.',
    cta: 'Đăng nhập để tải văn bản thu hồi đã ký:',
  },
  deadline:
    'Luật (HIPAA) cho nhà cung cấp thời hạn đến {{date}} để trả lời yêu cầu của bạn (hôm nay là ngày {{day}} trên {{limit}}).',
  waiting: {
    subject: 'Yêu cầu {{rid}} của bạn đang chờ bạn',
    body: 'Nhóm hồ sơ cần bạn cung cấp một điều trước khi có thể tiếp tục xử lý yêu cầu {{rid}}.',
    cta: 'Đăng nhập để xem cần gì và tải lên hoặc trả lời:',
  },
  extended: {
    subject: 'Nhà cung cấp đã gia hạn thời hạn của yêu cầu {{rid}}',
    body: 'Nhà cung cấp đã dùng lần gia hạn duy nhất mà luật (HIPAA) cho phép đối với yêu cầu {{rid}}: họ sẽ trả lời chậm nhất vào {{date}} (hôm nay là ngày {{day}} trên {{limit}}).',
    reason: 'Lý do họ đưa ra có trong yêu cầu của bạn.',
    cta: 'Đăng nhập để đọc:',
  },
  overdue: {
    subject: 'Yêu cầu {{rid}} của bạn đã quá hạn luật định',
    body: 'Yêu cầu {{rid}} của bạn đã quá hạn luật định: luật (HIPAA) cho nhà cung cấp thời hạn đến {{date}} để trả lời, và hôm nay là ngày {{day}} trên {{limit}}.',
    letters:
      'Yêu cầu của bạn giờ có hai lá thư soạn sẵn: thư nhắc nhà cung cấp nêu quyền được tiếp cận của bạn, và đơn khiếu nại gửi Văn phòng Dân quyền thuộc HHS mà bạn có thể tự nộp.',
    cta: 'Đăng nhập để tải xuống:',
  },
  /** Second factors: every change, and every recovery code used, is mailed to the account. */
  security: {
    subject: 'Cài đặt đăng nhập Cổng Bệnh nhân của bạn đã thay đổi',
    added: 'Một yếu tố xác thực thứ hai đã được thêm vào tài khoản của bạn: {{name}}.',
    removed: 'Một yếu tố xác thực thứ hai đã bị gỡ khỏi tài khoản của bạn: {{name}}.',
    codes: 'Một bộ mã khôi phục mới đã được tạo cho tài khoản của bạn. Các mã cũ không còn dùng được.',
    codeUsed: 'Một mã khôi phục đã được dùng để đăng nhập vào tài khoản của bạn. Còn lại {{left}} mã.',
    notYou: 'Nếu không phải bạn, hãy đặt lại mật khẩu ngay bằng liên kết này và liên hệ với chúng tôi:',
    recoveryLinkSubject: 'Xóa yếu tố thứ hai của tài khoản Cổng thông tin Bệnh nhân',
    recoveryLinkBody:
      'Bạn cho biết đã mất mọi yếu tố thứ hai của tài khoản. Để bắt đầu xóa chúng, hãy mở liên kết này trong vòng một giờ. Chúng chỉ bị xóa sau một thời gian chờ, và chúng tôi sẽ gửi email trước đó:',
    recoveryLinkIgnore: 'Nếu không phải bạn, hãy bỏ qua email này và đổi mật khẩu: người khác đã biết mật khẩu đó.',
    recoveryStarted:
      'Một yêu cầu xóa mọi yếu tố thứ hai khỏi tài khoản của bạn đã bắt đầu. Nếu không bị hủy, chúng có thể bị xóa sau {{date}}.',
    recoveryCancelLine: 'Nếu không phải bạn, hãy hủy chỉ với một lần nhấp:',
    recoveryFinishLine:
      'Nếu đúng là bạn: sau thời điểm đó, hãy mở liên kết này và nhập mật khẩu để xóa chúng và thiết lập yếu tố mới:',
    recoveryCancelled: 'Yêu cầu xóa các yếu tố thứ hai của bạn đã bị hủy. Các yếu tố thứ hai vẫn hoạt động.',
    recoveryRemoved:
      'Yếu tố thứ hai của bạn đã được xóa sau thời gian chờ, theo yêu cầu. Hãy thiết lập yếu tố mới vào lần đăng nhập tới.',
  },
  passwordReset: {
    subject: 'Đặt lại mật khẩu Cổng thông tin Bệnh nhân',
    body: 'Dùng liên kết này trong vòng một giờ để chọn mật khẩu mới:',
    ignore: 'Nếu bạn không yêu cầu việc này, bạn có thể bỏ qua thư này.',
  },
  link: {
    subject: {
      govt: 'Tải lên giấy tờ tùy thân do chính phủ cấp',
      patient: 'Tải lên biểu mẫu bệnh nhân',
      hipaa: 'Ký giấy ủy quyền HIPAA của bạn',
    },
    body: 'Dùng liên kết này trong vòng 7 ngày để tiếp tục yêu cầu {{rid}}. Liên kết chỉ dùng được một lần.',
  },
  share: {
    subject: '{{sharer}} đã chia sẻ hồ sơ với bạn',
    body: '{{sharer}} đã chia sẻ hồ sơ với bạn qua Cổng thông tin Bệnh nhân đến {{date}}.',
    open: 'Mở hồ sơ tại đây:',
    code: 'Bạn sẽ cần mã truy cập mà {{name}} đưa riêng cho bạn, và ngày sinh của bệnh nhân.',
  },
  letters: {
    theProvider: 'nhà cung cấp',
    fax: 'số fax {{fax}}',
    phone: 'điện thoại {{phone}}',
    reminder: {
      title: 'Thư nhắc: yêu cầu tiếp cận hồ sơ sức khỏe',
      to: 'Gửi: {{recipient}}',
      re: 'V/v: Yêu cầu tiếp cận hồ sơ sức khỏe của tôi, yêu cầu {{rid}}. Bệnh nhân: {{patient}}.',
      reBorn:
        'V/v: Yêu cầu tiếp cận hồ sơ sức khỏe của tôi, yêu cầu {{rid}}. Bệnh nhân: {{patient}}, sinh ngày {{dob}}.',
      dear: 'Kính gửi Phòng Hồ sơ,',
      asked:
        'Tôi đã yêu cầu quý vị cung cấp bản sao hồ sơ sức khỏe của tôi vào {{received}}. Theo Quy tắc Bảo mật HIPAA (45 CFR 164.524(b)(2)), quý vị phải giải quyết yêu cầu tiếp cận chậm nhất 30 ngày theo lịch sau khi nhận. {{deadline}} Hôm nay là ngày {{day}}, và tôi chưa nhận được hồ sơ hay văn bản từ chối nào.',
      extended:
        'Quý vị đã gia hạn thời hạn đó một lần, vào {{date}}, thêm {{days}} ngày (“{{reason}}”), như 45 CFR 164.524(b)(2)(ii) cho phép, đến {{due}}.',
      due: 'Tức là ngày {{due}}.',
      please:
        'Xin vui lòng gửi hồ sơ cho tôi ngay, theo hình thức và định dạng tôi đã yêu cầu, hoặc cho tôi biết bằng văn bản lý do từ chối, như 45 CFR 164.524(d) quy định. Phí cho bản sao của chính tôi chỉ được là mức phí hợp lý dựa trên chi phí (45 CFR 164.524(c)(4)).',
      complain:
        'Nếu không nhận được phản hồi, tôi có thể nộp đơn khiếu nại lên Bộ Y tế và Dịch vụ Nhân sinh Hoa Kỳ, Văn phòng Dân quyền.',
      sincerely: 'Trân trọng,',
      forPatient: '{{name}} (thay mặt {{patient}})',
    },
    complaint: {
      title: 'Khiếu nại về quyền riêng tư thông tin sức khỏe: quyền tiếp cận',
      intro:
        'Được soạn để nộp cho Bộ Y tế và Dịch vụ Nhân sinh Hoa Kỳ, Văn phòng Dân quyền (OCR). Bạn tự nộp đơn: trực tuyến tại https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf, hoặc qua bưu điện hay thư điện tử đến văn phòng OCR khu vực (OCRComplaint@hhs.gov). Đơn khiếu nại phải được nộp trong vòng 180 ngày kể từ khi bạn biết về vấn đề (45 CFR 160.306(b)(3)).',
      filer: 'Người nộp đơn khiếu nại',
      filerFor: '{{name}}, {{email}} — thay mặt bệnh nhân {{patient}}',
      entity: 'Tổ chức bị khiếu nại',
      happened: 'Sự việc đã xảy ra',
      asked:
        'Vào {{received}}, tôi đã yêu cầu {{provider}} cung cấp bản sao hồ sơ sức khỏe của {{patient}} (yêu cầu {{rid}}). Theo 45 CFR 164.524(b)(2), nhà cung cấp phải giải quyết trong vòng 30 ngày theo lịch. {{deadline}} Tính đến {{today}} (ngày {{day}}), tôi chưa nhận được hồ sơ hay văn bản từ chối nào. Tôi cho rằng điều này vi phạm quyền tiếp cận của tôi theo 45 CFR 164.524.',
      extended: 'Họ đã gia hạn thời hạn một lần, vào {{date}}, đến {{due}}.',
      due: 'Thời hạn là {{due}}.',
      history: 'Các mốc thời gian và lịch sử của yêu cầu',
      ask: 'Điều tôi yêu cầu',
      askBody: 'Đề nghị OCR xem xét việc này, và nhà cung cấp cho tôi tiếp cận hồ sơ ngay mà không trì hoãn thêm.',
      signature: 'Chữ ký',
      date: 'Ngày',
      englishCopy: 'Bản tiếng Anh gửi Văn phòng Dân quyền',
    },
    statement: {
      title: 'Bản xác nhận: không tìm thấy hồ sơ',
      re: 'V/v: Yêu cầu {{rid}} về hồ sơ sức khỏe của {{patient}}, được {{provider}} nhận vào {{received}}.',
      reBorn:
        'V/v: Yêu cầu {{rid}} về hồ sơ sức khỏe của {{patient}}, sinh ngày {{dob}}, được {{provider}} nhận vào {{received}}.',
      statement: 'Nội dung xác nhận',
      fees: 'Phí',
      signature: 'Chữ ký',
      nothingCharged: 'Không có khoản phí nào được thu cho yêu cầu này.',
      refundedCard: 'Mọi khoản phí của yêu cầu này ({{amount}}) đã được hoàn lại vào thẻ của quý vị.',
      refundedCheck: 'Bộ phận hồ sơ đã hoàn trả cho quý vị mọi khoản phí của yêu cầu này ({{amount}}).',
      noCheck: 'Yêu cầu này không cần séc: vui lòng không gửi séc.',
      holdReleased: 'Khoản tạm giữ {{amount}} trên thẻ của quý vị đã được hủy; không có khoản phí nào bị thu.',
      nothingMore: 'Sẽ không thu thêm khoản phí nào cho yêu cầu này.',
      signed: 'Được ký điện tử bởi {{signer}}, bộ phận hồ sơ, thay mặt {{provider}}, vào {{at}} UTC.',
      typedName: 'Tên được gõ và dùng làm chữ ký là hình thức điện tử tương đương với chữ ký tay.',
      englishCopy: 'Bản tiếng Anh: bản xác nhận như đã ký',
    },
  },
  caregiver: {
    inviteSubject: 'Lời mời thay mặt một người trên Cổng Bệnh nhân',
    invite:
      '{{patient}} đã mời bạn thay mặt họ trên Cổng Bệnh nhân bằng thông tin đăng nhập của riêng bạn, với tư cách {{role}}.',
    inviteNext:
      'Mở liên kết này để chấp nhận; nếu chưa có tài khoản, bạn có thể tạo một tài khoản. Liên kết hết hạn sau 7 ngày.',
    acceptedSubject: 'Người chăm sóc của bạn đã chấp nhận lời mời',
    accepted:
      '{{caregiver}} ({{email}}) đã chấp nhận lời mời và giờ có thể thay mặt bạn, chỉ trong phạm vi bạn cho phép. Trong mục Người chăm sóc, bạn thấy những gì họ làm và có thể thay đổi hoặc chấm dứt quyền truy cập của họ bất cứ lúc nào:',
    revokedSubject: 'Quyền truy cập người chăm sóc của bạn đã kết thúc',
    revoked: '{{patient}} đã chấm dứt quyền thay mặt họ của bạn trên Cổng Bệnh nhân.',
    leftSubject: 'Người chăm sóc của bạn đã ngừng thay mặt bạn',
    left: '{{caregiver}} đã ngừng thay mặt bạn trên Cổng Bệnh nhân.',
    roles: {
      power_of_attorney: 'người được ủy quyền',
      personal_representative: 'người đại diện cá nhân',
      spouse_or_family: 'vợ/chồng hoặc người thân',
      other: 'người chăm sóc',
    },
  },
};
