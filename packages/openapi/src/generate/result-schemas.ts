/**
 * The response schemas of the analyses, generated from core's result types (one source per
 * result shape, so the schema cannot drift from the code). Core's TypeScript types are the one source: this generator asks the TypeScript
 * checker for the result type of every descriptor in `ANALYSES` (the resolved return type of its
 * `analyze`), walks it, and writes one JSON Schema file per analysis under `src/schemas/results/`.
 * The checker resolves what a syntax-level generator cannot (template literal keys such as
 * `ip.ptr-status.${PtrStatus}`, `Extract<IpKey, 'ip.note.${string}'>`, `Readonly<Record<…>>`), so
 * every key field becomes the exact enumeration of its keys.
 *
 * What the walk produces:
 * - string/number/boolean literal unions → `enum`, sorted (with `null` last when nullable);
 * - `number` → `integer` (every number of a result is a count, a score, a length or milliseconds),
 *   except inside free-form maps (`Record<string, …>`, finding `parameters`) where it stays `number`;
 *   a property can say `@number` in its JSDoc to be a plain number;
 * - `@minimum N` / `@maximum N` JSDoc tags → `minimum` / `maximum`; `@format F` on a string → `format`;
 * - interfaces and type aliases declared in core → named components (`$ref`), the root named
 *   `Check<Name>Response`; anonymous objects inline; every object closed (`additionalProperties:
 *   false`, optional properties not required);
 * - the first paragraph of a property's or type's JSDoc → `description`;
 * - localisation: beside every `xKey` property a text `x` (null when the key is null), beside every
 *   `xKeys` array an array `xs`, as `localize` of `@secapi/i18n` adds them; `parameters` are not walked
 *   by `localize` and get no texts here either.
 *
 * `pnpm --filter @secapi/openapi generate` (re)writes the files; `results.test.ts` fails when they
 * differ from what the types give now, so a field added in core without regenerating fails CI.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type Schema = Record<string, unknown>;

export interface AnalysisSchemas {
  /** `check-dns`… */
  readonly id: string;
  /** Folder of the analysis in core (`dns`, `email-auth`…): the schema file's name. */
  readonly folder: string;
  /** `CheckDnsResponse`… */
  readonly rootName: string;
  /** The root first, then every named type it reaches, in the order they were met. */
  readonly components: Readonly<Record<string, Schema>>;
}

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../..');
const coreSrc = join(repoRoot, 'packages/core/src');

/** `check-email-auth` → `CheckEmailAuthResponse`. */
export function responseSchemaName(id: string): string {
  return `${id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Response`;
}

function createProgram(): ts.Program {
  const configPath = join(repoRoot, 'packages/core/tsconfig.json');
  const read = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  if (read.error !== undefined)
    throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(configPath));
  return ts.createProgram([join(coreSrc, 'analyses.ts')], { ...parsed.options, noEmit: true });
}

/** The first paragraph of a JSDoc comment, on one line. */
function firstParagraph(text: string): string | undefined {
  const para = text
    .split(/\n\s*\n/)[0]
    ?.replace(/\s*\n\s*/g, ' ')
    .trim();
  return para === undefined || para === '' ? undefined : para;
}

class Walker {
  readonly components = new Map<string, Schema>();
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly rootType: ts.Type,
    private readonly rootName: string,
  ) {}

  /** Declared in core's sources (not in a lib or a dependency). */
  private isOurs(symbol: ts.Symbol | undefined): boolean {
    const decl = symbol?.declarations?.[0];
    return decl?.getSourceFile().fileName.startsWith(coreSrc) === true;
  }

  private description(symbol: ts.Symbol | undefined): string | undefined {
    if (symbol === undefined) return undefined;
    return firstParagraph(ts.displayPartsToString(symbol.getDocumentationComment(this.checker)));
  }

  private tags(symbol: ts.Symbol | undefined): Map<string, string> {
    const out = new Map<string, string>();
    for (const tag of symbol?.getJsDocTags(this.checker) ?? []) {
      out.set(tag.name, ts.displayPartsToString(tag.text ?? []).trim());
    }
    return out;
  }

  /** The component name of an object type, or null when it stays inline. */
  private nameOf(type: ts.Type): string | null {
    if (type === this.rootType) return this.rootName;
    const alias = type.aliasSymbol;
    if (alias !== undefined && this.isOurs(alias) && (type.aliasTypeArguments?.length ?? 0) === 0) {
      return alias.name;
    }
    const symbol = type.getSymbol();
    if (
      symbol !== undefined &&
      this.isOurs(symbol) &&
      (symbol.flags & ts.SymbolFlags.Interface) !== 0 &&
      symbol.name !== '__type'
    ) {
      return symbol.name;
    }
    return null;
  }

  schemaOf(type: ts.Type, inMap: boolean, tags = new Map<string, string>()): Schema {
    const checker = this.checker;
    if (type.isUnion()) return this.unionSchema(type.types, inMap, tags);
    const f = type.flags;
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & ts.TypeFlags.StringLiteral)
      return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (f & ts.TypeFlags.NumberLiteral)
      return { type: 'integer', enum: [(type as ts.NumberLiteralType).value] };
    if (f & ts.TypeFlags.BooleanLiteral) {
      return { type: 'boolean', enum: [checker.typeToString(type) === 'true'] };
    }
    if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) {
      const format = tags.get('format');
      return format === undefined ? { type: 'string' } : { type: 'string', format };
    }
    if (f & ts.TypeFlags.Number) return this.numberSchema(inMap, tags);
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      if (item === undefined) throw new Error('array without an element type');
      return { type: 'array', items: this.schemaOf(item, inMap) };
    }
    if (f & ts.TypeFlags.Object) return this.objectOrRef(type, inMap);
    throw new Error(`unsupported type in a result: ${checker.typeToString(type)}`);
  }

  private numberSchema(inMap: boolean, tags: Map<string, string>): Schema {
    const out: Schema = { type: inMap || tags.has('number') ? 'number' : 'integer' };
    for (const bound of ['minimum', 'maximum'] as const) {
      const v = tags.get(bound);
      if (v !== undefined) out[bound] = Number(v);
    }
    return out;
  }

  private unionSchema(members: readonly ts.Type[], inMap: boolean, tags: Map<string, string>): Schema {
    const nullable = members.some((m) => (m.flags & ts.TypeFlags.Null) !== 0);
    const rest = members.filter((m) => (m.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) === 0);
    const boolLits = rest.filter((m) => (m.flags & ts.TypeFlags.BooleanLiteral) !== 0);
    const others = rest.filter((m) => (m.flags & ts.TypeFlags.BooleanLiteral) === 0);
    const parts: Schema[] = [];
    if (boolLits.length === 2) parts.push({ type: 'boolean' });
    else for (const b of boolLits) parts.push(this.schemaOf(b, inMap, tags));
    for (const m of others) parts.push(this.schemaOf(m, inMap, tags));
    // Literal enumerations (with or without null) become one `enum`.
    const allEnums =
      parts.length > 0 && parts.every((p) => Array.isArray(p.enum) && typeof p.type === 'string');
    const types = [...new Set(parts.map((p) => p.type))];
    if (allEnums && types.length === 1) {
      // Sorted: the checker lists a union's members in the order it first met them, which moves when
      // another file is added to the program; a sorted list keeps the generated files stable.
      const values = parts
        .flatMap((p) => p.enum as (string | number | boolean)[])
        .sort((a, b) =>
          typeof a === 'number' && typeof b === 'number'
            ? a - b
            : String(a) < String(b)
              ? -1
              : String(a) > String(b)
                ? 1
                : 0,
        );
      return {
        type: nullable ? [types[0], 'null'] : types[0],
        enum: nullable ? [...values, null] : values,
      };
    }
    if (parts.length === 1 && typeof parts[0]?.type === 'string' && parts[0].enum === undefined) {
      const only = parts[0];
      return nullable ? { ...only, type: [only.type, 'null'] } : only;
    }
    const list = nullable ? [{ type: 'null' }, ...parts] : parts;
    const [first] = list;
    return list.length === 1 && first !== undefined ? first : { oneOf: list };
  }

  private objectOrRef(type: ts.Type, inMap: boolean): Schema {
    const name = this.nameOf(type);
    if (name === null) return this.objectSchema(type, inMap, undefined);
    if (!this.components.has(name) && !this.inProgress.has(name)) {
      this.inProgress.add(name);
      const symbol = type.aliasSymbol ?? type.getSymbol();
      const schema = this.objectSchema(type, inMap, this.description(symbol));
      this.inProgress.delete(name);
      this.components.set(name, schema);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private objectSchema(type: ts.Type, inMap: boolean, description: string | undefined): Schema {
    const checker = this.checker;
    const index = checker.getIndexInfosOfType(type);
    const props = checker.getPropertiesOfType(type);
    if (index.length > 0) {
      if (props.length > 0)
        throw new Error(`object with both properties and an index signature: ${checker.typeToString(type)}`);
      const value = index[0]?.type;
      if (value === undefined) throw new Error('index signature without a type');
      return {
        type: 'object',
        ...(description === undefined ? {} : { description }),
        additionalProperties: this.schemaOf(value, true),
      };
    }
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    const names = new Set(props.map((p) => p.name));
    for (const prop of props) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      const propType =
        decl === undefined ? checker.getTypeOfSymbol(prop) : checker.getTypeOfSymbolAtLocation(prop, decl);
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      const schema = this.schemaOf(
        optional ? checker.getNonNullableType(propType) : propType,
        inMap || prop.name === 'parameters',
        this.tags(prop),
      );
      const propDescription = this.description(prop);
      properties[prop.name] =
        propDescription === undefined ? schema : { ...schema, description: propDescription };
      if (!optional) required.push(prop.name);
      // The texts `localize` adds (not inside `parameters`, which it does not walk).
      if (inMap) continue;
      if (prop.name.endsWith('Keys') && schema.type === 'array') {
        const textName = `${prop.name.slice(0, -4)}s`;
        properties[textName] = {
          type: 'array',
          items: { type: 'string' },
          description: `Localized texts of \`${prop.name}\`, in the same order.`,
        };
        if (!optional) required.push(textName);
      } else if (prop.name.endsWith('Key') && prop.name.length > 3) {
        const textName = prop.name.slice(0, -3);
        if (names.has(textName)) continue;
        const nullable = Array.isArray(schema.type) && schema.type.includes('null');
        properties[textName] = {
          type: nullable ? ['string', 'null'] : 'string',
          description: `Localized text of \`${prop.name}\`.`,
        };
        if (!optional) required.push(textName);
      }
    }
    return {
      type: 'object',
      ...(description === undefined ? {} : { description }),
      properties,
      required,
      additionalProperties: false,
    };
  }
}

/** The result type of every descriptor in `ANALYSES`, in the registry's order. */
function resultTypes(program: ts.Program): { id: string; folder: string; type: ts.Type }[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(join(coreSrc, 'analyses.ts'));
  if (file === undefined) throw new Error('core/src/analyses.ts not found');
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const analyses =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'ANALYSES');
  if (analyses === undefined) throw new Error('ANALYSES is not exported by core/src/analyses.ts');
  const registry = checker.getTypeOfSymbol(analyses);
  return checker.getPropertiesOfType(registry).map((entry) => {
    const descriptor = checker.getTypeOfSymbol(entry);
    const analyze = descriptor.getProperty('analyze');
    if (analyze === undefined) throw new Error(`${entry.name}: descriptor without analyze`);
    const [signature] = checker.getTypeOfSymbol(analyze).getCallSignatures();
    if (signature === undefined) throw new Error(`${entry.name}: analyze is not a function`);
    const promised = checker.getAwaitedType(signature.getReturnType());
    if (promised === undefined) throw new Error(`${entry.name}: analyze does not return a promise`);
    const declFile = promised.getSymbol()?.declarations?.[0]?.getSourceFile().fileName ?? '';
    const folder = /analyses\/([^/]+)\//.exec(declFile)?.[1];
    if (folder === undefined)
      throw new Error(`${entry.name}: its result type is not declared in an analysis folder`);
    return { id: entry.name, folder, type: promised };
  });
}

/** Every analysis' response schemas, generated from core's types. */
export function generateResultSchemas(): AnalysisSchemas[] {
  const program = createProgram();
  const checker = program.getTypeChecker();
  const out = resultTypes(program).map(({ id, folder, type }) => {
    const rootName = responseSchemaName(id);
    const walker = new Walker(checker, type, rootName);
    walker.schemaOf(type, false);
    const root = walker.components.get(rootName);
    if (root === undefined) throw new Error(`${id}: the result type is not an object`);
    const components: Record<string, Schema> = { [rootName]: root };
    for (const [name, schema] of walker.components) if (name !== rootName) components[name] = schema;
    return { id, folder, rootName, components };
  });
  assertNoClash(out);
  return out;
}

const constNameOf = (a: AnalysisSchemas): string =>
  `${a.folder.replace(/-/g, '_').toUpperCase()}_RESULT_SCHEMAS`;

/**
 * Components that two analyses share by name must be the same schema (the document has one
 * `components.schemas` namespace): a clash fails generation, naming the type to rename.
 */
export function assertNoClash(analyses: readonly AnalysisSchemas[]): void {
  const seen = new Map<string, { id: string; json: string }>();
  for (const a of analyses) {
    for (const [name, schema] of Object.entries(a.components)) {
      const json = JSON.stringify(schema);
      const before = seen.get(name);
      if (before !== undefined && before.json !== json) {
        throw new Error(
          `type ${name} differs between ${before.id} and ${a.id}: give one of them another name`,
        );
      }
      seen.set(name, { id: a.id, json });
    }
  }
}

/** The TypeScript source of one generated schema file. */
export function renderSchemaFile(a: AnalysisSchemas): string {
  const constName = constNameOf(a);
  return [
    `// Generated from core's result type of \`${a.id}\` by src/generate/result-schemas.ts.`,
    '// Do not edit: change the type (and its JSDoc) in packages/core, then run',
    '// `pnpm --filter @secapi/openapi generate`.',
    `export const ${constName} = ${JSON.stringify(a.components, null, 2)} as const;`,
    '',
  ].join('\n');
}

/** The generated index: every analysis' components, in the registry's order. */
export function renderIndexFile(analyses: readonly AnalysisSchemas[]): string {
  return [
    "// Generated by src/generate/result-schemas.ts: the result schemas of every analysis of core's",
    '// `ANALYSES`, in its order. Do not edit: run `pnpm --filter @secapi/openapi generate`.',
    ...analyses.map((a) => `import { ${constNameOf(a)} } from './${a.folder}.js';`),
    '',
    'export const RESULT_SCHEMAS = {',
    ...analyses.map((a) => `  ...${constNameOf(a)},`),
    '} as const;',
    '',
    'export const RESULT_ROOT_SCHEMAS = {',
    ...analyses.map((a) => `  '${a.id}': '${a.rootName}',`),
    '} as const;',
    '',
  ].join('\n');
}
