import type { IssuerDetails } from '../../contract/legal-details';
import type { OrganisationRecord } from '../organisations/organisation-records';

/**
 * A party as a document names it: the platform or an organisation with its legal details, or
 * an organisation that gave none by its name alone. Kept on an issued document as it was then:
 * details changed later never change a document already issued.
 */
export type DocumentParty = Pick<IssuerDetails, 'legalName'> &
  Partial<Pick<IssuerDetails, 'address' | 'vatNumber'>>;

/** The organisation as its documents name it: its legal details if it gave them, else its name. */
export function organisationParty(
  organisation: Pick<OrganisationRecord, 'name' | 'legal'> | undefined,
  nameWithout: string,
): DocumentParty {
  const legal = organisation?.legal;
  if (!legal) return { legalName: organisation?.name ?? nameWithout };
  return {
    legalName: legal.legalName,
    address: legal.address,
    ...(legal.vatNumber ? { vatNumber: legal.vatNumber } : {}),
  };
}

/** The lines a document prints for a party: name, address, VAT number. */
export function partyLines(party: DocumentParty): string[] {
  return [
    party.legalName,
    ...(party.address ?? '').split('\n').filter(Boolean),
    ...(party.vatNumber ? [`VAT number ${party.vatNumber}`] : []),
  ];
}
