import { randomBytes } from 'node:crypto';
import { bankByCode, type FakeBank } from './banks';
import { PaystackRefusal } from './http';

export type FakeRecipient = {
  id: number;
  code: string;
  type: string;
  name: string;
  accountNumber: string;
  bank: FakeBank;
  currency: string;
  createdAt: string;
};

const recipientTypes = ['nuban', 'basa', 'ghipss', 'mobile_money', 'kepss'];

/** The merchant's transfer recipients (`POST /transferrecipient`). */
export class RecipientBook {
  private readonly byCodeMap = new Map<string, FakeRecipient>();
  private nextId = 56_000_001;

  constructor(private readonly now: () => Date) {}

  /** As Paystack documents: the same account again retrieves the existing recipient. */
  create(body: Record<string, unknown>): FakeRecipient {
    const type = typeof body.type === 'string' ? body.type : '';
    if (!recipientTypes.includes(type)) throw new PaystackRefusal('Invalid recipient type');
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '') throw new PaystackRefusal('Name is required');
    const accountNumber = typeof body.account_number === 'string' ? body.account_number : '';
    if (!/^[0-9]{6,20}$/.test(accountNumber)) {
      throw new PaystackRefusal('Account number is invalid');
    }
    const bank = bankByCode(typeof body.bank_code === 'string' ? body.bank_code : '');
    if (!bank || bank.type !== type) throw new PaystackRefusal('Invalid bank code');
    const currency = typeof body.currency === 'string' ? body.currency : bank.currency;
    if (currency !== bank.currency) {
      throw new PaystackRefusal(`Currency ${currency} is not supported for ${bank.name}`);
    }
    const existing = [...this.byCodeMap.values()].find(
      (recipient) =>
        recipient.accountNumber === accountNumber &&
        recipient.bank.code === bank.code &&
        recipient.type === type,
    );
    if (existing) return existing;
    const recipient: FakeRecipient = {
      id: this.nextId++,
      code: `RCP_${randomBytes(8).toString('hex')}`,
      type,
      name,
      accountNumber,
      bank,
      currency,
      createdAt: this.now().toISOString(),
    };
    this.byCodeMap.set(recipient.code, recipient);
    return recipient;
  }

  byCode(code: string): FakeRecipient | undefined {
    return this.byCodeMap.get(code);
  }
}

/** A recipient as Paystack answers it (TransferRecipientCreateResponse), nested in transfers. */
export function toPaystackRecipient(recipient: FakeRecipient) {
  return {
    active: true,
    createdAt: recipient.createdAt,
    currency: recipient.currency,
    description: '',
    domain: 'test',
    email: null,
    id: recipient.id,
    integration: 1,
    metadata: null,
    name: recipient.name,
    recipient_code: recipient.code,
    type: recipient.type,
    updatedAt: recipient.createdAt,
    is_deleted: false,
    isDeleted: false,
    details: {
      authorization_code: null,
      account_number: recipient.accountNumber,
      account_name: recipient.name,
      bank_code: recipient.bank.code,
      bank_name: recipient.bank.name,
    },
  };
}
