import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpecialistEvent } from '../specialist/specialist';
import { specialistProfileKey, specialistProfileProjection } from '../specialist/projections/specialistProfile';
import { aCertificate, profileStarted, specialistId } from '../specialist/testData';
import { projectAll, storedEvents } from '../testKit/storedEvents';
import { documentAsOf, foldVersions, inLogOrder, versionAt } from './timeTravel';

const otherId = '7d1c0000-0000-4000-8000-000000000002';
const key = specialistProfileKey(specialistId);

/** One profile event for `who`, from a small generated choice. */
const profileEvent = (who: string) =>
  fc.oneof(
    fc.string({ minLength: 1, maxLength: 20 }).map((title): SpecialistEvent => ({
      type: 'IndustryTitleSet',
      data: { specialistId: who, industryTitle: title, setAt: '2026-03-01T09:00:00.000Z' },
    })),
    fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }).map((ids): SpecialistEvent => ({
      type: 'SkillsSet',
      data: {
        specialistId: who,
        skills: ids.map((id) => ({ id, title: `Skill ${id}` })),
        setAt: '2026-03-01T09:00:00.000Z',
      },
    })),
    fc.string({ maxLength: 40 }).map((text): SpecialistEvent => ({
      type: 'AboutMeSet',
      data: { specialistId: who, description: text, setAt: '2026-03-01T09:00:00.000Z' },
    })),
    fc.constantFrom('c1', 'c2').map((id): SpecialistEvent => ({
      type: 'CertificateAdded',
      data: { specialistId: who, certificate: aCertificate({ id }), addedAt: '2026-03-01T09:00:00.000Z' },
    })),
    fc.constantFrom('c1', 'c2').map((id): SpecialistEvent => ({
      type: 'CertificateDeleted',
      data: { specialistId: who, certificateId: id, deletedAt: '2026-03-01T09:00:00.000Z' },
    })),
  );

/** A history of two profiles interleaved, as the log holds them. */
const history = fc
  .array(fc.oneof(profileEvent(specialistId), profileEvent(otherId)), { maxLength: 60 })
  .map((events) =>
    storedEvents([
      profileStarted,
      { ...profileStarted, data: { ...profileStarted.data, specialistId: otherId } },
      ...events,
    ]),
  );

describe('documentAsOf', () => {
  it('equals the projection’s document as it was at any position of a generated history', () => {
    fc.assert(
      fc.property(history, fc.nat(), (events, pick) => {
        const position = BigInt(pick % (events.length + 2));
        const upTo = events.filter((e) => e.position <= position);
        const expected = projectAll(specialistProfileProjection, upTo).get(key) ?? null;
        const asOf = documentAsOf(specialistProfileProjection, key, events, position);
        expect(asOf.document).toEqual(expected);
        const touching = upTo.filter((e) => specialistProfileProjection.keysOf(e).includes(key));
        expect(asOf.position).toBe(touching.at(-1)?.position ?? null);
      }),
      { numRuns: 200 },
    );
  });

  it('versions folded in two parts answer every position as documentAsOf does', () => {
    fc.assert(
      fc.property(history, fc.nat(), (events, cut) => {
        const split = cut % (events.length + 1);
        const versions = foldVersions(specialistProfileProjection, key, events.slice(0, split));
        foldVersions(specialistProfileProjection, key, events.slice(split), versions);
        for (let p = 0n; p <= BigInt(events.length + 1); p++)
          expect(versionAt(versions, p)).toEqual(documentAsOf(specialistProfileProjection, key, events, p));
        expect(versionAt(versions)).toEqual(documentAsOf(specialistProfileProjection, key, events));
      }),
      { numRuns: 100 },
    );
  });

  it('without a position, folds the whole history; before the first event, there is no document', () => {
    const events = storedEvents(
      [
        profileStarted,
        {
          type: 'IndustryTitleSet',
          data: { specialistId, industryTitle: 'Designer', setAt: '2026-03-01T09:00:00.000Z' },
        },
      ],
      5,
    );
    expect(
      (documentAsOf(specialistProfileProjection, key, events).document as { industry_title: string }).industry_title,
    ).toBe('Designer');
    expect(
      (documentAsOf(specialistProfileProjection, key, events, 5n).document as { industry_title: string | null })
        .industry_title,
    ).toBeNull();
    expect(documentAsOf(specialistProfileProjection, key, events, 4n)).toEqual({
      document: null,
      position: null,
      at: null,
    });
  });

  it('merges streams into log order without repeats', () => {
    const [a, b, c] = storedEvents([profileStarted, profileStarted, profileStarted]);
    expect(inLogOrder([a, c], [b, c]).map((e) => e.position)).toEqual([1n, 2n, 3n]);
  });
});
