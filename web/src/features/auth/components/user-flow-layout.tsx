import { Box, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import classes from './user-flow-layout.module.css';

/** The hero-background shell of sign-up, confirmation and login. */
export function UserFlowLayout() {
  return (
    <Box className={classes.root}>
      <Group px="lg" py="md">
        <Link to={paths.home.getHref()} className={classes.brand}>
          {env.appTitle}
        </Link>
      </Group>
      <Box className={classes.content}>
        <Outlet />
      </Box>
    </Box>
  );
}
