/** Not the production path: trusts the emulator's unsigned token and reads no account. */
export function decodeOnlyIdentity(base) {
  return {
    ...base,
    async verifyIdToken(token) {
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      return {
        uid: claims.user_id ?? claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        isAnonymous: claims.firebase?.sign_in_provider === 'anonymous',
        isAdmin: false,
      };
    },
  };
}
