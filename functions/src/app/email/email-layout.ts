/*
 * The one layout of the platform's emails (issue 23): tickets, refunds, cancellations and
 * approvals. MJML turns it into the nested tables mail clients need, one column that narrows
 * to the screen; the dark-mode rules below repaint it where the client honours them.
 */
import { escapeHtml } from '../../domain/escape-html';
import { linkifiedHtml } from '../../domain/linkify';

/** A line of label and value; with `href`, the value links there. */
export type EmailFact = { label: string; value: string; href?: string; linkText?: string };

/** A ticket as the email shows it: its QR code is the attachment named `qrContentId`. */
export type EmailTicket = {
  title: string;
  holder: string;
  qrContentId: string;
  qrAlt: string;
  href: string;
  /** Links beside "Open this ticket" (a reminder's wallet buttons). */
  links?: Array<{ label: string; href: string }>;
};

export type EmailBlock =
  | { kind: 'text'; text: string; muted?: boolean }
  /** Someone's own words: escaped, each web address in it a link. */
  | { kind: 'linked-text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; facts: EmailFact[] }
  | { kind: 'tickets'; tickets: EmailTicket[] }
  | { kind: 'button'; label: string; href: string };

export type EmailContent = {
  /** What inboxes show after the subject. */
  preview: string;
  title: string;
  blocks: EmailBlock[];
  /** Small print under the card: who sent it and why. */
  footer: string[];
  /** Links under the small print (unsubscribing). */
  footerLinks?: Array<{ label: string; href: string }>;
};

const colors = {
  page: '#f1f3f5',
  card: '#ffffff',
  ink: '#1f2328',
  muted: '#5c6370',
  brand: '#6b2fd6',
  rule: '#e3e6ea',
};

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Line breaks in a value stay line breaks. */
const paragraph = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br />');

function factsBlock(facts: EmailFact[]): string {
  const rows = facts
    .map(({ label, value, href, linkText }) => {
      const link = href
        ? `<br /><a class="tp-link" href="${escapeHtml(href)}" style="color:${colors.brand};">${escapeHtml(linkText ?? href)}</a>`
        : '';
      return `<tr>
  <td class="tp-muted" style="padding:6px 12px 6px 0;vertical-align:top;width:34%;color:${colors.muted};font-size:14px;">${escapeHtml(label)}</td>
  <td class="tp-ink" style="padding:6px 0;vertical-align:top;color:${colors.ink};font-size:15px;font-weight:600;">${paragraph(value)}${link}</td>
</tr>`;
    })
    .join('\n');
  return `<mj-table padding="4px 24px" css-class="tp-table" font-family="${font}">${rows}</mj-table>`;
}

function ticketBlock(ticket: EmailTicket): string {
  return `<mj-section padding="8px 24px">
  <mj-column border="1px solid ${colors.rule}" border-radius="12px" padding="16px 0" css-class="tp-ticket">
    <mj-text align="center" font-size="17px" font-weight="700" padding="0 16px 4px" css-class="tp-ink">${escapeHtml(ticket.title)}</mj-text>
    <mj-text align="center" font-size="14px" padding="0 16px 12px" css-class="tp-muted" color="${colors.muted}">${escapeHtml(ticket.holder)}</mj-text>
    <mj-image src="cid:${escapeHtml(ticket.qrContentId)}" alt="${escapeHtml(ticket.qrAlt)}" width="240px" padding="0 16px" css-class="tp-qr" />
    <mj-text align="center" font-size="14px" padding="12px 16px 0">${[{ label: 'Open this ticket', href: ticket.href }, ...(ticket.links ?? [])].map((link) => `<a class="tp-link" href="${escapeHtml(link.href)}" style="color:${colors.brand};font-weight:600;">${escapeHtml(link.label)}</a>`).join(' &nbsp;·&nbsp; ')}</mj-text>
  </mj-column>
</mj-section>`;
}

/** Blocks that sit in the card's single column, grouped so a ticket can break out as its own. */
function blockMjml(block: EmailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<mj-text padding="6px 24px" ${block.muted ? `color="${colors.muted}" css-class="tp-muted" font-size="14px"` : 'css-class="tp-ink"'}>${paragraph(block.text)}</mj-text>`;
    case 'linked-text':
      return `<mj-text padding="6px 24px" css-class="tp-ink">${linkifiedHtml(block.text, { style: `color:${colors.brand};`, className: 'tp-link' })}</mj-text>`;
    case 'heading':
      return `<mj-text padding="18px 24px 2px" font-size="13px" font-weight="700" letter-spacing="0.06em" text-transform="uppercase" color="${colors.muted}" css-class="tp-muted">${escapeHtml(block.text)}</mj-text>`;
    case 'facts':
      return factsBlock(block.facts);
    case 'button':
      return `<mj-button href="${escapeHtml(block.href)}" background-color="${colors.brand}" color="#ffffff" border-radius="8px" font-weight="600" padding="14px 24px" inner-padding="12px 22px">${escapeHtml(block.label)}</mj-button>`;
    case 'tickets':
      return '';
  }
}

/** The card: consecutive column blocks share a section; each ticket is a bordered section. */
function cardMjml(blocks: EmailBlock[]): string {
  const parts: string[] = [];
  let column: string[] = [];
  const flush = () => {
    if (column.length === 0) return;
    parts.push(`<mj-section padding="0"><mj-column>${column.join('\n')}</mj-column></mj-section>`);
    column = [];
  };
  for (const block of blocks) {
    if (block.kind === 'tickets') {
      flush();
      parts.push(...block.tickets.map(ticketBlock));
    } else {
      column.push(blockMjml(block));
    }
  }
  flush();
  return parts.join('\n');
}

// Clients that honour prefers-color-scheme (Apple Mail, iOS, some Outlooks) repaint with
// these; the others invert colours themselves or keep the light layout. The QR code keeps
// its white ground either way: scanners need dark modules on light.
const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .tp-page, .tp-page > div { background-color: #101113 !important; }
  .tp-card, .tp-card > table { background-color: #1a1b1e !important; }
  .tp-ticket td { border-color: #4a4d55 !important; }
  .tp-ink div, .tp-table td.tp-ink { color: #f1f3f5 !important; }
  .tp-muted div, .tp-table td.tp-muted, .tp-footer div { color: #a6a7ab !important; }
  .tp-brand div, .tp-link { color: #b197fc !important; }
}
/* Narrower than the card: a gutter keeps its rounded corners off the screen's edges. */
@media (max-width: 632px) {
  .tp-card { margin: 0 12px !important; }
}
/* A narrow screen puts each label above its value, so neither is squeezed. */
@media (max-width: 480px) {
  .tp-table td { display: block !important; width: auto !important; }
  .tp-table td.tp-muted { padding: 8px 0 0 !important; }
  .tp-table td.tp-ink { padding: 0 0 4px !important; }
}`;

/** The email as HTML, ready for `MailMessage.html`. */
export async function renderEmailHtml(content: EmailContent): Promise<string> {
  const mjml = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(content.title)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-attributes>
      <mj-all font-family="${font}" />
      <mj-text color="${colors.ink}" font-size="16px" line-height="1.5" />
    </mj-attributes>
    <mj-style>${darkModeCss}</mj-style>
  </mj-head>
  <mj-body background-color="${colors.page}" width="600px" css-class="tp-page">
    <mj-section padding="24px 16px 12px">
      <mj-column>
        <mj-text align="center" font-size="18px" font-weight="800" color="${colors.brand}" css-class="tp-brand">Ticketing Paradise</mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper background-color="${colors.card}" border-radius="16px" padding="20px 0 24px" css-class="tp-card">
      <mj-section padding="0"><mj-column>
        <mj-text padding="4px 24px 8px" font-size="24px" font-weight="800" line-height="1.25" css-class="tp-ink">${escapeHtml(content.title)}</mj-text>
      </mj-column></mj-section>
      ${cardMjml(content.blocks)}
    </mj-wrapper>
    <mj-section padding="16px 24px 32px">
      <mj-column>
        ${content.footer.map((line) => `<mj-text align="center" font-size="13px" color="${colors.muted}" padding="2px 0" css-class="tp-footer">${paragraph(line)}</mj-text>`).join('\n')}
        ${(content.footerLinks ?? []).map((link) => `<mj-text align="center" font-size="13px" padding="6px 0 0"><a class="tp-link" href="${escapeHtml(link.href)}" style="color:${colors.brand};">${escapeHtml(link.label)}</a></mj-text>`).join('\n')}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // Loaded when first needed: MJML would add about 0.8 s to every instance's cold start.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(mjml, {
    // No web fonts: the system's own read well, and a remote stylesheet would tell a font
    // host who opened the mail.
    fonts: {},
    validationLevel: 'strict',
    keepComments: false,
  });
  if (errors.length > 0)
    throw new Error(`Email layout: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}
