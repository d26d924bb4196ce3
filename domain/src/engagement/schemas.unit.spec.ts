import { describe, expect, it } from 'vitest';
import { ValidationError, type FieldErrors } from '../shared/errors';
import { parseOrThrow } from '../shared/validation';
import { engagementCodes as m } from './messages';
import {
  addCollaboratorSchema,
  addMilestoneSchema,
  changeMilestoneSchema,
  createEngagementSchema,
  engagementStatusSchema,
  isCalendarDate,
  isCurrencyCode,
  updateEngagementSchema,
} from './schemas';

function fieldsOf(run: () => unknown): FieldErrors {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected the body to be refused');
}

describe('project request schemas', () => {
  it('reads a create body: trimmed text, defaults for what is left out, upper-case currency, repeated skills dropped', () => {
    expect(
      parseOrThrow(createEngagementSchema, {
        name: '  Checkout  ',
        engagement_type: 'DPD',
        required_skill_ids: [2, '2', { id: 3 }],
        budget: { amount: 5000, currency: 'aud' },
        start_date: '2026-03-01',
      }),
    ).toEqual({
      name: 'Checkout',
      engagement_type: 'DPD',
      client_name: '',
      brief: '',
      project_type_id: null,
      required_skill_ids: [2, 3],
      start_date: '2026-03-01',
      end_date: null,
      budget: { amount: 5000, currency: 'AUD' },
    });
  });

  it('is strict and answers with the domain messages', () => {
    expect(
      fieldsOf(() => parseOrThrow(createEngagementSchema, { name: 'x', engagement_type: 'DTH', status: 'posted' })),
    ).toHaveProperty('_');
    expect(fieldsOf(() => parseOrThrow(createEngagementSchema, { engagement_type: 'DTH' }))).toEqual({
      name: m.nameRequired,
    });
    expect(fieldsOf(() => parseOrThrow(createEngagementSchema, { name: 'x', engagement_type: 'dth' }))).toEqual({
      engagement_type: m.engagementTypeInvalid,
    });
    expect(
      fieldsOf(() => parseOrThrow(createEngagementSchema, { name: 'x\u0000', engagement_type: 'DTH' })),
    ).toHaveProperty('name');
    expect(
      fieldsOf(() =>
        parseOrThrow(createEngagementSchema, {
          name: 'x',
          engagement_type: 'DTH',
          start_date: '2026-03-02',
          end_date: '2026-03-01',
        }),
      ),
    ).toEqual({ end_date: m.endBeforeStart });
    expect(
      fieldsOf(() =>
        parseOrThrow(createEngagementSchema, {
          name: 'x',
          engagement_type: 'DTH',
          budget: { amount: -1, currency: 'EUR' },
        }),
      ),
    ).toEqual({ 'budget.amount': m.budgetAmountInvalid });
    expect(
      fieldsOf(() =>
        parseOrThrow(createEngagementSchema, {
          name: 'x',
          engagement_type: 'DTH',
          budget: { amount: 1, currency: 'QQQ' },
        }),
      ),
    ).toEqual({ 'budget.currency': m.currencyInvalid });
    expect(
      fieldsOf(() =>
        parseOrThrow(createEngagementSchema, {
          name: 'x',
          engagement_type: 'DTH',
          budget: { amount: '1', currency: 'EUR' },
        }),
      ),
    ).toEqual({ 'budget.amount': m.budgetAmountInvalid });
  });

  it('an update keeps absent keys absent and null as null (clears)', () => {
    expect(parseOrThrow(updateEngagementSchema, {})).toEqual({});
    expect(parseOrThrow(updateEngagementSchema, { budget: null, end_date: null, project_type_id: null })).toEqual({
      budget: null,
      end_date: null,
      project_type_id: null,
    });
    expect(fieldsOf(() => parseOrThrow(updateEngagementSchema, { name: '' }))).toEqual({ name: m.nameRequired });
  });

  it('milestones, statuses and collaborators', () => {
    expect(parseOrThrow(addMilestoneSchema, { title: ' Launch ', due_date: '2026-06-30' })).toEqual({
      title: 'Launch',
      due_date: '2026-06-30',
      responsible_id: null,
    });
    expect(parseOrThrow(changeMilestoneSchema, { responsible_id: null })).toEqual({ responsible_id: null });
    expect(fieldsOf(() => parseOrThrow(addMilestoneSchema, { title: 'x', due_date: '2026-02-29' }))).toEqual({
      due_date: m.dateInvalid,
    });
    expect(fieldsOf(() => parseOrThrow(engagementStatusSchema, { status: 'archived' }))).toEqual({
      status: m.statusInvalid,
    });
    expect(parseOrThrow(addCollaboratorSchema, { email: 'Nora@Example.com', role: 'viewer' })).toEqual({
      email: 'nora@example.com',
      role: 'viewer',
    });
    expect(fieldsOf(() => parseOrThrow(addCollaboratorSchema, { email: 'nora@example.com', role: 'owner' }))).toEqual({
      role: m.collaboratorRoleInvalid,
    });
  });

  it('dates exist on the calendar; currencies are ISO 4217 codes', () => {
    expect(['2024-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-29', '2026-04-31', '2026-1-01', '20260101', '0000-01-01', ''].some(isCalendarDate)).toBe(false);
    expect(['EUR', 'USD', 'AUD', 'JPY', 'RON', 'CNY'].every(isCurrencyCode)).toBe(true);
    expect(['eur', 'EURO', 'QQQ', ''].some(isCurrencyCode)).toBe(false);
  });
});
