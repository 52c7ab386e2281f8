import type { AuthorizationTexts } from './types';

export const vi: AuthorizationTexts = {
  languageName: 'Tiếng Việt',
  dir: 'ltr',
  heading: 'Vui lòng đọc và ký giấy ủy quyền dưới đây',
  subheading: 'Mẫu ủy quyền điện tử cá nhân cho phép tiết lộ hồ sơ',
  consent:
    'Tôi ủy quyền cho {{provider}} sử dụng và tiết lộ thông tin sức khỏe được bảo vệ của tôi cho người yêu cầu có tên trong yêu cầu này, bao gồm thông tin về các hạng mục nhạy cảm sau: {{categories}}.',
  allRecords: 'Toàn bộ hồ sơ của tôi sẽ được tiết lộ, bao gồm mọi hồ sơ về các hạng mục nhạy cảm được liệt kê ở trên.',
  consentBase:
    'Tôi ủy quyền cho {{provider}} sử dụng và tiết lộ thông tin sức khỏe được bảo vệ của tôi cho người yêu cầu có tên trong yêu cầu này.',
  releaseSelected:
    'Hồ sơ của tôi sẽ được tiết lộ, trong đó về các hạng mục nhạy cảm chỉ bao gồm hồ sơ về các hạng mục sau: {{categories}}. Hồ sơ về bất kỳ hạng mục nhạy cảm nào khác sẽ không được tiết lộ.',
  releaseNone:
    'Hồ sơ của tôi sẽ được tiết lộ, ngoại trừ hồ sơ về các hạng mục nhạy cảm sau, là những hồ sơ sẽ không được tiết lộ: {{categories}}.',
  purpose: 'Mục đích tiết lộ: theo yêu cầu của bệnh nhân hoặc người đại diện cá nhân của bệnh nhân.',
  expiry: 'Giấy ủy quyền này hết hiệu lực một năm sau ngày ký, trừ khi tôi thu hồi sớm hơn.',
  part2Notice:
    'Hồ sơ của tôi có thể chứa hồ sơ về lạm dụng rượu và ma túy được bảo vệ bởi các quy định bảo mật liên bang (42 CFR Part 2). Các quy định liên bang cấm mọi việc tiết lộ thêm thông tin này trừ khi việc tiết lộ thêm được cho phép rõ ràng bằng văn bản đồng ý của tôi.',
  fullName: 'Họ và tên đầy đủ của bệnh nhân',
  initials: 'Chữ viết tắt tên',
  dob: 'Ngày sinh của bệnh nhân',
  dobPlaceholder: 'Tháng/Ngày/Năm',
  ssn: 'Số an sinh xã hội của bệnh nhân (không bắt buộc)',
  iAmThe: 'Tôi là',
  roles: {
    patient: 'Bệnh nhân',
    guardian: 'Người giám hộ',
    power_of_attorney: 'Người đại diện bệnh nhân - Giấy ủy quyền',
    next_of_kin: 'Người thân gần nhất',
    deceased_patient: 'Bệnh nhân đã qua đời',
    executor_beneficiary: 'Người thi hành di chúc/Người thụ hưởng',
  },
  extraFields: {
    guardian: 'Họ và tên đầy đủ của người được ủy quyền hoặc người giám hộ',
    power_of_attorney: 'Họ và tên đầy đủ của người được ủy quyền hoặc người giám hộ',
    next_of_kin: 'Họ và tên đầy đủ của người thân gần nhất',
    deceased_patient: 'Họ và tên đầy đủ của người đại diện của bệnh nhân đã qua đời',
    executor_beneficiary: 'Họ và tên đầy đủ của người thi hành di chúc hoặc người thụ hưởng',
  },
  sensitiveQuestion: 'Bạn có cho phép tiết lộ thông tin nhạy cảm không?',
  sensitiveHint: 'Chọn các hạng mục có thể được tiết lộ. Không chọn ô nào nghĩa là Không.',
  sensitiveLegend: 'Thông tin nhạy cảm',
  yes: 'Có',
  no: 'Không',
  categories: {
    hiv_genetic: 'Xét nghiệm HIV và/hoặc AIDS và xét nghiệm di truyền',
    alcohol_drug: 'Lạm dụng rượu và/hoặc ma túy',
    mental_health: 'Tư vấn sức khỏe tâm thần',
    psychiatric: 'Điều trị tâm thần',
    domestic_violence: 'Bạo lực/ngược đãi gia đình',
    sexual_assault: 'Tấn công/lạm dụng tình dục',
    std: 'Bệnh lây truyền qua đường tình dục',
    child_abuse: 'Ngược đãi/bỏ bê trẻ em',
  },
  adoptTitle: 'Chấp nhận chữ ký của bạn',
  adoptSubtitle: 'Xác nhận tên, chữ viết tắt và chữ ký của bạn.',
  drawSwitch: 'Vẽ chữ ký của tôi',
  typedLabel: 'Nhập chữ ký của bạn',
  drawHelp: 'Vẽ chữ ký của bạn vào ô bằng chuột, ngón tay hoặc bút.',
  canvasLabel: 'Vùng vẽ chữ ký',
  previewLabel: 'Xem trước chữ ký',
  dsMark: 'CKS',
  dsMarkLabel: 'Chữ ký số',
  needStroke: 'Hãy vẽ chữ ký của bạn trước khi ký.',
  typeMode: 'Nhập',
  drawMode: 'Vẽ',
  preview: 'Xem trước',
  clear: 'Xóa',
  signedBy: 'Người ký',
  adoptAndSign: 'Chấp nhận và ký',
  closingNote:
    'Khi chọn Chấp nhận và ký, tôi đồng ý rằng chữ ký và chữ viết tắt này là tương đương điện tử của chữ ký và chữ viết tắt viết tay trên giấy của tôi cho mọi mục đích, kể cả các hợp đồng có giá trị pháp lý ràng buộc. Tôi yêu cầu tất cả hồ sơ hiện có.',
  revocable:
    'Tôi có thể thu hồi giấy ủy quyền này bất cứ lúc nào, trừ trường hợp thông tin đã được tiết lộ dựa trên giấy ủy quyền này.',
  notConditioned: 'Việc điều trị của tôi không thể bị ràng buộc vào việc tôi có ký giấy ủy quyền này hay không.',
  withhold: 'Tôi có thể nêu rõ những thông tin tôi không muốn được tiết lộ.',
  authority: 'Thẩm quyền của bạn để hành động thay cho bệnh nhân',
  authorityHint:
    'Ví dụ: cha hoặc mẹ của trẻ vị thành niên, người giám hộ do tòa án chỉ định, hoặc người được ủy quyền quyết định về chăm sóc sức khỏe.',
  previewPdf: 'Xem trước PDF',
  previewOpen: 'Mở bản xem trước trong thẻ mới',
  revocation: {
    title: 'Thu hồi giấy ủy quyền',
    statement:
      'Tôi thu hồi giấy ủy quyền mà tôi đã ký cho phép {{provider}} sử dụng và tiết lộ thông tin sức khỏe được bảo vệ của {{patient}} cho yêu cầu {{rid}}. Không được sử dụng hoặc tiết lộ thêm bất kỳ thông tin nào theo giấy ủy quyền đó.',
    effect:
      'Việc thu hồi này không ảnh hưởng đến bất kỳ hành động nào đã được thực hiện dựa trên giấy ủy quyền trước khi nhận được thông báo thu hồi.',
    stopped: 'Yêu cầu đã bị dừng và sẽ không được thực hiện.',
  },
  signedOn: 'Ký ngày',
  document: {
    patient: 'Bệnh nhân: {{name}}, ngày sinh {{dob}}.',
    discloser: 'Ai được tiết lộ thông tin: {{provider}}.',
    information: 'Thông tin được tiết lộ:',
    datesAll: 'Ngày khám chữa bệnh: tất cả các ngày.',
    datesBetween: 'Ngày khám chữa bệnh: từ {{from}} đến {{to}}.',
    datesAfter: 'Ngày khám chữa bệnh: từ {{from}} trở đi.',
    datesBefore: 'Ngày khám chữa bệnh: đến {{to}}.',
    datesPending: 'Ngày khám chữa bệnh: sẽ được hoàn tất từ các câu trả lời bạn đưa ra sau trong yêu cầu này.',
    pending: 'sẽ được hoàn tất từ các câu trả lời bạn đưa ra sau trong yêu cầu này',
    recordTypes: 'Loại hồ sơ: {{types}}.',
    form: 'Biểu mẫu của nhà cung cấp: {{form}}.',
    sensitiveAll: 'Thông tin nhạy cảm sẽ được tiết lộ: {{categories}}.',
    sensitiveIncluded: 'Thông tin nhạy cảm sẽ được tiết lộ, và chỉ những thông tin này: {{categories}}.',
    sensitiveExcluded: 'Thông tin nhạy cảm sẽ KHÔNG được tiết lộ: {{categories}}.',
    recipientPortal:
      'Ai nhận thông tin: {{name}}, thay cho bệnh nhân, qua tài khoản cổng thông tin bệnh nhân {{email}} ({{how}}).',
    recipientFax: 'Ai nhận thông tin: {{name}} ({{type}}), qua fax đến số {{fax}}.',
    recipientRequester: 'Ai nhận thông tin: {{name}}, người đã yêu cầu giấy ủy quyền này.',
    recipientPending: 'Ai nhận thông tin: sẽ được hoàn tất từ các câu trả lời bạn đưa ra sau trong yêu cầu này.',
    purpose: 'Mục đích tiết lộ: {{purpose}}.',
    purposePatient: 'theo yêu cầu của bệnh nhân',
    expires: 'Giấy ủy quyền này hết hạn vào ngày {{date}}, trừ khi bị thu hồi sớm hơn.',
    representative:
      'Được ký thay bệnh nhân bởi {{name}} với tư cách {{role}}. Thẩm quyền hành động thay bệnh nhân: {{authority}}.',
    revoke:
      'Giấy ủy quyền này có thể được thu hồi bất cứ lúc nào bằng văn bản: trực tuyến bằng "Thu hồi ủy quyền" trên yêu cầu trong cổng thông tin bệnh nhân, hoặc bằng thư có chữ ký gửi nhà cung cấp. Việc thu hồi không ảnh hưởng đến những gì đã được tiết lộ dựa trên giấy ủy quyền này.',
    notConditioned:
      'Việc điều trị, thanh toán, ghi danh và quyền hưởng phúc lợi không phụ thuộc vào việc ký giấy ủy quyền này.',
    redisclosure:
      'Thông tin được tiết lộ theo giấy ủy quyền này có thể bị người nhận tiết lộ lại và có thể không còn được các quy định liên bang về quyền riêng tư bảo vệ.',
    part2:
      'Hồ sơ có thể chứa hồ sơ về lạm dụng rượu và ma túy được bảo vệ bởi các quy định bảo mật liên bang (42 CFR Part 2). Các quy định liên bang cấm mọi việc tiết lộ thêm thông tin này trừ khi được sự đồng ý bằng văn bản của người liên quan cho phép rõ ràng.',
    copy: 'Người ký nhận một bản sao của giấy ủy quyền đã ký này: có thể tải xuống từ yêu cầu trong cổng thông tin bệnh nhân.',
    esign:
      'Người ký đồng ý rằng chữ ký điện tử và chữ viết tắt này tương đương với chữ ký và chữ viết tắt trên giấy cho mọi mục đích, kể cả các hợp đồng có giá trị pháp lý.',
  },
  messages: {
    required: 'Trường này là bắt buộc',
    invalidDate: 'Ngày không hợp lệ',
    ssn: 'Số an sinh xã hội không đúng',
    initialsTooLong: 'Phải ít hơn 20 ký tự',
    lettersAndSpaces: 'Chỉ được dùng chữ cái và dấu cách.',
    representativeRequired:
      'Bạn đang ký thay cho người khác: hãy chọn vai trò của bạn ở mục "Tôi là", và cho biết tên cùng thẩm quyền của bạn để hành động thay cho bệnh nhân.',
  },
};
