import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createEvent } from '../app/events/create-event';
import { decideApproval } from '../app/moderation/decide-approval';
import type { Services } from '../app/common/services';
import { firebaseAppName } from '../config/services';
import { blobPaths, paths } from '../paths';
import { renderDemoBanner } from './demo-banner';
import { bannerVariantKey, makeBannerVariants } from '../app/events/banner-variants';

export const demoAccounts = {
  admin: {
    email: 'admin@example.com',
    password: 'paradise-admin',
    firstName: 'Ada',
    lastName: 'Admin',
  },
  organiser: {
    email: 'organiser@example.com',
    password: 'paradise-organiser',
    firstName: 'Olu',
    lastName: 'Organiser',
  },
} as const;

type DemoAccount = (typeof demoAccounts)[keyof typeof demoAccounts];

async function ensureAccount(services: Services, account: DemoAccount): Promise<string> {
  const auth = getAuth(getApp(firebaseAppName));
  const existingUid = await services.identity.findUidByEmail(account.email);
  const uid =
    existingUid ??
    (
      await auth.createUser({
        email: account.email,
        password: account.password,
        emailVerified: true,
        displayName: `${account.firstName} ${account.lastName}`,
      })
    ).uid;
  await services.docs.set(
    paths.user(uid),
    {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      gender: 'Female',
      dob: '1990-01-01',
      country: 'South Africa',
      state: 'Gauteng',
      started: false,
    },
    { merge: true },
  );
  return uid;
}

/** Demo data for the first `npm start`: an administrator, an organiser and an approved event. */
export async function seedDemoData(services: Services): Promise<{ eventId: string }> {
  const adminUid = await ensureAccount(services, demoAccounts.admin);
  await services.identity.setAdmin(adminUid, true);
  const organiserUid = await ensureAccount(services, demoAccounts.organiser);

  const startsAt = new Date(services.clock.now().getTime() + 30 * 24 * 3600 * 1000);
  startsAt.setUTCHours(15, 0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 5 * 3600 * 1000);
  const event = await createEvent({
    services,
    ownerUid: organiserUid,
    input: {
      name: 'Sunset Sessions on the Lawn',
      description:
        'An evening of live music, food trucks and fairy lights at Zoo Lake. Bring a blanket, bring your friends, and stay for the sunset encore.',
      locationText: 'Zoo Lake, Johannesburg, South Africa',
      location: { lat: -26.1588, lng: 28.0303 },
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      timeZone: 'Africa/Johannesburg',
      feeMode: 'absorbed',
      types: [
        {
          name: 'General admission',
          price: 15000,
          currency: 'ZAR',
          capacity: 500,
          maxPerOrder: 10,
        },
        { name: 'VIP lounge', price: 45000, currency: 'ZAR', capacity: 50, maxPerOrder: 4 },
      ],
    },
  });

  const bannerPath = blobPaths.eventBanner(event.id, services.docs.newId());
  const banner = await renderDemoBanner('Sunset Sessions');
  await services.blobs.put(bannerPath, banner, 'image/jpeg');
  const variants = await makeBannerVariants(services.blobs, bannerPath, banner);
  await services.docs.update(paths.event(event.id), {
    imageSrc: bannerPath,
    bannerVariants: { [bannerVariantKey(bannerPath)]: variants },
    imageUpdatedAt: services.clock.now().toISOString(),
  });
  await decideApproval({
    services,
    eventId: event.id,
    decision: { approved: true },
    adminUid,
  });
  return { eventId: event.id };
}
