/**
 * The buyer's edit of a ticket's holder and answers on both DocStores: checked as at
 * checkout, until the organiser's cut-off (then 409), only by the order's buyer, and never
 * of a ticket passed on to a friend (who carries their own name, none of the buyer's answers).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { attendeeDetailsSettings } from '../../contract/attendee-details';
import { attendeeSettings, attendeeTestBed, organiser } from '../../test-support/attendee-fixtures';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { claimLinkIn } from '../../test-support/transfer-fixtures';
import type { OrderRecord } from '../checkout/checkout-records';
import { listAttendees } from '../orders/attendee-list';
import { claimTransfer } from '../transfers/claim-transfer';
import { startTransfer } from '../transfers/start-transfer';
import { putAttendeeDetails } from './attendee-settings';
import { editTicketAttendeeDetails, getTicketAttendeeDetails } from './ticket-attendee-details';

const friend = { toName: 'Cy Friend', toEmail: 'cy@example.com' };

describe.each(docStoreHarnesses('demo-attendee-edits'))(
  'the buyer’s edits of attendee details on $name',
  ({ open }) => {
    const bed = attendeeTestBed();
    const { services, boughtTickets, ticketAt } = bed;
    beforeEach(async () => bed.setUp(await open()));

    it('lets the buyer edit a holder and the answers until the cut-off, then refuses with a 409', async () => {
      const { orderId, codes } = await boughtTickets();
      const edit = (input: object) =>
        editTicketAttendeeDetails({ services: services(), code: codes[1]!, uid: 'buyer-1', input });
      await expect(
        edit({ answers: { parking: 'no' }, attendee: { name: '', answers: { diet: 'Fish' } } }),
      ).rejects.toMatchObject({
        code: 'validation_failed',
        fields: {
          'attendee.name': 'Enter the name of this ticket’s holder',
          'attendee.answers.diet': 'Choose one of the options',
        },
      });
      const edited = await edit({
        answers: { parking: 'no' },
        attendee: { name: 'Bea Diddley', answers: { diet: 'Vegan' } },
      });
      expect(edited).toMatchObject({
        answers: { parking: 'no' },
        attendee: { name: 'Bea Diddley', answers: { diet: 'Vegan' } },
        editableUntil: '2026-11-30T18:00:00.000Z',
      });
      expect(edited.notEditable).toBeUndefined();
      expect(await ticketAt(codes[1]!)).toMatchObject({
        holderName: 'Bea Diddley',
        answers: { parking: 'no', diet: 'Vegan' },
      });
      // The order's answers change on every ticket; the other holder stays who they were.
      expect(await ticketAt(codes[0]!)).toMatchObject({
        holderName: 'Ada Lovelace',
        answers: { parking: 'no', diet: 'Vegan' },
      });
      expect((await ticketAt(codes[0]!)).answers).not.toHaveProperty('company');
      expect(
        (await bed.docs().get<OrderRecord>(paths.order(orderId))).data?.attendeeDetails,
      ).toMatchObject({
        answers: { parking: 'no' },
        attendees: [{ name: 'Ada Lovelace' }, { name: 'Bea Diddley' }],
      });

      bed.setNow('2026-11-30T18:00:00.000Z');
      const before = await ticketAt(codes[1]!);
      await expect(
        edit({ answers: { parking: 'yes' }, attendee: { name: 'Late' } }),
      ).rejects.toMatchObject({
        code: 'conflict',
        message: 'Answers could be changed until 2026-11-30T18:00:00.000Z',
      });
      expect(await ticketAt(codes[1]!)).toEqual(before);
      expect(
        (await getTicketAttendeeDetails({ services: services(), code: codes[1]!, uid: 'buyer-1' }))
          .notEditable,
      ).toBe('Answers could be changed until 2026-11-30T18:00:00.000Z');
    });

    it('keeps the holders when the organiser stops asking of them, and edits the order’s answers', async () => {
      const { codes } = await boughtTickets();
      await putAttendeeDetails({
        services: services(),
        eventId: 'e1',
        viewer: organiser,
        input: attendeeDetailsSettings.parse({
          ...attendeeSettings,
          holderName: 'off',
          holderEmail: 'off',
          questions: attendeeSettings.questions.filter((question) => question.per === 'order'),
        }),
      });
      const edited = await editTicketAttendeeDetails({
        services: services(),
        code: codes[0]!,
        uid: 'buyer-1',
        input: { answers: { company: 'Acme', parking: 'no' }, attendee: { answers: {} } },
      });
      expect(edited.answers).toEqual({ company: 'Acme', parking: 'no' });
      // The removed question's answer and the holder's name stay.
      expect(await ticketAt(codes[0]!)).toMatchObject({
        holderName: 'Ada Lovelace',
        answers: { company: 'Acme', parking: 'no', diet: 'Vegan' },
      });
    });

    it('shows and edits a ticket’s details only to the buyer of its order', async () => {
      const { codes } = await boughtTickets();
      await expect(
        getTicketAttendeeDetails({ services: services(), code: codes[0]!, uid: 'someone-else' }),
      ).rejects.toMatchObject({ code: 'not_found' });
      await expect(
        editTicketAttendeeDetails({
          services: services(),
          code: codes[0]!,
          uid: 'someone-else',
          input: { attendee: { name: 'Mallory' } },
        }),
      ).rejects.toMatchObject({ code: 'not_found' });
      expect((await ticketAt(codes[0]!)).holderName).toBe('Ada Lovelace');
    });

    it('gives a ticket passed on to a friend their name, not the buyer’s holder or answers', async () => {
      const { codes } = await boughtTickets();
      const { mailer, sent } = dedupingMailer();
      const transferring = { ...services(), mailer };
      await startTransfer({ services: transferring, code: codes[0]!, ...friend });
      const { code: friendsCode } = await claimTransfer({
        services: transferring,
        ...claimLinkIn(sent),
      });
      const friends = await ticketAt(friendsCode);
      expect(friends.holderName).toBe(friend.toName);
      expect(friends).not.toHaveProperty('answers');
      expect(friends).not.toHaveProperty('attendeeEmail');
      // The buyer can no longer rename either code.
      for (const code of [codes[0]!, friendsCode]) {
        await expect(
          editTicketAttendeeDetails({
            services: services(),
            code,
            uid: 'buyer-1',
            input: {
              answers: { parking: 'no' },
              attendee: { name: 'Not them', answers: { diet: 'None' } },
            },
          }),
        ).rejects.toMatchObject({
          code: 'conflict',
          message: 'This ticket was passed on: its holder gave their own name',
        });
      }
      expect((await ticketAt(friendsCode)).holderName).toBe(friend.toName);
      // The organiser finds the friend by name.
      const found = await listAttendees({
        services: services(),
        eventId: 'e1',
        viewer: organiser,
        query: { q: 'friend' },
      });
      expect(found.attendees.map((attendee) => attendee.code)).toEqual([friendsCode]);
    });
  },
);
