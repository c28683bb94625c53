import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useOrganisationDetails } from '@/features/team/api/organisation-api';
import { allowedSitesAnchor } from '@/features/team/components/allowed-sites-anchor';
import { CopyableLink } from '../components/copyable-link';
import { TitledCard } from '../components/titled-card';

/** The organisation's list of sites, in the Team page's Details tab. */
const sitesHref = `${paths.platform.team.getHref()}?tab=details#${allowedSitesAnchor}`;

/**
 * The widget's snippet for the organiser's own site (`/widget.js` with the event's id), ready
 * to copy, and which sites it works on: the organisation's allowed sites, or a note that it
 * lists none yet (the button then only says it cannot sell here), with the way to list them.
 */
export function SellOnYourSiteCard({
  eventId,
  orgId,
  isApproved,
}: {
  eventId: string;
  orgId: string | undefined;
  isApproved: boolean;
}) {
  const snippet = `<script src="${window.location.origin}/widget.js" data-event="${eventId}"></script>`;
  return (
    <TitledCard title="Sell on your website">
      <Text size="sm">
        Paste this into your site&apos;s page where a &ldquo;Buy tickets&rdquo; button should be:
        buyers pay without leaving your site.
      </Text>
      <CopyableLink
        label="Snippet for your page"
        link={snippet}
        copyLabel="Copy snippet"
        copiedFor={2000}
      />
      {orgId ? <SitesNote orgId={orgId} /> : <NoSitesNote />}
      {!isApproved && (
        <Text size="xs" c="dimmed">
          The button sells once the event is approved.
        </Text>
      )}
    </TitledCard>
  );
}

function SitesNote({ orgId }: { orgId: string }) {
  const details = useOrganisationDetails(orgId);
  if (!details.data) return null;
  const sites = details.data.allowedOrigins;
  if (sites.length === 0) return <NoSitesNote />;
  return (
    <Text size="xs" c="dimmed">
      It works on {sites.join(', ')}.{' '}
      <Anchor component={Link} to={sitesHref} size="xs">
        Change the sites
      </Anchor>
    </Text>
  );
}

function NoSitesNote() {
  return (
    <Alert color="yellow" variant="light" title="No site may show it yet">
      <Text size="sm">
        List your site&apos;s address (such as https://example.org) among{' '}
        <Anchor component={Link} to={sitesHref}>
          your organisation&apos;s sites
        </Anchor>
        ; until then the button says tickets are not sold there.
      </Text>
    </Alert>
  );
}
