import type { Services } from './services';

/**
 * What a use case takes: one options object with the ports it needs from `Services` (and no
 * more, so a test builds only those) beside its own inputs, e.g.
 * `UseCaseOptions<'docs' | 'clock', { eventId: string; viewer: Viewer }>`.
 */
export type UseCaseOptions<Ports extends keyof Services, Input = unknown> = {
  services: Pick<Services, Ports>;
} & Input;
