import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** One event type as the domain declares it: `type X = DomainEvent<'Type', { …data }>`. */
export interface DeclaredEvent {
  type: string;
  aggregate: string;
  /** Declaring file, relative to the repository. */
  file: string;
  description: string;
  fields: { name: string; type: string; optional: boolean }[];
  example: Record<string, unknown>;
  /** Other examples: one per value of each field whose type is a union of literals (what projections may branch on). */
  variants: Record<string, unknown>[];
}

/** The aggregate (an audit target type) of the events declared in each domain folder. */
const AGGREGATE_OF_FOLDER: Record<string, string> = {
  account: 'account',
  businessOwner: 'business-owner',
  catalogs: 'catalog',
  engagement: 'project',
  media: 'specialist',
  network: 'network',
  specialist: 'specialist',
  team: 'team',
  offer: 'offer',
  shareLink: 'share-link',
  savedSearch: 'saved-search',
  outboundMail: 'withheld-mail',
};
/** Events stored in another aggregate's stream than their folder's. */
const AGGREGATE_OF_EVENT: Record<string, string> = {
  EmailReserved: 'email-reservation',
  EmailReleased: 'email-reservation',
  ExternalIdentityReserved: 'external-identity',
  ExternalIdentityReleased: 'external-identity',
};

const EXAMPLE_TIME = '2026-03-01T09:00:00.000Z';
const exampleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') && !entry.name.includes('.generated.')
      ? [path]
      : [];
  });
}

export function extractEvents(repoRoot: string): DeclaredEvent[] {
  const domainDir = join(repoRoot, 'domain/src');
  const files = sourceFiles(domainDir);
  const program = ts.createProgram(files, {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const events: DeclaredEvent[] = [];
  let ids = 0;

  const typeText = (type: ts.Type) =>
    checker.typeToString(
      type,
      undefined,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
    );
  const withoutUndefined = (type: ts.Type) =>
    type.isUnion() ? type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : [type];

  function exampleOf(type: ts.Type, field: string, depth: number): unknown {
    const members = withoutUndefined(type);
    if (members.length > 1) {
      const nonNull = members.filter((t) => !(t.flags & ts.TypeFlags.Null));
      const booleans = nonNull.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      if (booleans.length === nonNull.length && booleans.length > 0) return true;
      return nonNull.length > 0 ? exampleOf(nonNull[0], field, depth) : null;
    }
    const t = members[0];
    if (t.isStringLiteral()) return t.value;
    if (t.isNumberLiteral()) return t.value;
    if (t.flags & ts.TypeFlags.BooleanLiteral) return typeText(t) === 'true';
    if (t.flags & ts.TypeFlags.Null) return null;
    if (t.flags & ts.TypeFlags.String) {
      if (/(At|_at)$/.test(field)) return EXAMPLE_TIME;
      if (/(Id|_id)$|^id$/.test(field)) return exampleId(++ids);
      if (/email/i.test(field)) return 'someone@example.com';
      if (/hash/i.test(field)) return 'sha256:…';
      if (/token/i.test(field)) return 'Xk2…Ab3x';
      if (/key$/i.test(field)) return `media/${exampleId(++ids)}.webp`;
      return `Example ${field}`;
    }
    if (t.flags & ts.TypeFlags.Number) return 1;
    if (t.flags & ts.TypeFlags.Boolean) return true;
    if (depth > 6) return null;
    if (checker.isArrayType(t) || checker.isTupleType(t)) {
      const element = checker.getTypeArguments(t as ts.TypeReference)[0];
      return element ? [exampleOf(element, field.replace(/s$/, ''), depth + 1)] : [];
    }
    if (t.flags & ts.TypeFlags.Object) {
      const out: Record<string, unknown> = {};
      const index = checker.getIndexInfosOfType(t)[0];
      if (index) out.key = exampleOf(index.type, 'value', depth + 1);
      for (const prop of checker.getPropertiesOfType(t)) {
        out[prop.name] = exampleOf(checker.getTypeOfSymbol(prop), prop.name, depth + 1);
      }
      return out;
    }
    return null;
  }

  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const folder = basename(dirname(relative(domainDir, file)) === '.' ? '' : relative(domainDir, file).split('/')[0]);
    source.forEachChild((node) => {
      if (!ts.isTypeAliasDeclaration(node) || !ts.isTypeReferenceNode(node.type)) return;
      const ref = node.type;
      if (ref.typeName.getText(source) !== 'DomainEvent' || ref.typeArguments?.length !== 2) return;
      const [name, data] = ref.typeArguments;
      if (!ts.isLiteralTypeNode(name) || !ts.isStringLiteral(name.literal)) return;
      const type = name.literal.text;
      const dataType = checker.getTypeFromTypeNode(data);
      const symbol = checker.getSymbolAtLocation(node.name);
      const fields = checker.getPropertiesOfType(dataType).map((prop) => {
        const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
        const propType = checker.getTypeOfSymbol(prop);
        const text = optional ? withoutUndefined(propType).map(typeText).join(' | ') : typeText(propType);
        return { name: prop.name, type: text, optional };
      });
      ids = 0;
      const example = exampleOf(dataType, 'data', 0) as Record<string, unknown>;
      const variants: Record<string, unknown>[] = [];
      for (const prop of checker.getPropertiesOfType(dataType)) {
        const members = withoutUndefined(checker.getTypeOfSymbol(prop));
        if (members.length < 2 || !members.every((m) => m.isStringLiteral() || m.flags & ts.TypeFlags.Null)) continue;
        for (const m of members) variants.push({ ...example, [prop.name]: m.isStringLiteral() ? m.value : null });
      }
      events.push({
        type,
        aggregate: AGGREGATE_OF_EVENT[type] ?? AGGREGATE_OF_FOLDER[folder] ?? folder,
        file: relative(repoRoot, file),
        description: symbol
          ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim()
          : '',
        fields,
        example,
        variants,
      });
    });
  }
  return events.sort((a, b) => a.aggregate.localeCompare(b.aggregate) || a.type.localeCompare(b.type));
}
