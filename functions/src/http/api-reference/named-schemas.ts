import { attendeeDetailsView } from '../../contract/attendee-details';
import { beginTransactionResponse } from '../../contract/checkout';
import { checkInDevice, scanAnswer } from '../../contract/check-in';
import { moneySummary } from '../../contract/event-money';
import { eventSummary, geoPoint } from '../../contract/event-summary';
import { eventWithTypes, feeSchedule, publicEvent, ticketTypeView } from '../../contract/events';
import { listedEvent } from '../../contract/listing';
import { messageAudience, messageView } from '../../contract/messages';
import { attendee, orderRow } from '../../contract/orders';
import { invitationView, memberView, organisationDetails } from '../../contract/organisations';
import { payoutReadinessView } from '../../contract/payout-readiness';
import { payoutAccountView } from '../../contract/payout-accounts';
import { payoutView } from '../../contract/payouts';
import { promoCodeView } from '../../contract/promo-codes';
import { publicTicketType } from '../../contract/public';
import { refundRequestView } from '../../contract/refund-requests';
import { ticketView } from '../../contract/tickets';
import { organisationTwoStep, twoStepStatus } from '../../contract/two-step';
import { questionnaireConfig, questionnaireSubmission } from '../../contract/questionnaire';
import { organiserFeeRequest } from '../../contract/admin';
import { waitingListSettingsRequest } from '../../contract/waiting-list';
import type { Schema } from './route-description';

/**
 * The shapes the reference names wherever they appear (a `$ref` to one component), so a
 * reader learns an event or a ticket once. Every other request and answer is named after its
 * route (`GetEventsByEventIdResponse`).
 */
export const namedSchemas: Readonly<Record<string, Schema>> = {
  Attendee: attendee,
  AttendeeDetails: attendeeDetailsView,
  CheckInDevice: checkInDevice,
  EventSummary: eventSummary,
  EventWithTypes: eventWithTypes,
  FeeSchedule: feeSchedule,
  GeoPoint: geoPoint,
  Invitation: invitationView,
  ListedEvent: listedEvent,
  Member: memberView,
  Message: messageView,
  MessageAudience: messageAudience,
  MoneySummary: moneySummary,
  OrderRow: orderRow,
  OrganisationTwoStep: organisationTwoStep,
  OrganiserFee: organiserFeeRequest,
  OrganisationDetails: organisationDetails,
  Payout: payoutView,
  PayoutAccount: payoutAccountView,
  PayoutReadiness: payoutReadinessView,
  PromoCode: promoCodeView,
  PublicEvent: publicEvent,
  PublicTicketType: publicTicketType,
  Purchase: beginTransactionResponse,
  QuestionnaireConfig: questionnaireConfig,
  QuestionnaireSubmission: questionnaireSubmission,
  RefundRequest: refundRequestView,
  ScanAnswer: scanAnswer,
  Ticket: ticketView,
  TicketType: ticketTypeView,
  TwoStepStatus: twoStepStatus,
  WaitingListSettings: waitingListSettingsRequest,
};
