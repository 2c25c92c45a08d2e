// The SMS Gateway page after a save: the save's status, then what Telegram was told (docs/decisions/
// messaging.md, "Registering the webhook"): the address in webhook mode, the webhook removed in polling
// mode, and an alert saying what to do when Telegram was not told; nothing after a save without a bot
// token or a clear.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GatewayForm } from '@/app/(shell)/sms/smsGateway/_gateway/gateway-form';
import { requestJson } from '@/lib/client/http';
import type { Gateway, WebhookOutcome } from '@/lib/contract/messaging';
import { Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const call = jest.mocked(requestJson);
const GATEWAY: Gateway = {
  LocId: 'SG', SMSNumber: '', SMSHelpdesk: '', TelegramBot: 'DemoBot', OpenTime: '', CloseTime: '', OpenDay: '', SMSProvider: '', SMSBaseUrl: '',
  SMSAccount: '', SMSSender: '', SMSToken: '', SMSWebhookSecret: '', BotMode: 'webhook', BotApiRoot: '', BotToken: '••••cdef',
  BotWebhookSecret: '••••0001', SMSWebhookPath: '/api/v1/webhooks/sms/SG', BotWebhookPath: '/api/v1/webhooks/telegram/SG',
};
const URL = 'https://www.alpha4d.example.com/api/webhooks/telegram/SG';
const outcome = (fields: Partial<WebhookOutcome>): WebhookOutcome => ({ Mode: 'webhook', Ok: true, Url: URL, Problem: '', Error: '', ...fields });

beforeEach(() => jest.clearAllMocks());

async function saved(webhook: WebhookOutcome | null, locale: 'en' | 'zh' = 'en') {
  call.mockResolvedValueOnce({ ...GATEWAY, Webhook: webhook });
  render(
    <Providers locale={locale}>
      <GatewayForm gateway={GATEWAY} />
    </Providers>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Save' : '保存' })));
}

test('webhook mode: the save is a status, the address Telegram posts to a note beside it', async () => {
  await saved(outcome({}));
  expect(screen.getByRole('status')).toHaveTextContent('Gateway setting saved.');
  expect(screen.getByText(`Telegram posts this location's updates to ${URL}.`)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('polling mode: the webhook is removed', async () => {
  await saved(outcome({ Mode: 'polling', Url: '' }));
  expect(screen.getByText("Telegram's webhook is removed: the bot asks for its updates (long polling).")).toBeInTheDocument();
});

test.each([
  [outcome({ Ok: false, Problem: 'botApi', Error: 'The Bot API answered 502: Bad Gateway' }), 'Saved, but Telegram could not be told where to post (The Bot API answered 502: Bad Gateway). Save again to retry.'],
  [outcome({ Mode: 'polling', Url: '', Ok: false, Problem: 'botApi', Error: 'The Bot API could not be reached.' }), "Saved, but Telegram's webhook could not be removed (The Bot API could not be reached.); polling fails until it is. Save again to retry."],
  [outcome({ Url: '', Ok: false, Problem: 'noOrigin' }), "Saved, but Telegram was not told where to post: save again on the site's own https address."],
  [outcome({ Url: '', Ok: false, Problem: 'noSecret' }), 'Saved, but Telegram was not told where to post: set a webhook secret token first.'],
])('Telegram not told: the save stays a success, an alert says why', async (webhook, text) => {
  await saved(webhook);
  expect(screen.getByRole('status')).toHaveTextContent('Gateway setting saved.');
  expect(screen.getByRole('alert')).toHaveTextContent(text);
});

test('in Chinese too', async () => {
  await saved(outcome({ Ok: false, Problem: 'noSecret', Url: '' }), 'zh');
  expect(screen.getByRole('alert')).toHaveTextContent('已保存，但未告知 Telegram 提交地址：请先设置回调密钥令牌。');
});

test('no bot token: nothing about Telegram', async () => {
  await saved(null);
  expect(screen.getByRole('status')).toHaveTextContent('Gateway setting saved.');
  expect(screen.queryByText(/^Telegram( posts|'s webhook)/)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
