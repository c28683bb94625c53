/**
 * A ticket's QR code as a PNG, for the email (inline) and the PDF: level M as the ticket page
 * draws it, with the standard quiet zone of 4 modules, which paper and dark mail need.
 */
export async function ticketQrPng(qrPayload: string): Promise<Uint8Array> {
  // Loaded when first needed, as the other email and PDF libraries: not on every cold start.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(qrPayload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 400,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}
