import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { EventWithTypes } from '@contract/events';
import {
  audienceNames,
  audienceReasons,
  messageAudience,
  type MessageAudienceKind,
} from '@contract/messages';
import { isApiError } from '@/lib/api-error';
import { browserTimeZone, formatInstant, wallClockToIso } from '@/lib/event-time';
import {
  createMessageRequestOf,
  emptyMessageDraft,
  lengthWords,
  newRequestKey,
  type MessageDraft,
} from './message-draft';
import { MessagePreview } from './message-preview';
import { audienceWords } from './message-words';
import { useCreateMessage, useSendTestMessage } from './messages-api';

const audienceKinds = messageAudience.options.map((option) => option.shape.kind.value);

/**
 * A new message to the event's people, in a dialog (the whole screen on a phone): subject,
 * text, who, promotional or not, now or at a time on the venue's clock, a preview and a test
 * to oneself. The server's objections land next to the fields they name; nothing typed is
 * lost; a second press of Send (or a retry after a lost answer) sends one message.
 */
export function ComposeMessageModal({
  event,
  onClose,
}: {
  event: EventWithTypes;
  onClose: () => void;
}) {
  const create = useCreateMessage(event.id);
  const test = useSendTestMessage(event.id);
  const [draft, setDraft] = useState<MessageDraft>(emptyMessageDraft);
  const [requestKey] = useState(newRequestKey);
  // Send asks once more, naming who and when; changing anything takes the question back.
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const phone = useMediaQuery('(max-width: 36em)');
  const timeZone = event.timeZone ?? browserTimeZone();
  const change = (patch: Partial<MessageDraft>) => {
    setConfirming(false);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const errors = isApiError(create.error) ? create.error.fields : {};
  const limit = errors.limit;
  const otherError =
    create.error && Object.keys(errors).length === 0 ? create.error.message : undefined;
  const testErrors = isApiError(test.error) ? test.error.fields : {};
  const typeError = Object.entries(errors).find(([field]) =>
    field.startsWith('audience.typeIds'),
  )?.[1];

  const request = createMessageRequestOf(draft, { requestKey, timeZone });
  const send = () =>
    create.mutate(request, {
      onSuccess: onClose,
      // An objection (a field, the limit) takes the question back; a lost answer is retried as asked.
      onError: (error) => {
        if (isApiError(error) && (error.status === 400 || error.status === 409))
          setConfirming(false);
      },
    });
  const sendAt = draft.when === 'later' ? wallClockToIso(draft.sendAt, timeZone) : undefined;
  // A time that is not one goes straight to the server, which names the field.
  const question = `Send to ${lowerFirst(audienceWords(request.audience, event.types))} ${
    sendAt ? `on ${formatInstant(sendAt, timeZone)} (${timeZone})` : 'now'
  }?`;
  const sendTest = () =>
    test.mutate({ subject: draft.subject, body: draft.body, promotional: draft.promotional });

  return (
    <Modal opened onClose={onClose} title="New message" size="xl" fullScreen={phone}>
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (confirming || (draft.when === 'later' && !sendAt)) send();
          else setConfirming(true);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Subject"
            value={draft.subject}
            onChange={(changed) => change({ subject: changed.currentTarget.value })}
            error={errors.subject ?? testErrors.subject}
          />
          <Textarea
            label="Message"
            description={`Plain text: line breaks stay, web addresses become links. ${lengthWords(draft.body)}`}
            autosize
            minRows={6}
            maxRows={16}
            value={draft.body}
            onChange={(changed) => change({ body: changed.currentTarget.value })}
            error={errors.body ?? testErrors.body}
          />
          <Select
            label="Send to"
            data={audienceKinds.map((kind) => ({ value: kind, label: audienceNames[kind] }))}
            value={draft.audience}
            allowDeselect={false}
            onChange={(chosen) =>
              chosen && change({ audience: chosen as MessageAudienceKind, typeIds: [] })
            }
            error={errors.audience}
          />
          {draft.audience === 'types' && (
            <MultiSelect
              label="Ticket types"
              searchable
              data={event.types.map((type) => ({ value: type.id, label: type.name }))}
              value={draft.typeIds}
              onChange={(typeIds) => change({ typeIds })}
              error={typeError}
            />
          )}
          <Checkbox
            label="Promotional (news or offers)"
            description="People can unsubscribe from your promotional messages. Leave it off for news about the event itself, which always reaches them."
            checked={draft.promotional}
            onChange={(changed) => change({ promotional: changed.currentTarget.checked })}
          />
          <SegmentedControl
            aria-label="When to send"
            data={[
              { value: 'now', label: 'Send now' },
              { value: 'later', label: 'Schedule' },
            ]}
            value={draft.when}
            onChange={(chosen) => change({ when: chosen === 'later' ? 'later' : 'now' })}
          />
          {draft.when === 'later' && (
            <TextInput
              type="datetime-local"
              label="Send at"
              description={`On the venue's clock (${timeZone})`}
              value={draft.sendAt}
              onChange={(changed) => change({ sendAt: changed.currentTarget.value })}
              error={errors.sendAt}
            />
          )}
          <Text size="sm" fw={600}>
            Preview
          </Text>
          <MessagePreview
            subject={draft.subject}
            body={draft.body}
            footer={`Sent through Ticketing Paradise because ${audienceReasons[draft.audience]} ${event.name}.${draft.promotional ? ' It ends with a link to unsubscribe from your news.' : ''}`}
          />
          {limit && (
            <Alert color="red" title="Daily limit reached">
              {limit}. Try again once the oldest is a day old, or call off a scheduled one.
            </Alert>
          )}
          {(otherError ?? (test.error && !testErrors.subject && !testErrors.body)) && (
            <Alert color="red">{otherError ?? test.error?.message}</Alert>
          )}
          {test.data && (
            <Alert color="green">Test sent to {test.data.sentTo}. Check your inbox.</Alert>
          )}
          {confirming ? (
            <Stack gap="xs">
              <Text fw={600}>{question}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Not yet
                </Button>
                <Button ref={confirmButton} type="submit" loading={create.isPending}>
                  {sendAt ? 'Yes, schedule it' : 'Yes, send it'}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="space-between" gap="sm">
              <Button variant="default" onClick={sendTest} loading={test.isPending}>
                Send me a test
              </Button>
              <Button type="submit">
                {draft.when === 'later' ? 'Schedule message' : 'Send now'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Modal>
  );
}

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);
