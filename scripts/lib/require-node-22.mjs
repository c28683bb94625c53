// The functions need Node 22 (node:sqlite, the Cloud Functions runtime). npm scripts get it
// from the `node` devDependency; running a script with another Node gives confusing errors.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `This needs Node 22 but runs on ${process.version}. Use the npm scripts (npm start, npm test, ...), ` +
      'which run on the Node 22 that `npm install` puts in node_modules/.bin.',
  );
  process.exit(1);
}
