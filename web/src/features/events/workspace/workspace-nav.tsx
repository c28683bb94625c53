import { Box, NavLink, Select } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { EventWithTypes } from '@contract/events';
import { sectionOf, sectionsFor } from './sections';

/** The sections down the side, at desktop widths; the one shown is the current page. */
export function SectionNav({ event }: { event: EventWithTypes }) {
  const current = sectionOf(useLocation().pathname);
  const eventId = event.id;
  return (
    <Box
      component="nav"
      aria-label="Event sections"
      w={220}
      visibleFrom="md"
      style={{ flexShrink: 0 }}
    >
      {sectionsFor(event).map((section) => {
        const isCurrent = section.slug === current.slug;
        return (
          <NavLink
            key={section.slug}
            component={Link}
            to={paths.platform.event.getHref(eventId, section.slug)}
            label={section.label}
            leftSection={<section.icon size={18} stroke={1.6} aria-hidden />}
            active={isCurrent}
            aria-current={isCurrent ? 'page' : undefined}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Box>
  );
}

/** Overview's value in the menu (its address has no section). */
const overview = 'overview';

/** The sections as one menu on a phone, where a side navigation does not fit. */
export function SectionMenu({ event }: { event: EventWithTypes }) {
  const current = sectionOf(useLocation().pathname);
  const eventId = event.id;
  const navigate = useNavigate();
  return (
    <Box hiddenFrom="md">
      <Select
        label="Section"
        data={sectionsFor(event).map(({ slug, label }) => ({ value: slug || overview, label }))}
        value={current.slug || overview}
        allowDeselect={false}
        onChange={(value) => {
          if (value === null) return;
          navigate(paths.platform.event.getHref(eventId, value === overview ? '' : value));
        }}
      />
    </Box>
  );
}
