import type { Request } from 'express';
import { notFound } from '../app/common/app-error';
import type { Services } from '../app/common/services';
import { openDataLink, type OpenedDataLink } from '../app/personal-data/open-data-link';
import { dataLinkPathParams, dataLinkToken, dataLinkTokenHeader } from '../contract/personal-data';
import { parseOrThrow } from './validate';

/**
 * The emailed data link a request opens (`/api/my-data/{linkId}/…` with the secret in the
 * `X-Data-Link-Token` header, never in the address, so no log keeps it): every route a link
 * opens asks this one check. A missing or malformed secret is a link that does not work, as a
 * wrong one is (404); an expired link is a 410.
 */
export async function dataLinkOf(
  services: Pick<Services, 'docs' | 'clock'>,
  req: Request,
): Promise<OpenedDataLink> {
  const { linkId } = parseOrThrow(dataLinkPathParams, req.params);
  const token = dataLinkToken.safeParse(req.get(dataLinkTokenHeader) ?? '');
  if (!token.success) throw notFound('Link');
  return openDataLink({ services, linkId, token: token.data });
}
