// Import rules checked by `npm run lint` (dependency-cruiser): no circles anywhere, and the
// backend's layers point one way: http -> app -> domain, ports and contract; adapters
// implement ports; config and index.ts wire them; nothing imports upward. In app/, the
// allocator and payment confirmation keep out of the buyer's call (checkout/) but for its records.
const tests = '\\.test\\.tsx?$|/test-support/';

/** A rule that the code of `layer` (tests aside) imports nothing matching `forbidden`. */
function layerRule(name, comment, layer, forbidden) {
  return {
    name,
    severity: 'error',
    comment,
    from: { path: `^functions/src/${layer}/`, pathNot: tests },
    to: { path: forbidden },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: modules that need each other belong together, or apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ holds pure decisions: it imports only domain/ and contract/.',
      from: { path: '^functions/src/domain/' },
      to: { path: '^functions/src/', pathNot: '^functions/src/(domain|contract)/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'contract/ is shared with the web client: it imports only itself.',
      from: { path: '^functions/src/contract/' },
      to: { path: '^functions/src/', pathNot: '^functions/src/contract/' },
    },
    {
      name: 'ports-are-interfaces',
      severity: 'error',
      comment: 'ports/ declares what use cases need; it knows no use case or adapter.',
      from: { path: '^functions/src/ports/' },
      to: { path: '^functions/src/(app|http|adapters|config|tools)/' },
    },
    layerRule(
      'use-cases-take-ports',
      'app/ takes ports as arguments: it never reaches for HTTP, adapters or wiring.',
      'app',
      '^functions/src/(http|adapters|config|tools)/|^functions/src/index\\.ts$',
    ),
    layerRule(
      'http-calls-use-cases',
      'http/ maps requests to use cases; adapters and wiring are not its business.',
      'http',
      '^functions/src/(adapters|config)/|^functions/src/index\\.ts$',
    ),
    layerRule(
      'adapters-implement-ports',
      'An adapter implements a port; it does not call use cases or HTTP.',
      'adapters',
      '^functions/src/(app|http|config)/',
    ),
    {
      name: 'allocator-not-the-buyers-call',
      severity: 'error',
      comment:
        "The allocator uses only the buyer's call's records and order price, never its steps.",
      from: { path: '^functions/src/app/allocator/', pathNot: tests },
      to: {
        path: '^functions/src/app/checkout/',
        pathNot: '^functions/src/app/checkout/(checkout-records|order-price)\\.ts$',
      },
    },
    {
      name: 'payments-after-the-sale',
      severity: 'error',
      comment: "Payment confirmation uses only checkout's records, and never calls the allocator.",
      from: { path: '^functions/src/app/payments/', pathNot: tests },
      to: {
        path: '^functions/src/app/(checkout|allocator)/',
        pathNot: '^functions/src/app/checkout/checkout-records\\.ts$',
      },
    },
    {
      name: 'web-uses-the-contract-only',
      severity: 'error',
      comment: 'The web client shares only the contract with the backend.',
      from: { path: '^web/src/' },
      to: { path: '^functions/src/', pathNot: '^functions/src/contract/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^functions/lib/|^web/dist' },
    tsPreCompilationDeps: true,
    // web/'s aliases (@/ and @contract/); the backend has none.
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
