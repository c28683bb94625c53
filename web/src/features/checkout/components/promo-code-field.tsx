import { Button, Group, Text, TextInput } from '@mantine/core';
import type { usePromoCode } from '../use-promo-code';

/**
 * "Promo code" with an Apply button; the error (unknown, used up, expired) right under it,
 * and the code applied said in words (the price above already shows what it took off).
 */
export function PromoCodeField({
  promo,
  serverError,
}: {
  promo: ReturnType<typeof usePromoCode>;
  /** The checkout's own refusal of the code (409 naming promoCode). */
  serverError?: string;
}) {
  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Promo code"
          autoComplete="off"
          autoCapitalize="characters"
          value={promo.text}
          onChange={(changed) => promo.change(changed.currentTarget.value)}
          onKeyDown={(pressed) => {
            // Enter applies the code rather than buying.
            if (pressed.key === 'Enter') {
              pressed.preventDefault();
              void promo.apply();
            }
          }}
          error={promo.error ?? serverError}
        />
        <Button
          variant="default"
          mt={25}
          onClick={() => void promo.apply()}
          loading={promo.checking}
          disabled={!promo.text.trim()}
        >
          Apply
        </Button>
      </Group>
      {promo.applied && !promo.error && !serverError && (
        <Text size="sm" c="green.8" mt={4} role="status">
          Code {promo.applied.check.code} applied
        </Text>
      )}
    </div>
  );
}
