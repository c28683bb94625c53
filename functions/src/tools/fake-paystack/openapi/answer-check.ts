import Ajv, { type ErrorObject, type Format, type ValidateFunction } from 'ajv';
import { knownDifferences, type KnownDifference } from './known-differences';
import {
  findOperation,
  paystackDescription,
  responseSchemaPointer,
  type OpenApiDocument,
} from './paystack-description';

/** An answer of the fake that Paystack's description does not allow. */
export type AnswerMismatch = {
  /** 'GET /transaction/verify/{reference}' */
  operation: string;
  status: number;
  /** Where and how, as Ajv says it: "/data/ip_address must be string". */
  problems: string[];
};

export type AnswerCheck = {
  /**
   * The mismatch of the JSON answer `body` with `status` to `method` `pathname`, or undefined
   * when it matches, the description has no such operation (the fake's own `/_fake/...` and
   * checkout) or gives that response no body. What `known` allows is not a mismatch.
   */
  check(
    method: string,
    pathname: string,
    status: number,
    body: unknown,
  ): AnswerMismatch | undefined;
  /** Each answer checked against a schema so far, as 'GET /transaction 200'. */
  readonly checked: ReadonlySet<string>;
  /** The known differences this check has let pass so far (their test proves each is needed). */
  readonly excused: ReadonlySet<KnownDifference>;
};

/** OpenAPI's number formats say nothing JSON Schema can check; the dates are ISO 8601. */
const formats: Record<string, Format> = {
  int: true,
  float: true,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': (text: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/.test(text) &&
    !Number.isNaN(Date.parse(text)),
};

function describeError(error: ErrorObject): string {
  const where = error.instancePath || '(the answer)';
  const extra =
    error.keyword === 'additionalProperties'
      ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
      : '';
  return `${where} ${error.message ?? error.keyword}${extra}`;
}

/** A known difference excuses a null where the description wants another type, nothing else. */
const excuses = (difference: KnownDifference, operation: string, error: ErrorObject) =>
  difference.operation === operation &&
  error.keyword === 'type' &&
  error.data === null &&
  difference.instancePath.test(error.instancePath);

/**
 * Checks answers against `document` (Paystack's, by default) with `known` differences allowed.
 * Each response schema is compiled once, on its first answer.
 */
export function createAnswerCheck(
  document: OpenApiDocument = paystackDescription(),
  known: readonly KnownDifference[] = knownDifferences,
): AnswerCheck {
  // strict: false lets OpenAPI's own keywords (example, x-*) pass as annotations; allErrors
  // lists every problem of an answer, not its first; verbose gives each the failing value.
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    verbose: true,
    validateSchema: false,
    formats,
  });
  ajv.addSchema(document, 'paystack');
  const compiled = new Map<string, ValidateFunction>();
  const checked = new Set<string>();
  const excused = new Set<KnownDifference>();

  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `paystack${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  return {
    checked,
    excused,
    check(method, pathname, status, body) {
      const operation = findOperation(document, method, pathname);
      if (!operation) return undefined;
      const pointer = responseSchemaPointer(document, operation, status);
      if (pointer === null) {
        return {
          operation: operation.name,
          status,
          problems: [`the description gives ${operation.name} no ${status} answer`],
        };
      }
      if (pointer === undefined) return undefined;
      checked.add(`${operation.name} ${status}`);
      const validate = validatorAt(pointer);
      // What the wire carries: undefined fields dropped, as JSON.stringify drops them.
      if (validate(JSON.parse(JSON.stringify(body)))) return undefined;
      const problems = (validate.errors ?? []).filter((error) => {
        const difference = known.find((candidate) => excuses(candidate, operation.name, error));
        if (difference) excused.add(difference);
        return !difference;
      });
      if (problems.length === 0) return undefined;
      return { operation: operation.name, status, problems: problems.map(describeError) };
    },
  };
}

let shared: AnswerCheck | undefined;

/** One check for every fake of the process: the description parsed and compiled once. */
export function sharedAnswerCheck(): AnswerCheck {
  shared ??= createAnswerCheck();
  return shared;
}
