/**
 * The account page's door to @dth/domain. The account form's schema is a module of its own: its
 * phone check carries libphonenumber's metadata, which only this lazily loaded page needs.
 */
export { accountDetailsInputSchema } from '@dth/domain/specialist/accountDetailsSchema';
