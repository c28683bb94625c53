// What the lazily loaded Firebase Auth chunk offers the always-loaded code (firebase-loader.ts).
export { auth } from './firebase';
export { onIdTokenChanged, signInAnonymously } from 'firebase/auth';
