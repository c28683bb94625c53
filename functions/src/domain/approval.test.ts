import { describe, expect, it } from 'vitest';
import { approvalStatusOf, canEditEvent, canViewEvent } from './approval';

describe('approvalStatusOf', () => {
  it('reads true as approved, false as rejected and unset as pending', () => {
    expect(approvalStatusOf(true)).toBe('approved');
    expect(approvalStatusOf(false)).toBe('rejected');
    expect(approvalStatusOf(undefined)).toBe('pending');
  });
});

describe('who may see and edit an event', () => {
  const owner = { uid: 'owner', isAdmin: false };
  const stranger = { uid: 'stranger', isAdmin: false };
  const admin = { uid: 'admin', isAdmin: true };

  it('shows approved events to everyone, anonymous included', () => {
    const event = { uid: 'owner', approved: true };
    for (const viewer of [owner, stranger, admin, undefined]) {
      expect(canViewEvent(event, viewer)).toBe(true);
    }
  });

  it('shows pending and rejected events only to the owner and administrators', () => {
    for (const approved of [undefined, false]) {
      const event = { uid: 'owner', approved };
      expect(canViewEvent(event, owner)).toBe(true);
      expect(canViewEvent(event, admin)).toBe(true);
      expect(canViewEvent(event, stranger)).toBe(false);
      expect(canViewEvent(event, undefined)).toBe(false);
    }
  });

  it('lets only the owner and administrators edit', () => {
    const event = { uid: 'owner' };
    expect(canEditEvent(event, owner)).toBe(true);
    expect(canEditEvent(event, admin)).toBe(true);
    expect(canEditEvent(event, stranger)).toBe(false);
    expect(canEditEvent(event, undefined)).toBe(false);
  });
});
