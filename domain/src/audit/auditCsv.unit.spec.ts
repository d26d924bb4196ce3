import { describe, expect, it } from 'vitest';
import type { AuditRow } from './auditRow';
import { csvField, csvHeader, csvRow, csvRowOfJson } from './auditCsv';

describe('CSV of the admin report', () => {
  it('quotes fields with commas, quotes, CR or LF (RFC 4180), doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(null)).toBe('');
  });

  it('neutralises what a spreadsheet would run as a formula: = + - @, tab and CR first', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+61')).toBe("'+61");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes a header and one CRLF-ended line per row, changes as JSON', () => {
    const row: AuditRow = {
      id: '7',
      position: '7',
      at: '2026-03-01T09:00:00.000Z',
      actor: { id: 'u1', name: 'Ada, "A"', role: 'admin' },
      action: 'IndustryTitleSet',
      target: { type: 'specialist', id: 's1', name: '=cmd' },
      owner: null,
      correlation_id: 'c',
      source: 'web',
      changes: [{ field: 'industry_title', before: 'A', after: 'B, "C"' }],
    };
    expect(csvHeader()).toBe(
      'position,at,actor_id,actor_name,actor_role,action,target_type,target_id,target_name,owner_id,owner_name,correlation_id,source,changes,reverts\r\n',
    );
    expect(csvRowOfJson(JSON.stringify(row))).toBe(csvRow(row));
    expect(csvRowOfJson(JSON.stringify({ ...row, changes: [] }))).toBe(csvRow({ ...row, changes: [] }));
    const tricky = { ...row, changes: [{ field: 'data', before: null, after: { a: 1, changes: [2] } }] };
    expect(csvRowOfJson(JSON.stringify(tricky))).toBe(csvRow(tricky));
    expect(csvRow(row)).toBe(
      `7,2026-03-01T09:00:00.000Z,u1,"Ada, ""A""",admin,IndustryTitleSet,specialist,s1,'=cmd,,,c,web,"[{""field"":""industry_title"",""before"":""A"",""after"":""B, \\""C\\""""}]",\r\n`,
    );
  });

  it('writes a JSON `changes` cell and the reverted position for revert rows and reverted rows alike', () => {
    const row = (position: string, extra: Partial<AuditRow>): AuditRow => ({
      id: position,
      position,
      at: '2026-03-01T09:00:00.000Z',
      actor: { id: 'u1', name: 'Ada', role: 'admin' },
      action: 'IndustryTitleSet',
      target: { type: 'specialist', id: 's1', name: 'Sam' },
      owner: null,
      correlation_id: 'c',
      source: 'web',
      changes: [{ field: 'industry_title', before: 'A', after: 'B' }],
      ...extra,
    });
    const rows = [
      row('739', { reverted_by: [{ position: '740', at: '2026-03-01T10:00:00.000Z', actor: null }] }),
      row('740', { changes: [{ field: 'industry_title', before: 'B', after: 'A' }], reverts: '739' }),
      row('741', { changes: [{ field: 'note', before: null, after: { x: [1], reverts: '1' } }] }),
      row('742', { changes: [] }),
    ];
    for (const r of rows) {
      // The fast path (stored JSON text) and the whole row write the same line: the changes' JSON, then the revert's target.
      expect(csvRowOfJson(JSON.stringify(r))).toBe(csvRow(r));
      expect(csvRow(r).endsWith(`,${csvField(JSON.stringify(r.changes))},${r.reverts ?? ''}\r\n`)).toBe(true);
    }
  });
});
