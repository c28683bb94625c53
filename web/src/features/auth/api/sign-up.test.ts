import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  linkWithCredential,
  sendEmailVerification,
} from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/firebase';
import { signUp } from './sign-up';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn().mockResolvedValue(null) } }));
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(),
  linkWithCredential: vi.fn(),
  sendEmailVerification: vi.fn(),
  EmailAuthProvider: { credential: vi.fn((email: string) => ({ email })) },
}));

const mutableAuth = auth as unknown as { currentUser: { isAnonymous: boolean } | null };
const user = { uid: 'u1' } as Awaited<ReturnType<typeof createUserWithEmailAndPassword>>['user'];

describe('signUp', () => {
  beforeEach(() => {
    vi.mocked(createUserWithEmailAndPassword)
      .mockReset()
      .mockResolvedValue({ user } as never);
    vi.mocked(linkWithCredential)
      .mockReset()
      .mockResolvedValue({ user } as never);
    vi.mocked(sendEmailVerification).mockReset().mockResolvedValue();
  });

  it("upgrades an anonymous buyer's session, so the tickets it bought stay with the account", async () => {
    const anonymous = { isAnonymous: true };
    mutableAuth.currentUser = anonymous;
    await signUp({ email: 'ada@example.com', password: 'correct-horse' });
    expect(EmailAuthProvider.credential).toHaveBeenCalledWith('ada@example.com', 'correct-horse');
    expect(linkWithCredential).toHaveBeenCalledWith(anonymous, { email: 'ada@example.com' });
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('creates a new account when nobody is signed in', async () => {
    mutableAuth.currentUser = null;
    await signUp({ email: 'ada@example.com', password: 'correct-horse' });
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(
      auth,
      'ada@example.com',
      'correct-horse',
    );
    expect(linkWithCredential).not.toHaveBeenCalled();
  });
});
