/** One anonymous session on the Auth emulator at `authHost`: its ID token. */
async function signUpAnonymously(authHost) {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).idToken;
}

/** `count` anonymous sessions' ID tokens, made `atOnce` at a time. */
export async function anonymousSessionTokens(authHost, count, atOnce = 50) {
  const tokens = [];
  while (tokens.length < count) {
    const batch = Math.min(atOnce, count - tokens.length);
    tokens.push(
      ...(await Promise.all(Array.from({ length: batch }, () => signUpAnonymously(authHost)))),
    );
  }
  return tokens;
}
