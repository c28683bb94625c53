import { deviceAuthScheme } from '../../contract/check-in';
import type { RouteDescription } from './route-description';

/** The three ways a caller proves who it is (docs/api.md, Authentication). */
export const securitySchemes = {
  idToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'Firebase ID token',
    description:
      'A Firebase ID token of the signed-in person (an anonymous session’s where buyers may call): `Authorization: Bearer <ID token>`.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'tp_live_… API key',
    description:
      'An organisation’s API key, made by its owners and admins: `Authorization: Bearer tp_live_…` (`tp_test_…` locally). The key acts with its role, limited to its events where it has any; every use is rate-limited per key (429 with `Retry-After`).',
  },
  doorDevice: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: `A door device's link, for its event's check-in only: \`Authorization: ${deviceAuthScheme} {deviceId}.{secret}\` (the part after \`#\` of the link the organiser made).`,
  },
} as const;

/** The operation's `security`: each way that works, or none (`[]`); `{}` where none is needed too. */
export function securityOf(route: RouteDescription, apiKey: boolean): Record<string, string[]>[] {
  if (route.auth === 'none') return [];
  return [
    ...(route.auth === 'optionalIdToken' ? [{}] : []),
    { idToken: [] },
    ...(apiKey ? [{ apiKey: [] }] : []),
    ...(route.doorDevice ? [{ doorDevice: [] }] : []),
  ];
}
