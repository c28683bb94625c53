import { TextInput } from '@mantine/core';

type BuyerEmailFieldProps = {
  /** What is sent to the address: "Your tickets are sent here", say. */
  description: string;
  value: string;
  /** Called with each edit; the caller clears its own error for the field here. */
  onChange: (email: string) => void;
  error: string | null | undefined;
};

/** The buyer's email, where the page sends what they get (tickets, a waiting-list offer). */
export function BuyerEmailField({ description, value, onChange, error }: BuyerEmailFieldProps) {
  return (
    <TextInput
      label="Email"
      description={description}
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      onChange={(changed) => onChange(changed.currentTarget.value)}
      error={error}
    />
  );
}
