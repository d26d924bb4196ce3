/** The billing details' field labels (fr): the profile's billing card and the report's field names share them. */
export const billingFieldLabels = {
  company_name: 'Nom de l’entreprise',
  company_address: 'Adresse de l’entreprise',
  owner_name: 'Nom du titulaire',
  owner_email: 'E-mail du titulaire',
  owner_phone: 'Téléphone du titulaire',
  company_abn: 'ABN de l’entreprise',
  bank_name: 'Nom de la banque',
  account_name: 'Intitulé du compte',
  account_number: 'Numéro de compte',
  bsb_number: 'Numéro BSB',
  swift_code: 'Code SWIFT',
  gst_vat: 'Assujetti à la TPS/TVA',
};
