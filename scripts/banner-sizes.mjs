// `npm run banner-sizes -- [--backend embedded|firebase] [--project <id>]`
// The one-off that makes the AVIF and WebP sizes of event banners stored before sizes were
// made at upload (functions/src/app/events/banner-variants-backfill.ts). Until it runs, such
// a banner is shown as its original. Idempotent: run it again and it finds nothing to do.
//
// On `npm start`'s stack it opens the stack's store and blobs directly. Against production,
// add --project (Firestore and Cloud Storage through Application Default Credentials, as for
// grant-admin, with write access; STORAGE_BUCKET names the bucket when it is not the default).
import './lib/require-node-22.mjs';
import { loadStoreTools, storeEnvironment, storeScriptArgs } from './lib/store-tools.mjs';

const usage = 'Usage: npm run banner-sizes -- [--backend embedded|firebase] [--project <id>]';
const { values } = storeScriptArgs(usage, { options: { project: { type: 'string' } } });

const tools = await loadStoreTools('backfillBannerVariants');
try {
  const environment = storeEnvironment({ backend: values.backend, project: values.project });
  if (values.project && process.env.STORAGE_BUCKET) {
    environment.STORAGE_BUCKET = process.env.STORAGE_BUCKET;
  }
  const services = tools.createServices(tools.readRuntimeConfig(environment));
  const events = await tools.backfillBannerVariants(services);
  const where = values.project ? `project ${values.project}` : `the local ${values.backend} stack`;
  console.log(`Banner sizes made for ${events} events (${where}).`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
