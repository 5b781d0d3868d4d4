import { Button, Group, Text } from '@mantine/core';
import { MAX_ORDER_MAIL_LINES, MAX_ORDER_MAIL_TEXT, type OrderGroup } from '@larder/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, CODE_TEXTS } from '../../api/api-errors';
import { emailFailedText } from '../../api/error-texts';
import { sendOrderMail } from '../../api/larder-api';
import { currentLanguage } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import { orderUnitLabel } from './kitchen-list-text';
import { orderGroupName } from './order-export';

type Status =
  { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; text: string };

const short = (text: string) => text.slice(0, MAX_ORDER_MAIL_TEXT);

/** The text of a failed order mail: 'Email failed' (product spec §8), with the reason when known. */
export function orderMailFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'ERR_SUPPLIER_NO_EMAIL') {
    return CODE_TEXTS.ERR_SUPPLIER_NO_EMAIL ?? emailFailedText();
  }
  return emailFailedText();
}

/**
 * "Send to supplier" (operations-model §3): the server mails this supplier's order to the
 * supplier's stored e-mail, in the language the cook works in. Shows 'Email failed' when it cannot, a mail message when sent.
 */
export function SendOrderButton({
  venueId,
  group,
  date,
}: {
  venueId: string;
  group: OrderGroup;
  date: string;
}) {
  const { t } = useTranslation('kitchen-lists');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const { supplierKey } = group;
  if (!supplierKey) return null;
  const tooMany = group.lines.length > MAX_ORDER_MAIL_LINES;
  const send = async () => {
    setStatus({ state: 'sending' });
    try {
      await sendOrderMail(venueId, {
        supplierKey,
        date,
        lines: group.lines.map((line) => ({
          name: short(line.name),
          code: line.supplierCode === null ? null : short(line.supplierCode),
          units: line.units,
          unit: short(orderUnitLabel(line)),
        })),
        language: currentLanguage(),
      });
      setStatus({ state: 'sent' });
      flash({ type: 'mail', text: t('order.sentTo', { name: orderGroupName(group) }) });
    } catch (error) {
      const text = orderMailFailure(error);
      setStatus({ state: 'failed', text });
      flash({ type: 'error', text });
    }
  };
  return (
    <Group gap="xs" className="kitchen-no-print" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        loading={status.state === 'sending'}
        disabled={tooMany || !venueId}
        onClick={() => void send()}
        data-testid="send-order"
      >
        {t('order.send')}
      </Button>
      {status.state === 'sent' && (
        <Text size="xs" c="teal" data-testid="send-order-status">
          {t('order.sent')}
        </Text>
      )}
      {status.state === 'failed' && (
        <Text size="xs" c="red" role="alert" data-testid="send-order-status">
          {status.text}
        </Text>
      )}
      {tooMany && (
        <Text size="xs" c="dimmed">
          {t('order.tooMany', { max: MAX_ORDER_MAIL_LINES })}
        </Text>
      )}
    </Group>
  );
}
