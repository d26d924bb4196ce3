import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../shared/events';
import { storedEvents } from '../../testKit/storedEvents';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import { businessOwnerKey, businessOwnerProjection } from './businessOwnerProfile';

const at = '2026-03-01T09:00:00.000Z';
const registered = (userId: string, userType: string): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, firstName: 'Olivia', lastName: 'Owner', email: `${userId}@example.com`, userType, registeredAt: at },
});

describe('BusinessOwnerProfile projection', () => {
  it('gives every owner and admin a company profile with their account’s names and email', () => {
    const docs = ProjectionSpecification.for(businessOwnerProjection)(
      storedEvents([
        registered('o1', 'business_owner'),
        registered('a1', 'super_admin'),
        registered('s1', 'specialist'),
        {
          type: 'BusinessOwnerProfileSet',
          data: { ownerId: 'o1', companyName: 'Acme', website: 'https://acme.example', about: '', setAt: at },
        },
      ]),
    ).projected().docs;
    expect(docs.get(businessOwnerKey('o1'))).toEqual({
      id: 'o1',
      first_name: 'Olivia',
      last_name: 'Owner',
      email: 'o1@example.com',
      company_name: 'Acme',
      website: 'https://acme.example',
      about: '',
      logo: null,
      logo_status: null,
      logo_error: null,
    });
    expect(docs.get(businessOwnerKey('a1'))).toMatchObject({ company_name: '' });
    expect(docs.has(businessOwnerKey('s1'))).toBe(false);
  });

  it('shows the name an owner gives themselves on the Account page', () => {
    const details = {
      first_name: 'Olive',
      last_name: 'Oak',
      phone_code: '+44',
      phone_number: '7911 123456',
      country: null,
      state: null,
      city: null,
    };
    const docs = ProjectionSpecification.for(businessOwnerProjection)(
      storedEvents([
        registered('o1', 'business_owner'),
        { type: 'OwnerAccountDetailsSet', data: { userId: 'o1', details, setAt: at } },
      ]),
    ).projected().docs;
    expect(docs.get(businessOwnerKey('o1'))).toMatchObject({
      first_name: 'Olive',
      last_name: 'Oak',
      email: 'o1@example.com',
    });
  });

  it('a specialist’s account edit does not conjure a company profile', () => {
    const docs = ProjectionSpecification.for(businessOwnerProjection)(
      storedEvents([
        {
          type: 'AccountDetailsUpdated',
          data: { specialistId: 's1', details: { first_name: 'A', last_name: 'B' }, updatedAt: at },
        },
      ]),
    ).projected().docs;
    expect(docs.get(businessOwnerKey('s1'))).toBeNull();
  });

  it('shows the processed logo of the current upload, keeps it while a newer one is processed, and clears it when removed', () => {
    const uploaded = (originalKey: string): DomainEvent => ({
      type: 'BusinessOwnerLogoUploaded',
      data: { ownerId: 'o1', originalKey, contentType: 'image/png', size: 9, uploadedAt: at },
    });
    const processed = (uploadEventId: string, key: string, current: boolean): DomainEvent => ({
      type: 'BusinessOwnerLogoProcessed',
      data: {
        ownerId: 'o1',
        uploadEventId,
        originalKey: 'originals/x.png',
        key,
        width: 512,
        height: 512,
        current,
        processedAt: at,
      },
    });
    const failed: DomainEvent = {
      type: 'BusinessOwnerLogoProcessingFailed',
      data: {
        ownerId: 'o1',
        uploadEventId: 'u3',
        originalKey: 'originals/c.png',
        reason: 'We could not process this image; try another one',
        current: true,
        failedAt: at,
      },
    };
    const history = [registered('o1', 'business_owner'), uploaded('originals/a.png')];
    const logoOf = (events: DomainEvent[]) => {
      const doc = ProjectionSpecification.for(businessOwnerProjection)(storedEvents(events))
        .projected()
        .docs.get(businessOwnerKey('o1'));
      return { logo: doc?.logo, logo_status: doc?.logo_status, logo_error: doc?.logo_error };
    };
    expect(logoOf(history)).toEqual({ logo: null, logo_status: 'processing', logo_error: null });
    history.push(processed('u1', 'logos/a-512.webp', true));
    expect(logoOf(history)).toEqual({ logo: '/media/logos/a-512.webp', logo_status: 'ready', logo_error: null });
    history.push(uploaded('originals/b.png'), processed('u0', 'logos/z-512.webp', false));
    expect(logoOf(history)).toEqual({ logo: '/media/logos/a-512.webp', logo_status: 'processing', logo_error: null });
    history.push(failed);
    expect(logoOf(history)).toEqual({
      logo: '/media/logos/a-512.webp',
      logo_status: 'failed',
      logo_error: 'We could not process this image; try another one',
    });
    history.push({ type: 'BusinessOwnerLogoRemoved', data: { ownerId: 'o1', removedAt: at } });
    expect(logoOf(history)).toEqual({ logo: null, logo_status: null, logo_error: null });
    // Read after the owner's erasure, the key is empty (the file is gone): no logo, not a link to /media/.
    history.push(uploaded(''), processed('u4', '', true));
    expect(logoOf(history)).toEqual({ logo: null, logo_status: null, logo_error: null });
  });
});
