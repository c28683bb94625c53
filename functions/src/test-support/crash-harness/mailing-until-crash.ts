/**
 * A child process of mailing-crash.contract.test.ts: sends the mailing its JSON argument names
 * on the stack it names (stack.ts), with FAULT_CRASH_AT naming where it kills itself
 * (app/common/crash-points.ts). Prints `done` at the end, which a crash never reaches.
 */
import { allMailingKinds } from '../../app/mailings/all-mailing-kinds';
import { runMailing } from '../../app/mailings/run-mailing';
import { recordOpenTransactions } from './open-transactions';
import { crashStackServices, type CrashStackConfig } from './stack';

async function main({ mailingId, ...config }: CrashStackConfig & { mailingId: string }) {
  if (config.backend === 'firebase') recordOpenTransactions();
  const services = crashStackServices(config);
  const outcome = await runMailing(services, allMailingKinds, mailingId);
  process.stdout.write(`${outcome}\ndone\n`);
  process.exit(0);
}

main(JSON.parse(process.argv[2]!) as CrashStackConfig & { mailingId: string }).catch(
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
