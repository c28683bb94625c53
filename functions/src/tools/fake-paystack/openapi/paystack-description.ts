import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/** The parts of an OpenAPI 3.0 document the answer check reads. */
type Reference = { $ref: string };
type ResponseObject = { content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, ResponseObject | Reference> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation | unknown>>;
  components?: Record<string, unknown>;
};

/**
 * paystack.yaml beside this file when the tests import the source; from the bundled fake
 * (functions/lib/fake-paystack.js), the same file in the source tree.
 */
function descriptionFile(): string {
  const beside = path.join(__dirname, 'paystack.yaml');
  if (existsSync(beside)) return beside;
  return path.resolve(__dirname, '..', 'src', 'tools', 'fake-paystack', 'openapi', 'paystack.yaml');
}

/**
 * OpenAPI 3.0's `nullable` without a `type` (`bin: {nullable: true}`) says nothing JSON Schema
 * needs (no type already allows null) and Ajv refuses it; with an `enum`, null must be listed.
 * Rewrites both in place, everywhere in the document.
 */
function asJsonSchema(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(asJsonSchema);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined) delete schema.nullable;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  Object.values(schema).forEach(asJsonSchema);
}

let loaded: OpenApiDocument | undefined;

/** Paystack's description (README.md here), read once per process. */
export function paystackDescription(): OpenApiDocument {
  if (!loaded) {
    const document = load(readFileSync(descriptionFile(), 'utf8')) as OpenApiDocument;
    asJsonSchema(document.paths);
    asJsonSchema(document.components);
    loaded = document;
  }
  return loaded;
}

const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';

/** The JSON pointer's value in `document` ('#/components/responses/Ok'). */
function resolvePointer(document: OpenApiDocument, pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, token) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[token]
          : undefined,
      document,
    );
}

const pointerToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** A described operation: its path template and where its responses are. */
export type DescribedOperation = { template: string; method: string; name: string };

/**
 * The operation `method` `pathname` calls, by path template ('/transfer/verify/{reference}');
 * where two templates fit, the one with more fixed segments ('/transaction/verify/{reference}'
 * rather than '/transaction/{id}/...'). Undefined when the description has none.
 */
export function findOperation(
  document: OpenApiDocument,
  method: string,
  pathname: string,
): DescribedOperation | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const lowerMethod = method.toLowerCase();
  let best: { template: string; fixed: number } | undefined;
  for (const [template, item] of Object.entries(document.paths)) {
    if (typeof item[lowerMethod] !== 'object') continue;
    const parts = template.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const variable = (part: string) => /^\{[^}]+\}$/.test(part);
    if (!parts.every((part, index) => variable(part) || part === segments[index])) continue;
    const fixed = parts.filter((part) => !variable(part)).length;
    if (!best || fixed > best.fixed) best = { template, fixed };
  }
  return (
    best && {
      template: best.template,
      method: lowerMethod,
      name: `${method.toUpperCase()} ${best.template}`,
    }
  );
}

/**
 * Where the JSON schema of `operation`'s answer with `status` is: the response for that very
 * status, else its class ('2XX'), else the operation's `default`. `undefined` when the
 * description gives that response no JSON body; `null` when it describes no such response.
 */
export function responseSchemaPointer(
  document: OpenApiDocument,
  operation: DescribedOperation,
  status: number,
): string | undefined | null {
  const operationPointer = `#/paths/${pointerToken(operation.template)}/${operation.method}`;
  const responses = (document.paths[operation.template]![operation.method] as Operation).responses;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
    (candidate) => responses?.[candidate] !== undefined,
  );
  if (key === undefined) return null;
  let pointer = `${operationPointer}/responses/${pointerToken(key)}`;
  let response = responses![key];
  while (isReference(response)) {
    pointer = response.$ref;
    response = resolvePointer(document, pointer) as ResponseObject | Reference;
  }
  if (response?.content?.['application/json']?.schema === undefined) return undefined;
  return `${pointer}/content/application~1json/schema`;
}
