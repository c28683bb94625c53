import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import type { Credentials } from './sign-up';

export async function logIn({ email, password }: Credentials): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}
