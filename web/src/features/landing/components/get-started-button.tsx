import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { paths } from '@/config/paths';
import classes from './landing-page.module.css';

export function GetStartedButton() {
  return (
    <Button
      // A plain link: the landing page runs without the router (main.tsx).
      component="a"
      href={paths.userFlow.signUp.getHref()}
      size="xl"
      radius="xl"
      variant="white"
      className={classes.cta}
      rightSection={<IconArrowRight size={20} className={classes.ctaArrow} />}
    >
      Get Started
    </Button>
  );
}
