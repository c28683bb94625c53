import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { env } from '@/config/env';
import type { EventForm } from '../hooks/use-event-form';
import { ManualLocationFields } from './manual-location-fields';

// Google's maps library (about 30 KB gzipped) loads only where a key makes the map show.
const GoogleLocationPicker = lazy(async () => ({
  default: (await import('./google-location-picker')).GoogleLocationPicker,
}));

/** Google's address search and map when a key is configured; typed fields otherwise. */
export function LocationFields({ form }: { form: EventForm }) {
  const apiKey = env.googleMapsApiKey;
  if (!apiKey) return <ManualLocationFields form={form} />;
  return (
    <Suspense
      fallback={<Skeleton h={320} radius="md" role="status" aria-label="Loading the map" />}
    >
      <GoogleLocationPicker form={form} apiKey={apiKey} />
    </Suspense>
  );
}
