import { IconTicketOff } from '@tabler/icons-react';
import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';

/** A public page (an event, a ticket) whose link leads nowhere: why, and the way home. */
export function PublicPageNotFound({ title, description }: { title: string; description: string }) {
  return (
    <NotFoundState
      py={80}
      icon={<IconTicketOff size={32} />}
      title={title}
      description={description}
      action={{ label: 'Go home', href: paths.home.getHref() }}
    />
  );
}
