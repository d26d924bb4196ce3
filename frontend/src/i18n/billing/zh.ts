/** The billing details' field labels (zh): the profile's billing card and the report's field names share them. */
export const billingFieldLabels = {
  company_name: '公司名称',
  company_address: '公司地址',
  owner_name: '负责人姓名',
  owner_email: '负责人邮箱',
  owner_phone: '负责人电话',
  company_abn: '公司 ABN',
  bank_name: '银行名称',
  account_name: '账户名称',
  account_number: '账号',
  bsb_number: 'BSB 号码',
  swift_code: 'SWIFT 代码',
  gst_vat: '已登记 GST/增值税',
};
