/**
 * The profile's top-level `avatar` value, read straight from the stored JSON so the owner's
 * GET can send the document's bytes without parsing and re-serialising them. The first
 * `"avatar":` is the top-level key: inside a string every quote is escaped, so that exact
 * sequence cannot occur there, and no nested object has an `avatar` key.
 */
export function rawAvatar(json: string): string {
  const at = json.indexOf('"avatar":');
  if (at < 0) return 'null';
  const start = at + '"avatar":'.length;
  if (json.startsWith('null', start)) return 'null';
  if (json[start] !== '"') return 'null';
  let end = start + 1;
  while (end < json.length && json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
  return json.slice(start, end + 1);
}
