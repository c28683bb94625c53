import { apiErrorBody } from '../../contract/errors';
import { webhookSignatureHeader } from '../../contract/webhooks';
import { componentSchemas, inlineSchema, type JsonSchema, type SchemaUse } from './json-schemas';
import {
  errorStatuses,
  errorStatusesOf,
  expressPath,
  type ErrorStatus,
  type RouteDescription,
  type Schema,
} from './route-description';
import { securitySchemes, securityOf } from './security';
import { webhookDeliveryNote, type WebhookDescription } from './areas/webhook-events';

/** What the document says of the API as a whole. */
export type ApiInfo = {
  /** Where the API answers: the web app's address (`PUBLIC_BASE_URL`). */
  serverUrl: string;
  description: string;
  tags: readonly { name: string; description: string }[];
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> } & Record<string, unknown>;
} & Record<string, unknown>;

type Operation = Record<string, unknown> & {
  operationId: string;
  responses: Record<string, unknown>;
};

/**
 * The OpenAPI 3.1 document of `routes`: each route's operation with its auth (an API key where
 * `acceptsApiKey` takes it), parameters, body, answers and errors; `named` are the shapes the
 * reference shows by name wherever they appear.
 */
export function openApiDocument({
  routes,
  webhooks = [],
  named,
  info,
  acceptsApiKey,
}: {
  routes: readonly RouteDescription[];
  /** The events posted to organisations' endpoints: the document's `webhooks`. */
  webhooks?: readonly WebhookDescription[];
  named: Readonly<Record<string, Schema>>;
  info: ApiInfo;
  acceptsApiKey: (method: string, path: string) => boolean;
}): OpenApiDocument {
  const uses = [
    ...routes.flatMap(schemaUsesOf),
    { schema: apiErrorBody, io: 'output' as const, name: 'ApiError' },
    ...webhooks.map(({ type, payload }) => ({
      schema: payload,
      io: 'output' as const,
      name: `${type.split('.').map(pascal).join('')}Webhook`,
    })),
  ];
  const { components, refOf } = componentSchemas(uses, { ApiError: apiErrorBody, ...named });
  const usedErrors = new Set(routes.flatMap(errorStatusesOf));

  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const apiKey = acceptsApiKey(route.method, expressPath(route.path));
    const body = route.body;
    const operation: Operation = {
      operationId: operationIdOf(route),
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [...(route.tags ?? [])],
      security: securityOf(route, apiKey),
      ...parametersOf(route),
      ...(body
        ? {
            requestBody: {
              required: !body.optional,
              content: {
                [body.contentType ?? 'application/json']: {
                  schema: refOf(body.schema, 'input'),
                  ...(body.example === undefined ? {} : { example: body.example }),
                },
              },
            },
          }
        : {}),
      responses: {
        ...Object.fromEntries(
          Object.entries(route.responses).map(([status, response]) => [
            status,
            {
              description: response.description,
              ...(response.headers
                ? {
                    headers: Object.fromEntries(
                      Object.entries(response.headers).map(([name, description]) => [
                        name,
                        { description, schema: { type: 'string' } },
                      ]),
                    ),
                  }
                : {}),
              ...(response.schema || response.contentType
                ? {
                    content: {
                      [response.contentType ?? 'application/json']: {
                        schema: response.schema
                          ? refOf(response.schema, 'output')
                          : { type: 'string', format: 'binary' },
                        ...(response.example === undefined ? {} : { example: response.example }),
                      },
                    },
                  }
                : {}),
            },
          ]),
        ),
        ...Object.fromEntries(
          errorStatusesOf(route).map((status) => [
            String(status),
            { $ref: `#/components/responses/${errorStatuses[status].name}` },
          ]),
        ),
      },
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Ticketing Paradise API',
      version: '1',
      description: info.description,
    },
    servers: [{ url: info.serverUrl }],
    tags: info.tags.map((tag) => ({ ...tag })),
    paths,
    webhooks: Object.fromEntries(
      webhooks.map(({ type, summary, payload }) => [
        type,
        {
          post: {
            operationId: `webhook${type.split('.').map(pascal).join('')}`,
            summary,
            description: webhookDeliveryNote,
            tags: ['Webhooks'],
            parameters: [
              {
                name: webhookSignatureHeader,
                in: 'header',
                required: true,
                description: 'The delivery’s signature: `t=<unix seconds>,v1=<hex>`.',
                schema: { type: 'string' },
              },
            ],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: refOf(payload, 'output') } },
            },
            responses: {
              '2XX': { description: 'Received: not sent again.' },
              default: { description: 'Not received: sent again with backoff, for 24 hours.' },
            },
          },
        },
      ]),
    ),
    components: {
      schemas: components,
      responses: Object.fromEntries(
        [...usedErrors]
          .sort((a, b) => a - b)
          .map((status) => [errorStatuses[status].name, errorResponse(status)]),
      ),
      securitySchemes,
    },
  };
}

function schemaUsesOf(route: RouteDescription): SchemaUse[] {
  const name = pascal(operationIdOf(route));
  const jsonAnswers = Object.entries(route.responses).filter(([, response]) => response.schema);
  return [
    ...(route.body
      ? [{ schema: route.body.schema, io: 'input' as const, name: `${name}Request` }]
      : []),
    ...jsonAnswers.map(([status, response]) => ({
      schema: response.schema!,
      io: 'output' as const,
      name: jsonAnswers.length > 1 ? `${name}Response${status}` : `${name}Response`,
    })),
  ];
}

/** Path parameters (required), the query's and the headers the route reads. */
function parametersOf(route: RouteDescription): { parameters?: unknown[] } {
  const fromObject = (schema: Schema | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const json = inlineSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => {
      const { description, ...propertySchema } = property;
      return {
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propertySchema,
      };
    });
  };
  const parameters = [
    ...fromObject(route.params, 'path'),
    ...fromObject(route.query, 'query'),
    ...(route.headers ?? []).map((header) => ({
      name: header.name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema: { type: 'string' },
    })),
  ];
  return parameters.length > 0 ? { parameters } : {};
}

function errorResponse(status: ErrorStatus) {
  const { meaning, codes } = errorStatuses[status];
  const retryAfter = status === 429 || status === 503;
  return {
    description: `${meaning} Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
    ...(retryAfter
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds to wait before asking again.',
              schema: { type: 'integer' },
            },
          },
        }
      : {}),
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiError' },
        example: { error: { code: codes[0], message: exampleMessages[status] } },
      },
    },
  };
}

const exampleMessages: Record<ErrorStatus, string> = {
  400: 'Invalid request: name: Need name',
  401: 'Sign in first: the Authorization bearer token is missing',
  403: 'Your role does not allow this',
  404: 'Event not found',
  405: 'Begin a transaction with POST',
  409: 'This has changed meanwhile',
  410: 'This link has expired',
  413: 'The request body is too large',
  415: 'Send the request body as application/json',
  429: 'Too many requests: try again in a minute',
  503: 'Payments are not answering just now. Please try again in a moment.',
};

/**
 * `get /api/events/{eventId}/check-in/bundle` is `getEventsCheckInBundle`; a path that ends in
 * a parameter says so (`getEventsByEventId`), so that it differs from its list's.
 */
export function operationIdOf({ method, path }: Pick<RouteDescription, 'method' | 'path'>): string {
  const segments = path.split('/').filter((segment) => segment && segment !== 'api');
  const words = segments
    .filter((segment) => !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const last = segments.at(-1);
  const byParameter = last?.startsWith('{') ? ['by', last.slice(1, -1)] : [];
  return [method, ...words, ...byParameter]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
