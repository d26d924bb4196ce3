import { EVENT_CATALOGUE, auditRowOf, auditTargetOfType, projections, type StoredEvent } from '@dth/domain';

/*
 * Every field name the report can show, found by running the domain's audit over the event
 * catalogue's examples (the way the projector folds them: projections/auditWriter): each aggregate's
 * record is created, then every event type of that aggregate is folded twice (its example, then the
 * example with its texts changed, so updates differ). The names are the parts of each row's changed
 * fields (`billing_account.bank_name`: both) and every key, at any depth, of the values shown and of
 * the records themselves (a list item's keys are what the diff of a changed item names; the history
 * compares and shows whole records). A new field in a record or an event is in this set at once.
 */

const RECORD_ID = '00000000-0000-4000-8000-000000000001';
/** The first event of each aggregate's record (as projector/src/audit/auditRows.unit.spec.ts). */
const CREATION: Record<string, string> = {
  account: 'UserRegistered',
  specialist: 'SpecialistProfileStarted',
  team: 'TeamCreated',
  network: 'NetworkCreated',
  project: 'EngagementCreated',
  catalog: 'CatalogSeeded',
  'business-owner': 'UserRegistered',
  'share-link': 'ShareLinkCreated',
};

const changedTexts = (value: unknown): unknown => {
  if (typeof value === 'string') return value.startsWith('Example ') ? value.replace('Example ', 'Changed ') : value;
  if (Array.isArray(value)) return value.map(changedTexts);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changedTexts(v)]));
  return value;
};

/** A field name and where it was seen (`specialist: educations[].degree`), for a failure that says where to look. */
export type FieldSightings = Map<string, Set<string>>;

export function auditFieldNames(): FieldSightings {
  const seen: FieldSightings = new Map();
  const note = (name: string, where: string) => {
    if (!seen.has(name)) seen.set(name, new Set());
    seen.get(name)!.add(where);
  };
  const visit = (value: unknown, path: string, aggregate: string): void => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, `${path}[]`, aggregate));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        note(key, `${aggregate}: ${path ? `${path}.` : ''}${key}`);
        visit(inner, path ? `${path}.${key}` : key, aggregate);
      }
    }
  };
  const byType = new Map(EVENT_CATALOGUE.map((entry) => [entry.type, entry]));
  let position = 0;
  for (const aggregate of [...new Set(EVENT_CATALOGUE.map((entry) => entry.aggregate))]) {
    const target = auditTargetOfType(aggregate);
    if (!target) throw new Error(`The catalogue's aggregate ${aggregate} is not an audit target`);
    const creation = byType.get(CREATION[aggregate] ?? '');
    const own = EVENT_CATALOGUE.filter((entry) => entry.aggregate === aggregate && entry.type !== creation?.type);
    const history: [string, Record<string, unknown>][] = [
      ...(creation
        ? [
            [
              creation.type,
              aggregate === 'business-owner' ? { ...creation.example, userType: 'business_owner' } : creation.example,
            ] as [string, Record<string, unknown>],
          ]
        : []),
      ...own.map((entry) => [entry.type, entry.example] as [string, Record<string, unknown>]),
      ...own.map(
        (entry) =>
          [entry.type, changedTexts(entry.example) as Record<string, unknown>] as [string, Record<string, unknown>],
      ),
    ];
    const docs = new Map<string, unknown>();
    for (const [type, data] of history) {
      const id =
        aggregate === 'catalog'
          ? String(data.catalog)
          : ['email-reservation', 'external-identity'].includes(aggregate)
            ? 'e3b0c442'
            : RECORD_ID;
      position += 1;
      const event = {
        type,
        data,
        id: `e${position}`,
        stream: `${target.streamPrefix}${id}`,
        revision: 0n,
        position: BigInt(position),
        createdAt: new Date(Date.UTC(2026, 2, 1, 9, 0, position)),
        metadata: {
          actorId: RECORD_ID,
          actorRole: 'admin',
          correlationId: `c${position}`,
          causationId: `c${position}`,
          schemaVersion: 1,
        },
      } as unknown as StoredEvent;
      const key = target.record?.keyOf(id);
      const before = key ? (docs.get(key) ?? null) : null;
      for (const projection of projections)
        for (const k of projection.keysOf(event)) docs.set(k, projection.evolve(docs.get(k) ?? null, event, k));
      const after = key ? (docs.get(key) ?? null) : null;
      const keyed = !!key && target.record!.projection.keysOf(event).includes(key);
      const row = auditRowOf(event, {
        target: { type: aggregate, id, name: null },
        owner: null,
        actorName: null,
        record: target.record ? { before, after, keyed } : null,
        eventFields: target.eventFieldsOf?.(event),
      });
      for (const change of row.changes) {
        for (const part of change.field.split('.')) note(part, `${aggregate}: ${change.field} (${type})`);
        visit(change.before, change.field, aggregate);
        visit(change.after, change.field, aggregate);
      }
      visit(after, '', aggregate);
    }
  }
  return seen;
}
