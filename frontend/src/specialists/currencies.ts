/** The currencies offered for day rates and budgets (ISO 4217), the first the default. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'RON', 'CNY', 'AUD', 'CAD'];
