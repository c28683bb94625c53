import type { IssuerDetails } from '../../contract/legal-details';
import type { Services } from '../common/services';

/**
 * The platform as its documents name it where nothing is configured (tests, a new checkout of
 * the code): an obvious placeholder, which PLATFORM_LEGAL_NAME and PLATFORM_ADDRESS replace.
 */
export const defaultPlatformIssuer: IssuerDetails = {
  legalName: 'Your Ticketing Paradise (Pty) Ltd',
  address: '1 Example Street\nCape Town\n8001\nSouth Africa',
};

/**
 * The platform's own legal details (PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS,
 * PLATFORM_VAT_NUMBER): the issuer of its fee invoices and of the service fee on a buyer's
 * receipt. The one place use cases read them from.
 */
export function platformIssuerDetails(
  services: Partial<Pick<Services, 'platformIssuer'>>,
): IssuerDetails {
  return services.platformIssuer ?? defaultPlatformIssuer;
}
