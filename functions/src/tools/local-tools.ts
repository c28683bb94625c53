/**
 * Entry point of lib/tools.js, used by scripts/ (seeding the local stack). Not deployed:
 * firebase.json ignores it.
 */
export { createServices } from '../config/services';
export { readRuntimeConfig } from '../config/runtime-config';
export { seedDemoData, demoAccounts } from './seed-demo-data';
export { whenTriggersSettle } from '../config/embedded-triggers';
