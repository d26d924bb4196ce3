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
      'position,at,actor_id,actor_name,actor_role,action,target_type,target_id,target_name,owner_id,owner_name,correlation_id,source,changes\r\n',
    );
    expect(csvRowOfJson(JSON.stringify(row))).toBe(csvRow(row));
    expect(csvRowOfJson(JSON.stringify({ ...row, changes: [] }))).toBe(csvRow({ ...row, changes: [] }));
    const tricky = { ...row, changes: [{ field: 'data', before: null, after: { a: 1, changes: [2] } }] };
    expect(csvRowOfJson(JSON.stringify(tricky))).toBe(csvRow(tricky));
    expect(csvRow(row)).toBe(
      `7,2026-03-01T09:00:00.000Z,u1,"Ada, ""A""",admin,IndustryTitleSet,specialist,s1,'=cmd,,,c,web,"[{""field"":""industry_title"",""before"":""A"",""after"":""B, \\""C\\""""}]"\r\n`,
    );
  });
});
