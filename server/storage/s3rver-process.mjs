// Tests only (test-s3rver.ts): s3rver on a random port of 127.0.0.1 with one bucket; prints the port
// and runs until its stdin closes, so it never outlives the test process.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
// s3rver deletes a DeleteObjects batch concurrently and siblings race to remove their emptied
// folder, answering 500 (jamhall/s3rver#788, fix unreleased): one delete at a time.
const deleteObject = server.store.deleteObject.bind(server.store);
let deleting = Promise.resolve();
server.store.deleteObject = (...args) => (deleting = deleting.catch(() => undefined).then(() => deleteObject(...args)));

const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.stdin.resume().on('end', () => server.close().then(() => process.exit(0)));
