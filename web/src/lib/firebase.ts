import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from '@/config/env';
import { announceFirebaseImported } from '@/lib/firebase-imported';

export const firebaseApp = initializeApp(env.firebase);

export const auth = getAuth(firebaseApp);

if (env.authEmulatorUrl) {
  // The banner would cover the bottom of every page, including on phones.
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

// A page that imported this module directly (the login form, say) has loaded Firebase Auth:
// the loader tells the rest of the app (the auth state, the API client's token), as if asked.
announceFirebaseImported();
