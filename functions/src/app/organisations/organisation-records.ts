import type { LegalDetails } from '../../contract/legal-details';
import type { TeamRole } from '../../contract/team-roles';
import type { DocData } from '../../ports/doc-store';

/** `organisations/{orgId}`: a team that sells events together. */
export type OrganisationRecord = DocData & {
  name: string;
  /** Unique and lower-case, for the organisation's public page; claimed in organisationSlugs. */
  slug: string;
  /** Set on the organisation each organiser gets the first time they need one. */
  personalOf?: string;
  /**
   * Whether money actions for it (refunds, its events' money and statements, its payout
   * accounts) need the second sign-in step (app/two-step), as its owners chose.
   */
  twoStepRequired?: boolean;
  /** The logo's blob (`organisations/{orgId}/logos/{version}`) and the version URLs name. */
  logoPath?: string;
  logoVersion?: string;
  /** The sites whose pages may frame its events (the widget's `frame-ancestors`); unset: none. */
  allowedOrigins?: string[];
  /** A few lines about it, plain text, for its public page (`/o/{slug}`); unset: none. */
  about?: string;
  /**
   * The event types at least one of its enabled webhook endpoints asks for, kept with them
   * (app/webhooks/webhook-types.ts): a use case stages an event only of a type named here.
   */
  webhookTypes?: string[];
  /**
   * The name, address and VAT terms its buyers' documents show (issue 42); each order keeps
   * what its receipt showed when it was paid, so a change reaches later sales only.
   */
  legal?: LegalDetails;
  createdAt: string;
  updatedAt: string;
};

/** `memberships/{orgId}~{uid}`: a person's role in an organisation, read on every request. */
export type MembershipRecord = DocData & {
  orgId: string;
  uid: string;
  role: TeamRole;
  /** The events a member other than an owner is limited to; unset or null: all of them. */
  eventIds?: string[] | null;
  addedAt: string;
};

/** `organisationSlugs/{slug}`: the organisation a slug belongs to. */
export type OrganisationSlugRecord = DocData & { orgId: string };
