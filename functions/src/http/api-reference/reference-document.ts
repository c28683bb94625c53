import { acceptsApiKey } from '../api-key-policy';
import { webhookDescriptions } from './areas/webhook-events';
import { namedSchemas } from './named-schemas';
import { openApiDocument, type OpenApiDocument } from './openapi-document';
import { apiRoutes, apiTags } from './registry';

const description = `The HTTP API of Ticketing Paradise: everything the web app does, it does through these routes, and so can your own systems. This reference is made from the same zod schemas the server validates with (\`functions/src/contract/\`), so it cannot drift from what the server accepts and answers.

**Authentication.** Most routes take \`Authorization: Bearer <token>\`: a person's Firebase ID token, or, on the organiser routes an API key may call, an organisation's API key (\`tp_live_…\`), which acts with its role and, where it has them, its events only. The check-in routes also take a door device's \`Authorization: Device {deviceId}.{secret}\`. Each operation lists what it accepts.

**Errors** are JSON, always \`{ "error": { "code", "message", "fields"?, "details"? } }\`; \`fields\` names each bad field (\`types.0.price\`) and bad input changes nothing. Something you may not see is a 404, as if it did not exist.

**Lists** come a page at a time: \`limit\` (25 unless asked, at most 100) and \`after\`, the \`nextCursor\` of the page before; no \`nextCursor\`, no more pages.

Amounts are integers in the currency's minor units (15000 ZAR is R150.00); times are ISO 8601 in UTC. The guide around this reference (authentication, paging, errors, idempotency, webhooks) is \`docs/api.md\`. Routes that exist only in the local emulators (\`/api/emulator/*\`) are not part of the API and are not described here.`;

const documents = new Map<string, OpenApiDocument>();

/**
 * The API's OpenAPI document for a server at `serverUrl`, made on first use and kept: it
 * changes only with a deploy.
 */
export function apiReferenceDocument(serverUrl: string): OpenApiDocument {
  let document = documents.get(serverUrl);
  if (!document) {
    document = openApiDocument({
      routes: apiRoutes,
      webhooks: webhookDescriptions,
      named: namedSchemas,
      info: {
        serverUrl,
        description,
        tags: [
          ...apiTags,
          {
            name: 'Webhooks',
            description:
              'What the platform posts to an organisation’s webhook endpoints: one event type each.',
          },
        ],
      },
      acceptsApiKey,
    });
    documents.set(serverUrl, document);
  }
  return document;
}
