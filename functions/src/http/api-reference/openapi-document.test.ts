import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatusesOf, type Schema } from './route-description';
import { operationIdOf } from './openapi-document';
import { apiRoutes } from './registry';
import { apiReferenceDocument } from './reference-document';

const document = apiReferenceDocument('http://127.0.0.1:5000');

describe('the API reference (OpenAPI 3.1)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names each operation once, and every $ref it holds leads somewhere', () => {
    const ids = apiRoutes.map(operationIdOf);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    const missing = refs
      .map((ref) => ref.slice(8, -1))
      .filter((ref) => {
        const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
        return !section || !(document.components[section] as Record<string, unknown>)?.[name!];
      });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('gives every route an example, and each example is what its schema accepts', () => {
    const problems: string[] = [];
    for (const route of apiRoutes) {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      const check = (what: string, schema: Schema | undefined, example: unknown) => {
        if (schema === undefined || example === undefined) return;
        const result = z.safeParse(schema, example);
        if (!result.success) {
          problems.push(
            `${name} ${what}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
          );
        }
      };
      check('body', route.body?.schema, route.body?.example);
      const answers = Object.entries(route.responses);
      for (const [status, answer] of answers) check(status, answer.schema, answer.example);
      const hasExample =
        route.body?.example !== undefined ||
        answers.some(([, answer]) => answer.example !== undefined);
      const answersFiles = answers.every(([, answer]) => !answer.schema);
      if (!hasExample && !(answersFiles && !route.body)) problems.push(`${name}: no example`);
    }
    expect(problems).toEqual([]);
  });

  it('marks each route’s auth and the errors it can answer', () => {
    const operation = (path: string, method: string) =>
      document.paths[path]![method] as unknown as {
        security: unknown[];
        responses: Record<string, unknown>;
      };
    expect(operation('/api/events/{eventId}/check-ins', 'post').security).toEqual([
      { idToken: [] },
      { apiKey: [] },
      { doorDevice: [] },
    ]);
    expect(operation('/api/me/profile', 'get').security).toEqual([{ idToken: [] }]);
    expect(operation('/api/health', 'get').security).toEqual([]);
    expect(operation('/api/events/{eventId}', 'get').security).toEqual([
      {},
      { idToken: [] },
      { apiKey: [] },
    ]);
    expect(Object.keys(operation('/api/beginTransaction', 'post').responses)).toEqual(
      expect.arrayContaining(['200', '202', '400', '401', '409', '429']),
    );
    for (const route of apiRoutes) {
      const responses = operation(route.path, route.method).responses;
      for (const status of errorStatusesOf(route)) expect(responses[String(status)]).toBeDefined();
    }
  });
});
