import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from './landing-page.module.css';

export function GetStartedButton() {
  return (
    <Button
      component={Link}
      to={paths.userFlow.signUp.getHref()}
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
