import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../i18n/report/en';
import fr from '../i18n/report/fr';
import ro from '../i18n/report/ro';
import zh from '../i18n/report/zh';
import { auditFieldNames } from './auditFieldNames.testSupport';
import { fieldLabel } from './changes';

const LOCALES = { en, fr, ro, zh };
const seen = auditFieldNames();

describe('field names in the reader’s language', () => {
  it('finds the fields of every aggregate’s record and event in the audit of the catalogue', () => {
    // The set is the audit's own output: a record's fields, a list item's keys and an event's facts.
    for (const field of [
      'industry_title',
      'bank_name',
      'degree',
      'skill_title',
      'allocation_days',
      'due_date',
      'show_budget',
      'viewerEmail',
      'logo_status',
      'reservedAt',
    ])
      expect(seen.has(field), field).toBe(true);
  });

  it.each(Object.entries(LOCALES))('words every field the audit shows, in %s', (_locale, messages) => {
    const labels: Record<string, string> = messages.app.report.fields;
    const unworded = [...seen]
      .filter(([field]) => typeof labels[field] !== 'string' || !labels[field].trim())
      .map(([field, where]) => `${field} (${[...where][0]})`);
    expect(unworded).toEqual([]);
  });

  it('words no field the audit does not show, and names a part within a list only where both exist', () => {
    expect(Object.keys(en.app.report.fields).filter((field) => !seen.has(field))).toEqual([]);
    const within = Object.entries(en.app.report.field_in).flatMap(([list, parts]) =>
      Object.keys(parts).map((part) => [list, part]),
    );
    expect(
      within.filter(
        ([list, part]) =>
          !seen.has(list) || ![...(seen.get(part) ?? [])].some((where) => where.includes(`${list}[].${part}`)),
      ),
    ).toEqual([]);
  });

  const translateIn = (messages: object) => polyglotI18nProvider(() => messages as TranslationMessages, 'xx').translate;

  it('translates each known part of a dotted field, and humanizes an unknown one', () => {
    const french = translateIn(fr);
    expect(fieldLabel('industry_title', french)).toBe('Intitulé du poste');
    expect(fieldLabel('billing_account.bank_name', french)).toBe('Informations de facturation › Nom de la banque');
    expect(fieldLabel('billing_account.iban_code', french)).toBe('Informations de facturation › iban code');
    expect(fieldLabel('event.viewerEmail', translateIn(zh))).toBe('事件 › 访问者');
    expect(fieldLabel('shoe_size', french)).toBe('shoe size');
  });

  it('words a part by its list where it means something else there: a certificate’s name is its institution', () => {
    const french = translateIn(fr);
    expect(fieldLabel('name', french, 'educations')).toBe('Établissement d’enseignement');
    expect(fieldLabel('name', french, 'work_experiences')).toBe('Entreprise/Projet');
    expect(fieldLabel('name', french)).toBe('Nom');
    expect(fieldLabel('degree', translateIn(ro), 'educations')).toBe('Diplomă/Certificat/Cursuri');
  });
});
