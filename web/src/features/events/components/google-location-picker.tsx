/// <reference types="google.maps" />
import { Button, Group, Skeleton, Stack, TextInput, useComputedColorScheme } from '@mantine/core';
import {
  Autocomplete,
  GoogleMap,
  MarkerF,
  useJsApiLoader,
  type Libraries,
} from '@react-google-maps/api';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { buildLocationText, locationInferenceFailure } from '../draft/location-text';
import type { EventForm } from '../hooks/use-event-form';
import { darkMapStyles } from './map-styles';
import { ManualLocationFields } from './manual-location-fields';

// A stable array: the loader reloads the script when it sees a new one.
const libraries: Libraries = ['places'];
/** SPEC.md: the map opens over southern Africa, zoomed out. */
const defaultView = { center: { lat: -25, lng: 28 }, zoom: 5 };
const placeZoom = 15;
const placeFields = ['address_components', 'geometry', 'formatted_address', 'name', 'types'];
const mapStyle = { width: '100%', height: 320, borderRadius: 'var(--mantine-radius-md)' };

export function GoogleLocationPicker({ form, apiKey }: { form: EventForm; apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps-script',
    googleMapsApiKey: apiKey,
    libraries,
  });
  if (loadError) {
    return (
      <ManualLocationFields
        form={form}
        notice="The map could not load (are you offline?): type the address instead."
      />
    );
  }
  if (!isLoaded) return <Skeleton h={420} radius="md" role="status" aria-label="Loading the map" />;
  return <PlacePicker form={form} />;
}

function PlacePicker({ form }: { form: EventForm }) {
  const colorScheme = useComputedColorScheme('dark');
  const [autocomplete, setAutocomplete] = useState<google.maps.places.Autocomplete | null>(null);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [hasInferenceFailed, setHasInferenceFailed] = useState(false);
  const { latitude, longitude, locationText } = form.values;
  const pin =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? { lat: latitude, lng: longitude }
      : undefined;
  // The first view only: later moves are the organiser's own panning, or a chosen place.
  const [initialView] = useState(() => (pin ? { center: pin, zoom: placeZoom } : defaultView));

  const onPlaceChanged = () => {
    const place = autocomplete?.getPlace();
    const location = place?.geometry?.location;
    if (!place || !location) {
      // SPEC.md: the organiser pressed Enter on text that matched no place.
      console.log('No details available for input');
      return;
    }
    const text = buildLocationText(place);
    setHasInferenceFailed(!text);
    form.setValues({
      latitude: location.lat(),
      longitude: location.lng(),
      locationText: text ?? place.formatted_address ?? '',
    });
    map?.panTo(location);
    map?.setZoom(placeZoom);
  };

  const clear = () => {
    setHasInferenceFailed(false);
    form.setValues({ latitude: '', longitude: '', locationText: '' });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Address"
          readOnly
          value={locationText}
          placeholder="Search for the venue below"
          error={hasInferenceFailed ? locationInferenceFailure : form.errors.locationText}
          style={{ flex: 1 }}
        />
        {(locationText || pin) && (
          <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={clear}>
            Clear
          </Button>
        )}
      </Group>
      <Autocomplete onLoad={setAutocomplete} onPlaceChanged={onPlaceChanged} fields={placeFields}>
        <TextInput
          label="Search for the venue"
          placeholder="Start typing a venue or an address"
          leftSection={<IconSearch size={16} />}
        />
      </Autocomplete>
      <GoogleMap
        mapContainerStyle={mapStyle}
        center={initialView.center}
        zoom={initialView.zoom}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
        options={{
          styles: colorScheme === 'dark' ? darkMapStyles : null,
          streetViewControl: false,
          mapTypeControl: false,
          fullscreenControl: false,
        }}
      >
        {pin && <MarkerF position={pin} />}
      </GoogleMap>
    </Stack>
  );
}
