import sharp from 'sharp';

/** A festive 1200x600 banner drawn from SVG, so the demo event needs no image file. */
export async function renderDemoBanner(title: string): Promise<Buffer> {
  const bubbles = Array.from({ length: 18 }, (_, index) => {
    const x = (index * 137) % 1200;
    const y = (index * 89) % 600;
    const r = 20 + ((index * 53) % 70);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.12"/>`;
  }).join('');
  const svg = `
    <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stop-color="#ff7a18"/>
          <stop offset="55%" stop-color="#d6246e"/>
          <stop offset="100%" stop-color="#3a1c71"/>
        </linearGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#sky)"/>
      ${bubbles}
      <circle cx="960" cy="430" r="150" fill="#ffd166" opacity="0.85"/>
      <text x="80" y="330" font-family="sans-serif" font-size="72" font-weight="700" fill="#ffffff">${title}</text>
    </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
