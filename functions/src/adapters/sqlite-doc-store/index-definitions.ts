import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { InvalidArgumentError } from '../../ports/doc-store';

/** The `indexes` part of firestore.indexes.json (the format `firebase deploy` reads). */
const indexField = z.union([
  z.object({ fieldPath: z.string().min(1), order: z.enum(['ASCENDING', 'DESCENDING']) }),
  z.object({ fieldPath: z.string().min(1), arrayConfig: z.literal('CONTAINS') }),
]);

const compositeIndex = z.object({
  collectionGroup: z.string().min(1),
  queryScope: z.enum(['COLLECTION', 'COLLECTION_GROUP']).default('COLLECTION'),
  fields: z.array(indexField).min(1),
});

/**
 * A single-field index setting. Firestore indexes every field by itself already; an override
 * that lists an ordered index also tells the SQLite store to keep one for the field (the
 * statement's ledger walk, ordered by time alone).
 */
const fieldOverride = z.looseObject({
  collectionGroup: z.string().min(1),
  fieldPath: z.string().min(1),
  indexes: z
    .array(
      z.looseObject({
        order: z.enum(['ASCENDING', 'DESCENDING']).optional(),
        arrayConfig: z.literal('CONTAINS').optional(),
      }),
    )
    .default([]),
});

// Other keys (density, ttl...) are allowed and ignored: they do not decide which indexes exist.
const indexFile = z.looseObject({
  indexes: z.array(compositeIndex).default([]),
  fieldOverrides: z.array(fieldOverride).default([]),
});

export type IndexField = z.infer<typeof indexField>;
export type CompositeIndex = z.input<typeof compositeIndex>;
export type FieldOverride = z.infer<typeof fieldOverride>;
export type IndexDefinitions = {
  indexes: readonly CompositeIndex[];
  fieldOverrides?: readonly FieldOverride[];
};

/**
 * What callers may pass before validation: the shape TypeScript infers for an imported
 * firestore.indexes.json, where `order` is just a string. `parseIndexDefinitions` narrows it.
 */
export type IndexDefinitionsInput = {
  indexes: readonly {
    collectionGroup: string;
    queryScope?: string;
    fields: readonly { fieldPath: string; order?: string; arrayConfig?: string }[];
  }[];
};

/** Reads and checks firestore.indexes.json; a malformed file is an error, not "no indexes". */
export function parseIndexDefinitions(
  json: unknown,
  source = 'index definitions',
): IndexDefinitions {
  const parsed = indexFile.safeParse(json);
  if (!parsed.success) {
    throw new InvalidArgumentError(`Invalid ${source}: ${z.prettifyError(parsed.error)}`);
  }
  return { indexes: parsed.data.indexes, fieldOverrides: parsed.data.fieldOverrides };
}

export function loadIndexDefinitions(file: string): IndexDefinitions {
  const text = readFileSync(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new InvalidArgumentError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  return parseIndexDefinitions(json, file);
}
