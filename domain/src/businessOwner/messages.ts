import { messageCodes } from '../shared/messages';

/** Company-profile wording, shared by the APIs and the frontend (codes `businessOwner.<key>`). */
export const businessOwnerMessages = {
  companyNameTooLong: 'Company name must be at most 260 characters',
  websiteInvalid: 'Enter a website address starting with http:// or https://',
  aboutTooLong: 'About must be at most 1000 characters',
  notYourProfile: 'You can only change your own company profile',
  profileNotFound: 'Company profile not found',
  saved: 'Company profile saved',
  logoUploaded: 'Logo uploaded; it shows once processed',
  logoRemoved: 'Logo removed',
} as const;
export const businessOwnerCodes = messageCodes('businessOwner', businessOwnerMessages);
