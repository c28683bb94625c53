/** Where the product lives on social media; the footer shows one icon link per entry. */
export type SocialNetwork = 'instagram' | 'facebook' | 'x' | 'tiktok';

export type SocialLink = { network: SocialNetwork; label: string; href: string };

export const socialLinks: readonly SocialLink[] = [
  {
    network: 'instagram',
    label: 'Instagram',
    href: 'https://www.instagram.com/ticketingparadise',
  },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/ticketingparadise' },
  { network: 'x', label: 'X', href: 'https://x.com/ticketparadise' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@ticketingparadise' },
];
