import type { DomainEvent } from '../shared/events';

export const toSpecialistStream = (specialistId: string) => `specialist-${specialistId}`;

/** Registering a specialist starts their empty profile. */
export type SpecialistProfileStarted = DomainEvent<
  'SpecialistProfileStarted',
  { specialistId: string; firstName: string; lastName: string; email: string; startedAt: string }
>;

export type SpecialistEvent = SpecialistProfileStarted;
