import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import classes from './public-header.module.css';

type PublicHeaderProps = {
  /** Actions at the top right, e.g. the Login button. */
  children?: ReactNode;
  /** On a photo or gradient the brand reads better in white. */
  isOnHero?: boolean;
};

/**
 * The bar above pages anyone can open: the product title home, the page's actions opposite.
 * The title is a plain link, not the router's: the landing page starts without the router
 * (main.tsx), so going home is a page load either way.
 */
export function PublicHeader({ children, isOnHero = false }: PublicHeaderProps) {
  return (
    <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" wrap="nowrap">
      <a href={paths.home.getHref()} className={classes.brand} data-on-hero={isOnHero || undefined}>
        {env.appTitle}
      </a>
      <Group gap="sm" wrap="nowrap">
        {children}
      </Group>
    </Group>
  );
}
