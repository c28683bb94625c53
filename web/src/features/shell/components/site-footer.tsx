import {
  ActionIcon,
  Container,
  Divider,
  Group,
  Stack,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconMoonStars,
  IconSun,
  type TablerIcon,
} from '@tabler/icons-react';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { socialLinks, type SocialNetwork } from '@/config/social-links';

const iconByNetwork: Record<SocialNetwork, TablerIcon> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  x: IconBrandX,
  tiktok: IconBrandTiktok,
};

/** SPEC.md's light/dark toggle; the colour scheme manager keeps it in local storage. */
function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('dark') === 'dark';
  const label = isDark ? 'Switch to light mode' : 'Switch to dark mode';
  // The browser's own tooltip (`title`): Mantine's Tooltip brings floating-ui (15 KB) into
  // the landing page's first load for this one button.
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <IconSun size={20} stroke={1.6} /> : <IconMoonStars size={20} stroke={1.6} />}
    </ActionIcon>
  );
}

/** The footer of the landing page and the platform: name, tagline, social links, light/dark. */
export function SiteFooter() {
  return (
    <Container size="lg" component="footer" w="100%" py="lg">
      <Divider mb="lg" />
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={0}>
          <Text fw={800}>{env.appTitle}</Text>
          {/* On the tagline's line, not one of its own: the footer is on every page, and the
              workspace's sections are kept within two screens. */}
          <Text c="dimmed" size="sm">
            your ticketing paradise · © {new Date().getFullYear()} ·{' '}
            {/* A plain link: the landing page starts without the router. */}
            <Text component="a" href={paths.myData.getHref()} inherit td="underline">
              Your data
            </Text>
          </Text>
        </Stack>
        <Group gap={4} component="nav" aria-label="Social media">
          {socialLinks.map(({ network, label, href }) => {
            const NetworkIcon = iconByNetwork[network];
            return (
              <ActionIcon
                key={network}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                size="lg"
                radius="xl"
                aria-label={`${env.appTitle} on ${label}`}
              >
                <NetworkIcon size={20} stroke={1.6} />
              </ActionIcon>
            );
          })}
          <ColorSchemeToggle />
        </Group>
      </Group>
    </Container>
  );
}
