import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import classes from './public-header.module.css';

type PublicHeaderProps = {
  /** Actions at the top right, e.g. the Login button. */
  children?: ReactNode;
  /** On a photo or gradient the brand reads better in white. */
  isOnHero?: boolean;
};

/** The bar above pages anyone can open: the product title home, the page's actions opposite. */
export function PublicHeader({ children, isOnHero = false }: PublicHeaderProps) {
  return (
    <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" wrap="nowrap">
      <Link
        to={paths.home.getHref()}
        className={classes.brand}
        data-on-hero={isOnHero || undefined}
      >
        {env.appTitle}
      </Link>
      <Group gap="sm" wrap="nowrap">
        {children}
      </Group>
    </Group>
  );
}
