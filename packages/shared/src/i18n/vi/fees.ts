/** Fees the patient can trust: see en/fees.ts. */
export const fees = {
  basis: {
    title: 'Cơ sở của phí',
    patient_access: 'Quyền tự truy cập hồ sơ của quý vị',
    third_party: 'Ủy quyền gửi hồ sơ của quý vị cho bên thứ ba',
    patient_accessText:
      'Quyền truy cập theo HIPAA (45 CFR 164.524): nhà cung cấp chỉ được thu một khoản phí hợp lý, dựa trên chi phí làm bản sao (công sao chép, vật tư và bưu phí).',
    flatFeeApplied:
      'Đây là bản sao điện tử của hồ sơ được lưu trữ điện tử, trong mức phí cố định {{amount}} mà HIPAA cho phép, đã bao gồm mọi chi phí.',
    third_partyText:
      'Ủy quyền của quý vị để gửi hồ sơ cho người khác (45 CFR 164.508): giới hạn phí của quyền truy cập không áp dụng, và biểu phí của nhà cung cấp được sử dụng.',
    rule: 'Một yêu cầu là ủy quyền cho bên thứ ba khi hồ sơ được fax đến một người nhận không phải quý vị; nếu không, đó là quyền tự truy cập của quý vị.',
  },
  breakdown: {
    total: 'Tổng cộng',
    authorizedWas: 'Bạn đã cho phép {{amount}}.',
    reason: 'Lý do: {{reason}}',
    title: 'Các khoản phí',
    estimate: 'Ước tính khi gửi yêu cầu',
    authorized: 'Số tiền quý vị đã cho phép',
    price: 'Giá của nhà cung cấp',
  },
  approval: {
    newTotal: 'Tổng mới',
    title: 'Giá mới cần quý vị chấp thuận',
    body: 'Nhà cung cấp định giá yêu cầu này là {{amount}}, cao hơn {{authorized}} mà quý vị đã cho phép. Không có khoản nào bị thu thêm trừ khi quý vị chấp thuận.',
    approve: 'Chấp thuận {{amount}}',
    decline: 'Từ chối',
    declineTitle: 'Từ chối giá mới?',
    declineBody:
      'Từ chối sẽ đóng yêu cầu và giải phóng khoản tạm giữ trên thẻ của quý vị. Vui lòng cho nhà cung cấp biết lý do.',
    reason: 'Lý do',
    declineConfirm: 'Từ chối và đóng yêu cầu',
    approved: 'Đã chấp thuận giá. Nhóm hồ sơ tiếp tục xử lý yêu cầu của quý vị.',
    declined: 'Đã từ chối giá. Yêu cầu đã đóng và khoản tạm giữ trên thẻ của quý vị đã được giải phóng.',
  },
  noRecords: {
    title: 'Không tìm thấy hồ sơ',
    body: 'Nhà cung cấp không tìm thấy hồ sơ nào cho yêu cầu này và đã đóng yêu cầu. Quý vị không nợ gì: mọi khoản tạm giữ trên thẻ đã được giải phóng và mọi khoản thanh toán đã được hoàn lại.',
    signed: 'Do {{name}} ký ngày {{date}}',
    download: 'Tải xuống bản tuyên bố đã ký (PDF)',
  },
} as const;
