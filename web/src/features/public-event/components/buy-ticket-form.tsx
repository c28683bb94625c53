import { Button, Stack, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTicket } from '@tabler/icons-react';

const isEmailFormat = isEmail('Enter a valid email');

/** The email a buyer's tickets go to. Payment itself arrives with the checkout release. */
export function BuyTicketForm() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: {
      // SPEC.md's exact words for a missing email.
      email: (value) => (value.trim() ? isEmailFormat(value.trim()) : 'no email'),
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => {
        notifications.show({
          color: 'violet',
          title: 'Checkout is coming soon',
          message: `Card payments open here shortly; your tickets will go to ${email.trim()}.`,
        });
      })}
    >
      <Stack gap="sm">
        <TextInput
          label="Email"
          description="Your tickets are sent here"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth leftSection={<IconTicket size={18} />}>
          Buy a ticket!
        </Button>
      </Stack>
    </form>
  );
}
