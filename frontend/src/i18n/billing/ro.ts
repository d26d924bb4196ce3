/** The billing details' field labels (ro): the profile's billing card and the report's field names share them. */
export const billingFieldLabels = {
  company_name: 'Numele companiei',
  company_address: 'Adresa companiei',
  owner_name: 'Numele titularului',
  owner_email: 'E-mailul titularului',
  owner_phone: 'Telefonul titularului',
  company_abn: 'ABN-ul companiei',
  bank_name: 'Numele băncii',
  account_name: 'Titularul contului',
  account_number: 'Numărul contului',
  bsb_number: 'Numărul BSB',
  swift_code: 'Cod SWIFT',
  gst_vat: 'Înregistrat în scopuri de TVA',
};
