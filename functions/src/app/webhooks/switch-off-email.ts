import { sendLinkEmail } from '../email/link-email';
import { ownersOf } from '../organisations/owners';
import type { OrganisationRecord } from '../organisations/organisation-records';
import type { Services } from '../common/services';
import { paths } from '../../paths';
import type { WebhookEndpointRecord } from './webhook-records';

/**
 * Tells the organisation's owners that an endpoint was switched off after failing for 24
 * hours: once, as the email's key is the endpoint and the moment it was switched off.
 */
export async function emailOwnersOfSwitchOff(
  services: Pick<Services, 'docs' | 'identity' | 'mailer' | 'publicBaseUrl'>,
  {
    orgId,
    endpointId,
    endpoint,
  }: { orgId: string; endpointId: string; endpoint: WebhookEndpointRecord },
): Promise<void> {
  const organisation = (await services.docs.get<OrganisationRecord>(paths.organisation(orgId)))
    .data;
  const name = organisation?.name ?? 'your organisation';
  for (const owner of await ownersOf(services, orgId)) {
    await sendLinkEmail(services.mailer, {
      to: owner.email,
      subject: `A webhook endpoint of ${name} was switched off`,
      paragraphs: [
        `Every delivery to ${endpoint.url} has failed for 24 hours, so we switched the endpoint off and send it nothing more.`,
        'Once your receiver answers again, switch the endpoint back on in Integrations; each failed delivery can be sent again from its log.',
      ],
      facts: [
        { label: 'Endpoint', value: endpoint.url },
        ...(endpoint.description ? [{ label: 'Description', value: endpoint.description }] : []),
        { label: 'Failing since', value: endpoint.failingSince ?? endpoint.switchedOffAt ?? '' },
      ],
      action: {
        label: 'Open Integrations',
        href: `${services.publicBaseUrl}/platform/integrations`,
      },
      ignoreNote: 'If you no longer need this endpoint, you can delete it there.',
      onBehalfOf: name,
      idempotencyKey: `webhook-switched-off:${orgId}:${endpointId}:${endpoint.switchedOffAt ?? ''}`,
    });
  }
}
