import { useEffect } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { env } from '@/config/env';
import type { HeldOrder } from '../checkout-state';
import { summariseHeld } from '../order-summary';
import { HoldCountdown } from './hold-countdown';
import { OrderCharges } from './order-charges';

type PaymentModalProps = {
  held: HeldOrder;
  onPaid: () => void;
  onDeclined: () => void;
  onCancelled: () => void;
  onExpired: () => void;
};

type SandboxMessage = { source: 'fake-paystack'; event: string; reference: string };

function isSandboxMessage(data: unknown): data is SandboxMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'fake-paystack'
  );
}

/**
 * The card payment. In production Paystack's own popup (`@paystack/inline-js`, loaded only
 * now) resumes the transaction with its access code; on the local stack the fake Paystack's
 * sandbox checkout opens in the same kind of modal. Either way the hold's countdown shows.
 */
export function PaymentModal(props: PaymentModalProps) {
  return env.paymentPopup === 'sandbox' ? (
    <SandboxCheckout {...props} />
  ) : (
    <PaystackPopup {...props} />
  );
}

function SandboxCheckout({ held, onPaid, onDeclined, onCancelled, onExpired }: PaymentModalProps) {
  useEffect(() => {
    const expectedOrigin = new URL(held.authorizationUrl).origin;
    const listen = (message: MessageEvent) => {
      if (message.origin !== expectedOrigin || !isSandboxMessage(message.data)) return;
      if (message.data.reference !== held.reference) return;
      if (message.data.event === 'success') onPaid();
      else if (message.data.event === 'declined') onDeclined();
      else if (message.data.event === 'cancel') onCancelled();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [held, onPaid, onDeclined, onCancelled]);

  return (
    <Modal
      opened
      onClose={onCancelled}
      title="Pay for your tickets"
      closeButtonProps={{ 'aria-label': 'Close the payment window' }}
      size="md"
      centered
    >
      <Stack gap="sm">
        <OrderCharges summary={summariseHeld(held)} />
        <HoldCountdown holdExpiresAt={held.holdExpiresAt} onExpired={onExpired} />
        <iframe
          title="Sandbox card payment"
          src={held.authorizationUrl}
          style={{ width: '100%', height: 470, border: 0, borderRadius: 8 }}
        />
      </Stack>
    </Modal>
  );
}

type PaystackCallbacks = {
  onSuccess: (transaction: { reference: string }) => void;
  onCancel: () => void;
  onError: (error: { message: string }) => void;
};
type PaystackPopConstructor = new () => {
  resumeTransaction: (accessCode: string, callbacks: PaystackCallbacks) => void;
};

function PaystackPopup({ held, onPaid, onDeclined, onCancelled, onExpired }: PaymentModalProps) {
  useEffect(() => {
    let isCurrent = true;
    void import('@paystack/inline-js').then((module) => {
      if (!isCurrent) return;
      const PaystackPop = (module as { default: PaystackPopConstructor }).default;
      new PaystackPop().resumeTransaction(held.accessCode, {
        onSuccess: () => onPaid(),
        onCancel: () => onCancelled(),
        onError: () => onDeclined(),
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [held, onPaid, onDeclined, onCancelled]);

  // Paystack draws its own overlay; a modal of ours would trap the focus away from it.
  return (
    <Stack gap="xs" role="status">
      {/* What the card is charged, line by line, beside Paystack's window that charges it. */}
      <OrderCharges summary={summariseHeld(held)} />
      <Text size="sm">Paystack's secure window is open: finish paying there.</Text>
      <HoldCountdown holdExpiresAt={held.holdExpiresAt} onExpired={onExpired} />
    </Stack>
  );
}
