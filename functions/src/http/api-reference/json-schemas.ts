import { z } from 'zod';
import type { Schema } from './route-description';

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

/** Whether a schema is read from a request (`input`) or written in an answer (`output`). */
export type SchemaIo = 'input' | 'output';

/** A schema the document names: a request body or an answer, and the name it is known by. */
export type SchemaUse = { schema: Schema; io: SchemaIo; name: string };

const componentPrefix = '#/components/schemas/';

/**
 * zod 4's own JSON Schema output (`z.toJSONSchema`), draft 2020-12. Each schema used gets a
 * component of its name, and a schema inside another that has a name of its own is a `$ref`
 * to it. A schema reads differently as input and output where it has defaults, transforms or
 * coercions: the input's component is then `{name}Input`. What JSON Schema cannot say (a
 * transform's output, a custom check) is left open (`{}`) rather than refused.
 */
export function componentSchemas(
  uses: readonly SchemaUse[],
  named: Readonly<Record<string, Schema>> = {},
): {
  components: Record<string, JsonSchema>;
  refOf: (schema: Schema, io: SchemaIo) => JsonSchema;
} {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<Schema, string>();
  const entries = [...Object.entries(named), ...uses.map((use) => [use.name, use.schema] as const)];
  for (const [name, schema] of entries) {
    if (idOf.has(schema)) continue;
    idOf.set(schema, name);
    registry.add(schema, { id: name });
  }
  const convert = (io: SchemaIo) =>
    z.toJSONSchema(registry, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      uri: (id) => `${componentPrefix}${id}`,
      override: (context) => tidy(context, io),
    }).schemas as Record<string, JsonSchema>;
  const output = mapValues(convert('output'), withoutIdentity);
  const input = mapValues(convert('input'), withoutIdentity);

  // What the answers reach: a schema of those whose input differs (defaults, transforms)
  // gets an `Input` twin for the requests, which makes those that refer to it differ too.
  const reachedFrom = (io: SchemaIo, schemas: Record<string, JsonSchema>) => {
    const reached = new Set<string>();
    const visit = (id: string) => {
      if (reached.has(id)) return;
      reached.add(id);
      refsIn(schemas[id]!).forEach(visit);
    };
    for (const use of uses) if (use.io === io) visit(idOf.get(use.schema)!);
    return reached;
  };
  const answered = reachedFrom('output', output);
  const twinned = new Set<string>();
  let inputRenamed = input;
  for (;;) {
    inputRenamed = mapValues(input, (schema) => renameRefs(schema, twinned));
    const more = [...answered].filter(
      (id) => !twinned.has(id) && JSON.stringify(inputRenamed[id]) !== JSON.stringify(output[id]),
    );
    if (more.length === 0) break;
    for (const id of more) twinned.add(id);
  }
  const componentName = (id: string, io: SchemaIo) =>
    io === 'input' && twinned.has(id) ? `${id}Input` : id;

  const components: Record<string, JsonSchema> = {};
  for (const id of answered) components[id] = output[id]!;
  for (const id of reachedFrom('input', input)) {
    components[componentName(id, 'input')] = inputRenamed[id]!;
  }

  return {
    components: Object.fromEntries(
      Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
    ),
    refOf: (schema, io) => {
      const id = idOf.get(schema);
      if (id === undefined) throw new Error('A schema the document uses was not named');
      return { $ref: `${componentPrefix}${componentName(id, io)}` };
    },
  };
}

/** A schema on its own, no component: a path or query parameter. */
export function inlineSchema(schema: Schema, io: SchemaIo): JsonSchema {
  return withoutIdentity(
    z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: (context) => tidy(context, io),
    }) as JsonSchema,
  );
}

/**
 * zod's integers carry JavaScript's safe range as bounds, which says nothing to a reader:
 * dropped. A preprocessed input (`z.preprocess`: a blank query field is no filter) reads as
 * the schema it feeds, which JSON Schema can say, rather than as the open `{}` of its step.
 */
function tidy(
  { zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> },
  io: SchemaIo,
) {
  const def = (zodSchema as { _zod: { def: { type: string; in?: Schema; out?: Schema } } })._zod
    .def;
  if (io === 'input' && def.type === 'pipe' && def.in?._zod.def.type === 'transform') {
    Object.assign(jsonSchema, inlineSchema(def.out!, io));
  }
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** The document's dialect is declared once (`jsonSchemaDialect`); components have no `$id`. */
function withoutIdentity(schema: JsonSchema): JsonSchema {
  const rest = { ...schema };
  delete rest.$schema;
  delete rest.$id;
  return rest;
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

function renameRefs(schema: JsonSchema, differing: ReadonlySet<string>): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema, (key, value: unknown) =>
      key === '$ref' &&
      typeof value === 'string' &&
      differing.has(value.slice(componentPrefix.length))
        ? `${value}Input`
        : value,
    ),
  ) as JsonSchema;
}

function refsIn(schema: JsonSchema): string[] {
  const refs: string[] = [];
  JSON.stringify(schema, (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(componentPrefix)) {
      refs.push(value.slice(componentPrefix.length));
    }
    return value;
  });
  return refs;
}
