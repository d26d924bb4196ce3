import type { FixedMessage } from '../shared/messages';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { validationCodes } from '../shared/validationMessages';
import { MAX_TEXT_LENGTH } from '../account/account';
import { accountCodes } from '../account/messages';
import { numberAsText, optionalTextSchema, requiredTextSchema, textSchema } from '../shared/validation';
import { specialistCodes as m } from './messages';

/*
 * `PUT /user/specialist/update-account/{id}`, first form: name, phone and address. A module of
 * its own because the phone check carries libphonenumber's metadata ("min", the smallest that
 * validates), which only the account page should load: the profile page and sign-in never do.
 */

/** '+61', '61' or a code with an area part such as '1-684' (American Samoa) as country lists give it. */
const PHONE_CODE = /^\+?(\d{1,4})(?:-(\d{1,4}))?$/;
/** Digits and the usual phone punctuation, an optional leading + for a number written in full. */
const PHONE_NUMBER = /^\+?[\d ().-]+$/;
const PHONE_NUMBER_MAX_LENGTH = 20;

const isValidNumber = (international: string) => parsePhoneNumberFromString(international)?.isValid() === true;

/**
 * Whether `number` is a real phone number under `code`, by libphonenumber's metadata (so
 * '2019-13-45' is not, whatever the code). A number written in full ('+61 400 123 456') must
 * agree with the code, if there is one; one written nationally may keep its trunk prefix
 * ('0400 123 456'). A code with an area part ('1-684') takes the number with or without it.
 */
export function isPhoneNumberOf(code: string | null, number: string): boolean {
  const parts = code === null ? null : PHONE_CODE.exec(code);
  if ((code !== null && !parts) || !PHONE_NUMBER.test(number)) return false;
  const [, country, area] = parts ?? [];
  if (number.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(number);
    return parsed?.isValid() === true && (country === undefined || parsed.countryCallingCode === country);
  }
  if (country === undefined) return false;
  const digits = number.replace(/\D/g, '');
  return (
    isValidNumber(`+${country}${area ?? ''}${digits}`) || (area !== undefined && isValidNumber(`+${country}${digits}`))
  );
}

const optionalText = () => optionalTextSchema(validationCodes.mustBeText, MAX_TEXT_LENGTH, validationCodes.tooLong);
const optionalCode = (max: number, invalid: FixedMessage) =>
  numberAsText(validationCodes.mustBeText, invalid)
    .pipe(textSchema({ mustBeText: validationCodes.mustBeText }).max(max, invalid))
    .nullish()
    .transform((v) => v || null);

export const accountDetailsInputSchema = z
  .object({
    first_name: requiredTextSchema(accountCodes.firstNameRequired, MAX_TEXT_LENGTH, validationCodes.tooLong),
    last_name: requiredTextSchema(accountCodes.lastNameRequired, MAX_TEXT_LENGTH, validationCodes.tooLong),
    phone_code: optionalCode(8, m.phoneCodeInvalid).refine((v) => v === null || PHONE_CODE.test(v), m.phoneCodeInvalid),
    phone_number: optionalCode(PHONE_NUMBER_MAX_LENGTH, m.phoneNumberInvalid).refine(
      (v) => v === null || (PHONE_NUMBER.test(v) && /\d/.test(v)),
      m.phoneNumberInvalid,
    ),
    country: optionalText(),
    state: optionalText(),
    city: optionalText(),
  })
  .superRefine(
    ({ phone_code: code, phone_number: number }, ctx) => {
      if (number === null) return;
      if (code === null && !number.startsWith('+'))
        ctx.addIssue({ code: 'custom', path: ['phone_code'], message: m.phoneCodeRequired });
      else if (!isPhoneNumberOf(code, number))
        ctx.addIssue({ code: 'custom', path: ['phone_number'], message: m.phoneNumberInvalid });
    },
    // Checked even while another field is wrong, so every message shows at once; not while the
    // phone fields themselves are.
    {
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some((i) => i.path?.[0] === 'phone_code' || i.path?.[0] === 'phone_number'),
    },
  );
export type AccountDetailsInput = z.infer<typeof accountDetailsInputSchema>;
