import { Anchor, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { EventForm } from '../hooks/use-event-form';

type ManualLocationFieldsProps = {
  form: EventForm;
  /** Why there is no map search, when it is not simply unconfigured. */
  notice?: string;
};

/** The location without Google Maps (no API key, or offline): typed, never a broken map. */
export function ManualLocationFields({ form, notice }: ManualLocationFieldsProps) {
  const { latitude, longitude } = form.values;
  const hasPin = typeof latitude === 'number' && typeof longitude === 'number';

  return (
    <Stack gap="sm">
      <TextInput
        label="Address"
        placeholder="Venue, street, town"
        autoComplete="street-address"
        {...form.getInputProps('locationText')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <CoordinateInput form={form} path="latitude" label="Latitude" placeholder="-33.9249" />
        <CoordinateInput form={form} path="longitude" label="Longitude" placeholder="18.4241" />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {notice ?? 'Type the address buyers should head to.'} Coordinates are optional: they put
          the pin on the map.
        </Text>
        {hasPin && (
          <Anchor
            size="xs"
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`}
            target="_blank"
            rel="noreferrer"
          >
            <Group gap={4} component="span">
              Check the pin on a map <IconExternalLink size={12} />
            </Group>
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

type CoordinateInputProps = {
  form: EventForm;
  path: 'latitude' | 'longitude';
  label: string;
  placeholder: string;
};

/** Degrees to six decimals (about 10 cm), typed rather than stepped. */
function CoordinateInput({ form, path, label, placeholder }: CoordinateInputProps) {
  return (
    <NumberInput
      label={label}
      placeholder={placeholder}
      decimalScale={6}
      hideControls
      {...form.getInputProps(path)}
    />
  );
}
