/** Currencies the runtime knows (CLDR's ISO 4217 list); a runtime without the API accepts any three letters. */
const CURRENCIES: ReadonlySet<string> | null =
  typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;

/** An ISO 4217 code, upper case ('eur' is read as EUR by the schemas that trim and upper-case it first). */
export const isCurrencyCode = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && (CURRENCIES === null || CURRENCIES.has(code));
