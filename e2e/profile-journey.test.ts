import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { markEmailVerified, signIn, uniqueEmail } from '../tests/support/auth-emulator';
import sharp from 'sharp';
import { checkBothWidths, tabTo } from './support/accessibility';
import { baseUrl, pagesForTheseTests, shows } from './support/browser';

const newPage = pagesForTheseTests();

/** A portrait-like JPEG with shapes, so a screenshot shows where the crop landed. */
async function portraitJpeg(width = 900, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2b5876"/><stop offset="1" stop-color="#f28c18"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="${height * 0.18}" fill="#ffd9b3"/>
    <rect x="${width / 2 - height * 0.25}" y="${height * 0.62}" width="${height * 0.5}"
      height="${height * 0.4}" rx="${height * 0.12}" fill="#6a1b9a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const desktop = { width: 1280, height: 800 };

/**
 * Signs up in the browser and verifies the email (through the emulator, as opening the link
 * does): the platform lets verified accounts only in. The confirm page notices and leads on.
 */
async function signUpInBrowser(label: string, password: string): Promise<Page> {
  const page = await newPage({ viewport: desktop });
  const email = uniqueEmail(label);
  await page.goto(`${baseUrl()}/user-flow/sign-up`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/user-flow/sign-up-confirm');
  await markEmailVerified((await signIn(email, password)).uid);
  await shows(page.getByRole('heading', { name: 'You are verified!' }));
  return page;
}

const isChosen = async (page: Page, theme: string) =>
  (await page.getByRole('radio', { name: theme }).getAttribute('aria-checked')) === 'true';

const colorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

describe('the profile journey', () => {
  it('fills the profile, uploads a cropped photo and keeps a chosen theme across reloads', async () => {
    const page = await signUpInBrowser('profile', 'profile-journey-2026');

    await page.goto(`${baseUrl()}/platform/profile`);
    await shows(page.getByRole('heading', { name: 'Profile', level: 1 }));
    await shows(page.getByLabel('No profile photo yet'));
    expect(await page.getByLabel('Country').inputValue()).toBe('');
    expect(await page.getByLabel('Country').getAttribute('placeholder')).toBe('Not known yet');
    await checkBothWidths(page, 'profile-journey-empty-profile', desktop);

    await page.getByRole('button', { name: 'Update' }).click();
    await shows(page.getByText('First name is required'));

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    // A radio group is one stop (its first choice while none is chosen); Space chooses.
    await tabTo(page, page.getByRole('radio', { name: 'Female' }), { ring: false });
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await page.getByLabel('Date of birth').fill('1990-04-23');
    // The main action with the keyboard: a focus ring on Update, and Enter saves.
    await tabTo(page, page.getByRole('button', { name: 'Update' }));
    await page.keyboard.press('Enter');
    await shows(page.getByRole('status').getByText('Updated'));
    await checkBothWidths(page, 'profile-journey-updated', desktop);
    await shows(page.getByRole('heading', { name: 'Ada Lovelace' }));

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Ada Lovelace' }));
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1990-04-23');
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Edit profile photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile Photo' });
    await shows(dialog);
    await dialog.getByLabel('Photo file').setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: await portraitJpeg(),
    });
    const cropArea = dialog.getByRole('group', { name: 'Crop area' });
    await shows(cropArea);
    await cropArea.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
    await checkBothWidths(page, 'profile-journey-photo-crop', desktop);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await shows(dialog.getByRole('img', { name: 'Preview of the cropped photo' }));
    await checkBothWidths(page, 'profile-journey-photo-preview', desktop);
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    const avatar = page.getByRole('img', { name: 'Profile photo of Ada Lovelace' });
    await shows(avatar);
    expect(await avatar.getAttribute('src')).toMatch(/\/api\/users\/[^/]+\/photo\?v=/);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>(
        'img[alt="Profile photo of Ada Lovelace"]',
      );
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    const cachedPhoto = await page.evaluate(() =>
      Object.keys(localStorage).find((key) => /^images\/[^/]+\/profile$/.test(key)),
    );
    expect(cachedPhoto).toBeDefined();
    await checkBothWidths(page, 'profile-journey-profile', desktop);

    await page.goto(`${baseUrl()}/platform/themes`);
    await shows(page.getByRole('heading', { name: 'Themes', level: 1 }));
    expect(await page.getByRole('radio').count()).toBe(32);
    expect(await isChosen(page, 'Halloween')).toBe(true);
    expect(await colorScheme(page)).toBe('dark');
    await checkBothWidths(page, 'profile-journey-themes-halloween', desktop);

    await page.getByRole('radio', { name: 'Nord' }).click();
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Themes', level: 1 }));
    expect(await isChosen(page, 'Nord')).toBe(true);
    expect(await colorScheme(page)).toBe('light');
    expect(
      await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('isdark')]),
    ).toEqual(['nord', 'false']);
    await checkBothWidths(page, 'profile-journey-themes-nord', desktop);

    await page.goto(`${baseUrl()}/platform/settings`);
    await shows(page.getByRole('heading', { name: 'Settings', level: 1 }));
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Settings', level: 1 }));
    expect(await page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true);
    expect(await colorScheme(page)).toBe('dark');
    expect(await page.getByRole('combobox', { name: 'Theme' }).inputValue()).toBe('Nord');
    await checkBothWidths(page, 'profile-journey-settings', desktop);
  });

  it('changes the password, then deletes the account and leaves', async () => {
    const page = await signUpInBrowser('leaver', 'first-password-1');
    await page.goto(`${baseUrl()}/platform/settings`);
    const password = page.getByRole('region', { name: 'Password' });
    await shows(password);

    await password.getByLabel(/^Current password/).fill('not-my-password');
    await password.getByLabel(/^New password/).fill('second-password-2');
    await password.getByLabel(/^Confirm new password/).fill('second-password-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await shows(password.getByText('The current password is not right').first());
    await shows(password.getByText(/Error: auth\//));
    await checkBothWidths(page, 'profile-journey-password-error', desktop);

    await password.getByLabel(/^Current password/).fill('first-password-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await shows(password.getByText('Password changed'));

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await dialog.getByLabel('Type "delete" to confirm').fill('delete');
    // A full-page shot of a scrolled page draws the fixed header mid-page; start at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkBothWidths(page, 'profile-journey-delete-account', desktop);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await shows(page.getByText('Your account is deleted'));

    await page.goto(`${baseUrl()}/platform/profile`);
    await page.waitForURL('**/user-flow/login**');
  });
});
