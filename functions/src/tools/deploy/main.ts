/**
 * Entry point of lib/deploy-check.js, used by scripts/deploy-check.mjs and scripts/deploy.mjs.
 * Not deployed: firebase.json ignores it.
 */
export { runPreflight } from './preflight';
export { describeEndpoints, summariseEndpoint } from './endpoints';
