import { describe, expect, it } from 'vitest';
import { diffList, diffObjects, fieldLabel, isListChange, itemLabel, labelOf, summarizeChange } from './changes';
import { seriesOf } from './ActivityChart';
import { chartRange, daysBetween } from './dates';
import { lastAtOrBefore } from './RecordHistory';
import type { AuditEvent } from './reportTypes';

const skill = (id: number, title: string) => ({ skill: { id, skill_title: title } });

describe('a list change, item by item', () => {
  it('keeps the new order, marks added and removed items, and puts a removed item after the one it followed', () => {
    const before = [skill(1, 'Figma'), skill(2, 'Swift'), skill(3, 'React')];
    const after = [skill(1, 'Figma'), skill(3, 'React'), skill(4, 'Kotlin')];
    expect(
      diffList(before, after).map((entry) => [
        entry.kind,
        labelOf(entry.kind === 'changed' ? entry.after : entry.item),
      ]),
    ).toEqual([
      ['kept', 'Figma'],
      ['removed', 'Swift'],
      ['kept', 'React'],
      ['added', 'Kotlin'],
    ]);
  });

  it('names an item by its id, so an edited certificate is one changed item with its fields, not a removal and an addition', () => {
    const before = [{ id: 'c1', degree: 'BSc', year: 2019 }];
    const after = [{ id: 'c1', degree: 'MSc', year: 2019 }];
    expect(diffList(before, after)).toEqual([
      {
        kind: 'changed',
        before: before[0],
        after: after[0],
        fields: [{ field: 'degree', before: 'BSc', after: 'MSc' }],
      },
    ]);
  });

  it('diffs plain values by value, and a list that was empty as all added', () => {
    expect(diffList(['en', 'fr'], ['fr', 'ro']).map((entry) => entry.kind)).toEqual(['removed', 'kept', 'added']);
    expect(diffList([], ['a', 'b']).map((entry) => entry.kind)).toEqual(['added', 'added']);
  });
});

describe('a change in a few words', () => {
  it('counts a list change and words a value change as before → after', () => {
    expect(
      summarizeChange({
        field: 'specialist_skills',
        before: [skill(1, 'Figma')],
        after: [skill(1, 'Figma'), skill(2, 'Swift')],
      }),
    ).toEqual({ field: 'specialist_skills', kind: 'list', added: 1, removed: 0, changed: 0 });
    expect(summarizeChange({ field: 'industry_title', before: 'Designer', after: 'Lead designer' })).toEqual({
      field: 'industry_title',
      kind: 'value',
      before: 'Designer',
      after: 'Lead designer',
    });
    expect(summarizeChange({ field: 'industry_title', before: null, after: 'Designer' })).toMatchObject({
      kind: 'value',
      before: '',
      after: 'Designer',
    });
  });

  it('takes a list that appears or disappears as a list change', () => {
    expect(isListChange({ field: 'languages', before: null, after: ['en'] })).toBe(true);
    expect(isListChange({ field: 'about', before: null, after: 'Hi' })).toBe(false);
  });

  it('labels catalogue items by their title however deep, and anything else as JSON', () => {
    expect(labelOf({ dv_language: { id: 3, language_title: 'French' } })).toBe('French');
    expect(labelOf({ a: 1 })).toBe('{"a":1}');
    expect(labelOf(42)).toBe('42');
    expect(labelOf(null)).toBe('');
  });

  it('dots the parts of a nested object and words field names', () => {
    expect(diffObjects({ bank: { name: 'A', bsb: '1' } }, { bank: { name: 'B', bsb: '1' } })).toEqual([
      { field: 'bank.name', before: 'A', after: 'B' },
    ]);
    expect(fieldLabel('dv_industry_experiences')).toBe('industry experiences');
    expect(fieldLabel('billing_account.bank_name')).toBe('billing account › bank name');
  });
});

describe('the activity chart’s data', () => {
  it('spans every day of the range, with a series per busiest type and the rest as Other', () => {
    const days = daysBetween('2026-11-01', '2026-11-03');
    expect(days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    const rows = [
      { day: '2026-11-01', type: 'SkillsSet', count: 5 },
      { day: '2026-11-03', type: 'SkillsSet', count: 1 },
      { day: '2026-11-02', type: 'TeamCreated', count: 2 },
      { day: '2026-11-02', type: 'PasswordSet', count: 1 },
      { day: '2026-10-31', type: 'PasswordSet', count: 9 },
    ];
    expect(seriesOf(rows, days, 2)).toEqual([
      { type: 'SkillsSet', counts: [5, 0, 1] },
      { type: 'TeamCreated', counts: [0, 2, 0] },
      { type: '__other__', counts: [0, 1, 0] },
    ]);
  });

  it('reads the filter’s dates, or the last 90 days', () => {
    expect(chartRange({ from: '2026-11-01', to: '2026-11-05' })).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    const range = chartRange({}, new Date('2026-11-24T10:00:00Z'));
    expect(range).toEqual({ from: '2026-08-27', to: '2026-11-24' });
    expect(daysBetween(range.from, range.to)).toHaveLength(90);
    // Longer than the API's 366 days: the newest 366.
    expect(chartRange({ from: '2020-01-01', to: '2026-11-24' })).toEqual({ from: '2025-11-24', to: '2026-11-24' });
    expect(daysBetween('2025-11-24', '2026-11-24')).toHaveLength(366);
  });
});

it('finds the last event at or before a moment', () => {
  const events = [
    { position: '1', at: '2026-11-01T10:00:00Z' },
    { position: '5', at: '2026-11-02T10:00:00Z' },
  ] as AuditEvent[];
  expect(lastAtOrBefore(events, '2026-11-01T23:00:00Z')?.position).toBe('1');
  expect(lastAtOrBefore(events, '2026-11-02T10:00:00Z')?.position).toBe('5');
  expect(lastAtOrBefore(events, '2026-10-01T00:00:00Z')).toBeUndefined();
});

describe('a person’s item of a list', () => {
  it('is the same item across versions by its person, and is named by them', () => {
    const before = [
      { specialist_id: 's1', role_title: 'Frontend lead', allocation_days: 3 },
      { specialist_id: 's2', role_title: 'Designer', allocation_days: 2 },
    ];
    const after = [
      { specialist_id: 's1', role_title: 'Tech lead', allocation_days: 3 },
      { specialist_id: 's2', role_title: 'Designer', allocation_days: 2 },
    ];
    const [changed, kept] = diffList(before, after);
    expect(changed).toEqual({
      kind: 'changed',
      before: before[0],
      after: after[0],
      fields: [{ field: 'role_title', before: 'Frontend lead', after: 'Tech lead' }],
    });
    expect(kept.kind).toBe('kept');
    expect(itemLabel(after[0], { s1: 'Yuki Tanaka' })).toBe('Yuki Tanaka · Tech lead');
    expect(itemLabel(after[0])).toBe('Tech lead');
    expect(itemLabel({ user_id: 'u9', role: 'viewer' }, { u9: 'Vera Viewer' })).toBe('Vera Viewer');
    // A row with an id of its own (a profile's skill) is named by itself, not by the person it belongs to.
    expect(
      itemLabel({ id: 7, specialist_id: 's1', dv_skills: { id: 7, skill_title: 'JavaScript' } }, { s1: 'Yuki Tanaka' }),
    ).toBe('JavaScript');
  });
});
