import { parseWrappingKeys, wrappingKeysSetting, type WrappingKeyring } from './key-envelope';

/** The setting createServices was given, when its configuration named one. */
let configuredSetting: string | undefined;
let parsed: { setting: string | undefined; keyring: WrappingKeyring } | undefined;

/**
 * The wrapping keys of a process whose configuration (not its environment) names them: a
 * script that opens a stack's store with a configuration of its own.
 */
export function configureWrappingKeys(setting: string): void {
  configuredSetting = setting;
}

/**
 * The wrapping keys of this process, read when first needed: Cloud Functions mounts the
 * secret as an environment variable when a function runs, not while the deploy loads the
 * code, so it is read where a key is sealed or opened, not at start. Unset or malformed
 * throws a WrappingKeyError there, every time: never a fallback.
 */
export function processWrappingKeys(env: NodeJS.ProcessEnv = process.env): WrappingKeyring {
  const setting = configuredSetting ?? env[wrappingKeysSetting];
  if (!parsed || parsed.setting !== setting) {
    parsed = { setting, keyring: parseWrappingKeys(setting) };
  }
  return parsed.keyring;
}
