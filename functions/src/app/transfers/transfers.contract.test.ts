/** Transfer to a friend on both DocStores: the hand-over, cancelling, and every refusal. */
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import type { DocStore } from '../../ports/doc-store';
import { docStoreHarnesses } from '../../test-support/doc-store-harnesses';
import { dedupingMailer } from '../../test-support/deduping-mailer';
import { readQrPng } from '../../test-support/read-qr';
import { clock, front, scanOf, at } from '../../test-support/scan-fixtures';
import {
  claimLinkIn,
  holder,
  storeHeldTicket,
  transferServices,
} from '../../test-support/transfer-fixtures';
import type { TicketRecord } from '../checkout/checkout-records';
import { checkInBundle } from '../check-in/check-in-bundle';
import { recordScans } from '../check-in/record-scans';
import { refundPaidOrder } from '../refunds/refund-paid-order';
import { getTicket } from '../tickets/get-ticket';
import { ticketLookupKey } from '../tickets/ticket-lookup-key';
import { cancelTransfer } from './cancel-transfer';
import { claimTransfer } from './claim-transfer';
import { getClaim } from './get-claim';
import { startTransfer } from './start-transfer';
import type { TicketTransferRecord } from './transfer-records';

const friend = { toName: 'Ada Friend', toEmail: 'ada@example.com' };

describe.each(docStoreHarnesses('demo-transfers'))('transfers on $name', ({ open }) => {
  let docs: DocStore;
  const { mailer, sent } = dedupingMailer();
  const services = () => transferServices(docs, mailer);
  const ticketAt = async (code: string) => (await docs.get<TicketRecord>(paths.ticket(code))).data!;
  const conflictReason = (reason: string) =>
    expect.objectContaining({ code: 'conflict', details: { reason } });

  beforeEach(async () => {
    docs = await open();
    sent.length = 0;
  });

  it('hands the ticket over: a new code and holder, the old code void at once', async () => {
    const { eventId, code } = await storeHeldTicket(docs);
    const pending = await startTransfer({ services: services(), code, ...friend });
    expect(pending).toMatchObject({ state: 'pending', ...friend });
    // The email carries the link; the store keeps only the token's hash.
    const { transferId, token } = claimLinkIn(sent);
    expect(sent.at(-1)).toMatchObject({ to: friend.toEmail });
    expect(sent.at(-1)?.html).toContain(`/claim/${transferId}#${token}`);
    const stored = (await docs.get<TicketTransferRecord>(paths.ticketTransfer(transferId))).data!;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await getTicket({ services: services(), code })).transfer).toMatchObject({
      state: 'pending',
      transferId,
    });
    expect((await getClaim({ services: services(), transferId, token })).state).toBe('claimable');

    const { code: newCode } = await claimTransfer({ services: services(), transferId, token });
    expect(newCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newCode).not.toBe(code);
    expect(await ticketAt(newCode)).toMatchObject({
      status: 'valid',
      email: friend.toEmail,
      holderName: friend.toName,
      replaces: code,
      eventId,
    });
    const old = await ticketAt(code);
    expect(old).toMatchObject({
      status: 'void',
      voidReason: 'transferred',
      doorState: 'void',
      replacedBy: newCode,
      transferredTo: { name: friend.toName, email: friend.toEmail },
    });
    expect(old.pendingTransferId).toBeUndefined();
    const oldView = await getTicket({ services: services(), code });
    expect(oldView).toMatchObject({ status: 'void', voidReason: 'transferred' });
    expect(oldView.transfer).toMatchObject({ state: 'transferred', toName: friend.toName });
    expect(sent.at(-1)).toMatchObject({ to: friend.toEmail });
    expect(sent.at(-1)?.text).toContain(`/tickets/${newCode}`);
    // The friend's email shows the new ticket's QR code inline, as the door reads it.
    const qr = sent.at(-1)?.attachments?.find((attachment) => attachment.contentId);
    expect(sent.at(-1)?.html).toContain(`src="cid:${qr?.contentId}"`);
    expect(readQrPng(qr!.content)).toBe(
      (await getTicket({ services: services(), code: newCode })).qrPayload,
    );

    // The door refuses the old code with the reason, and lets the friend in.
    const [oldScan, newScan] = await recordScans({
      services: services(),
      eventId,
      scanner: front,
      scans: [scanOf(code, at('20:00')), scanOf(newCode, at('20:01'))],
    });
    expect(oldScan).toMatchObject({ result: 'void', voidReason: 'transferred' });
    expect(newScan).toMatchObject({ result: 'valid', replacesKey: ticketLookupKey(code) });

    // Offline devices learn it at their next sync.
    const bundle = await checkInBundle({ services: services(), eventId, scanner: front });
    expect(bundle.tickets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: ticketLookupKey(code),
          status: 'void',
          voidReason: 'transferred',
        }),
        expect.objectContaining({
          key: ticketLookupKey(newCode),
          replacesKey: ticketLookupKey(code),
        }),
      ]),
    );
  });

  it('answers a claim link used twice with a clear refusal, changing nothing', async () => {
    const { code } = await storeHeldTicket(docs);
    await startTransfer({ services: services(), code, ...friend });
    const link = claimLinkIn(sent);
    const { code: newCode } = await claimTransfer({ services: services(), ...link });
    const before = await ticketAt(newCode);
    await expect(claimTransfer({ services: services(), ...link })).rejects.toEqual(
      conflictReason('already_claimed'),
    );
    expect(await ticketAt(newCode)).toEqual(before);
    expect((await getClaim({ services: services(), ...link })).state).toBe('already_claimed');
  });

  it('lets the holder cancel until the friend claims; the link then does nothing', async () => {
    const { code } = await storeHeldTicket(docs);
    await startTransfer({ services: services(), code, ...friend });
    const link = claimLinkIn(sent);
    await cancelTransfer({ services: services(), code });
    expect((await getTicket({ services: services(), code })).transfer).toEqual({
      state: 'available',
    });
    await expect(claimTransfer({ services: services(), ...link })).rejects.toEqual(
      conflictReason('transfer_cancelled'),
    );
    expect((await getClaim({ services: services(), ...link })).state).toBe('transfer_cancelled');
    expect(await ticketAt(code)).toMatchObject({ doorState: 'not_checked_in' });
    // Cancelling again has nothing to cancel; a new transfer may start.
    await expect(cancelTransfer({ services: services(), code })).rejects.toMatchObject({
      code: 'conflict',
    });
    await startTransfer({ services: services(), code, ...friend });
    const second = claimLinkIn(sent);
    expect(second.transferId).not.toBe(link.transferId);
    await claimTransfer({ services: services(), ...second });
    await expect(cancelTransfer({ services: services(), code })).rejects.toEqual(
      conflictReason('already_claimed'),
    );
  });

  it('refuses a wrong token as a transfer that does not exist', async () => {
    const { code } = await storeHeldTicket(docs);
    await startTransfer({ services: services(), code, ...friend });
    const { transferId } = claimLinkIn(sent);
    const wrong = 'A'.repeat(43);
    await expect(
      claimTransfer({ services: services(), transferId, token: wrong }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      getClaim({ services: services(), transferId, token: wrong }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(await ticketAt(code)).toMatchObject({
      doorState: 'not_checked_in',
      pendingTransferId: transferId,
    });
  });

  it('refuses refunded, used, transferred and already pending tickets with a 409 and why', async () => {
    const start = (code: string) => startTransfer({ services: services(), code, ...friend });
    const refunded = await storeHeldTicket(docs);
    await docs.update(paths.ticket(refunded.code), { status: 'void', voidReason: 'refunded' });
    await expect(start(refunded.code)).rejects.toEqual(conflictReason('refunded'));

    const used = await storeHeldTicket(docs);
    await recordScans({
      services: services(),
      eventId: used.eventId,
      scanner: front,
      scans: [scanOf(used.code, at('20:00'))],
    });
    await expect(start(used.code)).rejects.toEqual(conflictReason('used'));

    const handed = await storeHeldTicket(docs);
    await start(handed.code);
    await expect(start(handed.code)).rejects.toEqual(conflictReason('transfer_pending'));
    await claimTransfer({ services: services(), ...claimLinkIn(sent) });
    await expect(start(handed.code)).rejects.toEqual(conflictReason('transferred'));
  });

  it('refuses a transfer to the holder themself, on the email field', async () => {
    const { code } = await storeHeldTicket(docs);
    await expect(
      startTransfer({ services: services(), code, toName: 'Me', toEmail: holder }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { email: expect.any(String) } });
    expect(sent).toHaveLength(0);
  });

  it("follows the organiser's settings: off, and closed before the start (claims too)", async () => {
    const off = await storeHeldTicket(docs);
    await docs.update(paths.event(off.eventId), {
      transfers: { enabled: false, closeHoursBeforeStart: 2 },
    });
    await expect(
      startTransfer({ services: services(), code: off.code, ...friend }),
    ).rejects.toEqual(conflictReason('transfers_off'));

    // Started in time, claimed once transfers closed: the claim changes nothing.
    const late = await storeHeldTicket(docs);
    await startTransfer({ services: services(), code: late.code, ...friend });
    const startsAt = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    await docs.update(paths.event(late.eventId), { startsAt });
    const link = claimLinkIn(sent);
    await expect(claimTransfer({ services: services(), ...link })).rejects.toEqual(
      conflictReason('transfers_closed'),
    );
    expect((await getClaim({ services: services(), ...link })).state).toBe('transfers_closed');
    expect(await ticketAt(late.code)).toMatchObject({ doorState: 'not_checked_in' });
  });

  it("voids the friend's code when the order is refunded after the claim", async () => {
    const { code, orderId } = await storeHeldTicket(docs);
    await startTransfer({ services: services(), code, ...friend });
    const { code: newCode } = await claimTransfer({ services: services(), ...claimLinkIn(sent) });
    await refundPaidOrder(services(), orderId, {
      voidReason: 'refunded',
      reason: 'Refunded',
      by: 'organiser',
    });
    expect(await ticketAt(newCode)).toMatchObject({ status: 'void', voidReason: 'refunded' });
    expect(await ticketAt(code)).toMatchObject({ status: 'void', voidReason: 'transferred' });
  });
});
