import { defaultCatalogItems } from '../catalogs/defaults';
import type { SpecialistEvent } from './specialist';
import type { VideoAskCatalogs } from './videoAsk';
import type { BillingFields, Certificate, WorkExperience } from './valueObjects';

/** Object mothers for specialist tests: valid defaults that a test overrides where it matters. */
export const now = '2026-03-01T09:00:00.000Z';
export const specialistId = '0b8f1c52-6a43-4d0e-9a55-3f1f1a3c2d10';

export const catalogs = defaultCatalogItems([
  { code: 'en', title: 'English' },
  { code: 'fr', title: 'French' },
  { code: 'ro', title: 'Romanian' },
  { code: 'zh', title: 'Chinese' },
]);

export const videoAskCatalogs: VideoAskCatalogs = {
  questions: catalogs['videoask-questions'],
  practitionerGroups: catalogs['practitioner-groups'],
  clientTypes: catalogs['client-types'],
};

export const profileStarted: SpecialistEvent = {
  type: 'SpecialistProfileStarted',
  data: { specialistId, firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', startedAt: now },
};

export const aCertificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  id: 'c1',
  degree: 'BSc',
  name: 'Computer Science',
  specialisation: 'University of Sydney',
  started_at: 2015,
  finished_at: 2018,
  description: null,
  ...overrides,
});

export const aProject = (overrides: Partial<WorkExperience> = {}): WorkExperience => ({
  id: 'p1',
  name: 'Acme',
  position: 'Lead Engineer',
  started_at: 2019,
  finished_at: 2022,
  description: 'Payments platform',
  city: 'Sydney',
  country: 'Australia',
  ...overrides,
});

export const someBilling = (overrides: Partial<BillingFields> = {}): BillingFields => ({
  company_name: 'Sharma Digital',
  company_address: '1 George St, Sydney',
  owner_name: 'Priya Sharma',
  owner_email: 'billing@example.com',
  owner_phone: '+61400000000',
  company_abn: '12345678901',
  bank_name: 'Example Bank',
  account_name: 'Sharma Digital',
  account_number: '12345678',
  bsb_number: '062000',
  swift_code: null,
  gst_vat: 'Y',
  ...overrides,
});
