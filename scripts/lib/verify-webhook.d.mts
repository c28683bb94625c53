export function verifyWebhook(
  body: string,
  header: string | undefined,
  secret: string,
  options?: { toleranceSeconds?: number; nowSeconds?: number },
): boolean;
