import { env } from '@/config/env';
import type { EventForm } from '../hooks/use-event-form';
import { GoogleLocationPicker } from './google-location-picker';
import { ManualLocationFields } from './manual-location-fields';

/** Google's address search and map when a key is configured; typed fields otherwise. */
export function LocationFields({ form }: { form: EventForm }) {
  return env.googleMapsApiKey ? (
    <GoogleLocationPicker form={form} apiKey={env.googleMapsApiKey} />
  ) : (
    <ManualLocationFields form={form} />
  );
}
