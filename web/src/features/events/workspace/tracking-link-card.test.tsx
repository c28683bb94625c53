import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import { TrackingLinkCard } from './tracking-link-card';

const eventLink = `${window.location.origin}/event/event-1`;

describe('TrackingLinkCard', () => {
  it('makes the event’s link with the source typed, in lower case, ready to copy', async () => {
    const { user } = renderWithUser(<TrackingLinkCard eventId="event-1" />);
    expect(screen.queryByLabelText('Tracking link')).toBeNull();

    await user.type(screen.getByLabelText('Source name'), 'Instagram');
    expect(screen.getByLabelText('Tracking link')).toHaveValue(`${eventLink}?ref=instagram`);
    await user.click(screen.getByRole('button', { name: 'Copy tracking link' }));
    expect(await navigator.clipboard.readText()).toBe(`${eventLink}?ref=instagram`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says what a source name may be as soon as the typed one cannot be one', async () => {
    const { user } = renderWithUser(<TrackingLinkCard eventId="event-1" />);
    const field = screen.getByLabelText('Source name');

    await user.type(field, 'my site');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /Use 1 to 40 letters, digits, dots, dashes or underscores/,
    );
    expect(screen.queryByLabelText('Tracking link')).toBeNull();

    await user.clear(field);
    await user.type(field, 'example.org');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Tracking link')).toHaveValue(`${eventLink}?ref=example.org`);
  });
});
