/**
 * A CSV file's records as a spreadsheet reads them (RFC 4180): a quoted field may hold commas, doubled
 * quotes and line ends; records end with CRLF.
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      records.push([...fields, field]);
      fields = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}
