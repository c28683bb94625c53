// How the browser journeys (e2e/support/browser.ts) and the web benchmark start Chromium: the
// system's (Debian's package), headless, with the flags that keep it off the closed network.

/** chromium.launch's options: CHROMIUM_PATH (else /usr/bin/chromium), with `args` added. */
export function headlessChromiumOptions(args = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...args,
    ],
  };
}
