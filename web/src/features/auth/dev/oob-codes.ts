import { z } from 'zod';
import { paths } from '@/config/paths';

/** The Auth emulator's list of out-of-band codes (the links its "emails" would contain). */
const oobCodesAnswer = z.object({
  oobCodes: z.array(
    z.object({
      email: z.string(),
      oobCode: z.string(),
      requestType: z.string(),
    }),
  ),
});
export type OobCode = z.infer<typeof oobCodesAnswer>['oobCodes'][number];

export type LocalEmailKind = 'verify-email' | 'reset-password';

const requestTypeByKind: Record<LocalEmailKind, string> = {
  'verify-email': 'VERIFY_EMAIL',
  'reset-password': 'PASSWORD_RESET',
};

/**
 * The newest code of that kind for that address. The emulator lists codes in the order it
 * issued them, so the newest is the last match; emails compare without case, as Auth does.
 */
export function pickNewestCode(
  codes: readonly OobCode[],
  { email, kind }: { email: string; kind: LocalEmailKind },
): string | null {
  const wanted = email.trim().toLowerCase();
  const matches = codes.filter(
    (code) => code.requestType === requestTypeByKind[kind] && code.email.toLowerCase() === wanted,
  );
  return matches.at(-1)?.oobCode ?? null;
}

/** Our own page for the code, the one the email's link leads to in production. */
export function localLinkFor(kind: LocalEmailKind, oobCode: string): string {
  return kind === 'verify-email'
    ? paths.userFlow.emailVerified.getHref(oobCode)
    : paths.userFlow.resetPassword.getHref(oobCode);
}

export async function fetchOobCodes({
  emulatorUrl,
  projectId,
  fetchFn = fetch,
}: {
  emulatorUrl: string;
  projectId: string;
  fetchFn?: typeof fetch;
}): Promise<OobCode[]> {
  const base = emulatorUrl.replace(/\/+$/, '');
  const response = await fetchFn(
    `${base}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`,
  );
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status}`);
  return oobCodesAnswer.parse(await response.json()).oobCodes;
}
