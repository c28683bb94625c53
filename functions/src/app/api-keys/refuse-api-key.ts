import type { Viewer } from '../../domain/approval';
import { AppError } from '../common/app-error';

/**
 * A key never makes, lists or revokes keys, whatever its role: http/api-key-policy.ts keeps
 * keys off these routes, and the use cases say so again in case a route is ever let through.
 */
export function refuseApiKey(viewer: Viewer): void {
  if (viewer?.apiKey) {
    throw new AppError(
      'forbidden',
      'API keys cannot manage API keys: sign in as an owner or admin',
    );
  }
}
