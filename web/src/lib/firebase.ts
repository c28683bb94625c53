import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env } from '@/config/env';
import { loadFirebaseAuth } from '@/lib/firebase-loader';

export const firebaseApp = initializeApp(env.firebase);

export const auth = getAuth(firebaseApp);

if (env.authEmulatorUrl) {
  // The banner would cover the bottom of every page, including on phones.
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

// A page that imported this module directly (the login form, say) has loaded Firebase Auth:
// tell the rest of the app (the auth state, the API client's token), as if it had asked.
void loadFirebaseAuth();
