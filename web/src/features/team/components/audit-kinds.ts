import type { AuditKind } from '@contract/organisations';

/** Each kind of audit entry as the filter and the entries name it. */
export const auditKindLabels: Record<AuditKind, string> = {
  'member.invited': 'Invitation sent',
  'invitation.resent': 'Invitation sent again',
  'invitation.revoked': 'Invitation withdrawn',
  'member.joined': 'Member joined',
  'member.changed': 'Role changed',
  'member.removed': 'Member removed',
  'event.edited': 'Event edited',
  'event.cancelled': 'Event cancelled',
  'event.deleted': 'Event deleted',
  'promo_code.created': 'Promo code created',
  'promo_code.changed': 'Promo code changed',
  'message.sent': 'Message to attendees',
  'message.cancelled': 'Message cancelled',
  'refund.made': 'Refund',
  'refund_request.declined': 'Refund request declined',
  'payout.approved': 'Payout approved',
  'payout_account.changed': 'Payout account changed',
  'organisation.changed': 'Organisation changed',
  'two_step.changed': 'Two-step sign-in required or not',
  'webhook.created': 'Webhook endpoint added',
  'webhook.changed': 'Webhook endpoint changed',
  'webhook.deleted': 'Webhook endpoint deleted',
  'webhook.secret_rotated': 'Webhook secret rotated',
  'webhook.switched_off': 'Webhook endpoint switched off',
};
