import { NumberInput, Switch } from '@mantine/core';
import { admitPerMinuteRange } from '@contract/waiting-room';
import type { EventForm } from '../hooks/use-event-form';
import { FormCard } from './form-card';

/** The platform's pace when the organiser sets none (functions/src/domain/waiting-room.ts). */
const defaultPace = 300;

/**
 * The organiser's waiting room: for a sale that draws a rush, buyers queue and are let in at
 * a pace checkout keeps up with, in an order drawn at random at the opening.
 */
export function WaitingRoomField({ form }: { form: EventForm }) {
  const { waitingRoom } = form.values;
  return (
    <FormCard title="Waiting room">
      <Switch
        label="Buyers wait in line"
        description="For a sale that draws a rush. Buyers who arrive before the sale opens are put in a random order at the opening; later ones join the back. Each is let in for a few minutes to buy."
        checked={waitingRoom}
        onChange={(changed) => form.setFieldValue('waitingRoom', changed.currentTarget.checked)}
        error={form.errors.waitingRoom}
      />
      {waitingRoom && (
        <NumberInput
          label="Buyers let in a minute"
          description={`Leave empty for ${defaultPace}. From ${admitPerMinuteRange.min} to ${admitPerMinuteRange.max}.`}
          placeholder={String(defaultPace)}
          min={admitPerMinuteRange.min}
          max={admitPerMinuteRange.max}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('admitPerMinute')}
        />
      )}
      {!waitingRoom && (
        <Switch
          label="Turn it on by itself in a rush"
          description="When checkout falls behind, new buyers wait in line for ten minutes at a time, instead of waiting on a slow purchase. Otherwise buyers go straight to checkout."
          checked={form.values.waitingRoomAutoOn}
          onChange={(changed) =>
            form.setFieldValue('waitingRoomAutoOn', changed.currentTarget.checked)
          }
        />
      )}
    </FormCard>
  );
}
