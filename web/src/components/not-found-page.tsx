import { IconMapQuestion } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import { NotFoundState } from './not-found-state';

export function NotFoundPage() {
  return (
    <NotFoundState
      mih="100dvh"
      p="md"
      icon={<IconMapQuestion size={32} />}
      title="Page not found"
      description="There is nothing at this address. Check the link, or start again from the home page."
      action={{ label: 'Go home', href: paths.home.getHref() }}
    />
  );
}
