import { fakeBanks, knownAccounts, bankByCode, toPaystackBank } from './banks';
import { ok, PaystackRefusal, readJson, send, type Route, type RouteHandler } from './http';
import { toPaystackRecipient, type RecipientBook } from './recipients';

const cursorOf = (id: number) => Buffer.from(`bank:${id}`).toString('base64');
const idOfCursor = (cursor: string) =>
  Number(
    Buffer.from(cursor, 'base64')
      .toString('utf8')
      .replace(/^bank:/, ''),
  );

/**
 * `GET /bank` by `currency` or `country`, a page of `perPage` after the `next` cursor when
 * asked (as with `use_cursor`), all of them otherwise.
 */
function listBanks(url: URL) {
  const currency = url.searchParams.get('currency')?.toUpperCase();
  const country = url.searchParams.get('country')?.toLowerCase();
  const banks = fakeBanks.filter(
    (bank) =>
      (!currency || bank.currency === currency) &&
      (!country || bank.country.toLowerCase() === country),
  );
  const perPage = Number(url.searchParams.get('perPage'));
  if (!Number.isInteger(perPage) || perPage <= 0) {
    return { data: banks, meta: { next: null, previous: null, perPage: banks.length } };
  }
  const next = url.searchParams.get('next');
  const start = next ? banks.findIndex((bank) => bank.id === idOfCursor(next)) + 1 : 0;
  if (start < 0) throw new PaystackRefusal('Invalid cursor');
  const data = banks.slice(start, start + perPage);
  const last = data.at(-1);
  const more = last !== undefined && start + perPage < banks.length;
  return {
    data,
    meta: {
      next: more ? cursorOf(last.id) : null,
      previous: start > 0 ? cursorOf(banks[start - 1]!.id) : null,
      perPage,
    },
  };
}

/** `GET /bank`, `GET /bank/resolve` and `POST /transferrecipient`. */
export function bankRoutes(recipients: RecipientBook): RouteHandler {
  return async ({ req, res, url, method }: Route) => {
    if (method === 'GET' && url.pathname === '/bank') {
      const { data, meta } = listBanks(url);
      return ok(res, 'Banks retrieved', data.map(toPaystackBank), meta);
    }
    if (method === 'GET' && url.pathname === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const bankCode = url.searchParams.get('bank_code') ?? '';
      if (bankCode === '') throw new PaystackRefusal('Bank code is required');
      const bank = bankByCode(bankCode);
      const account = knownAccounts.get(accountNumber);
      if (!bank || !account || account.currency !== bank.currency) {
        throw new PaystackRefusal(
          'Could not resolve account name. Check parameters or try again.',
          422,
        );
      }
      return ok(res, 'Account number resolved', {
        account_number: accountNumber,
        account_name: account.name,
        bank_id: bank.id,
      });
    }
    if (method === 'POST' && url.pathname === '/transferrecipient') {
      const recipient = recipients.create(await readJson(req));
      return send(res, 201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: toPaystackRecipient(recipient),
      });
    }
    return false;
  };
}
