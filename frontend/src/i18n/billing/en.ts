/** The billing details' field labels (en): the profile's billing card and the report's field names share them. */
export const billingFieldLabels = {
  company_name: 'Company Name',
  company_address: 'Company Address',
  owner_name: 'Owner name',
  owner_email: 'Owner email',
  owner_phone: 'Owner phone',
  company_abn: 'Company ABN',
  bank_name: 'Bank Name',
  account_name: 'Account Name',
  account_number: 'Account Number',
  bsb_number: 'BSB Number',
  swift_code: 'SWIFT code',
  gst_vat: 'Registered for GST/VAT',
};
