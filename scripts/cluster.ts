/**
 * `npm run cluster`: the production layout of docs/deploy.md on this machine — nginx in front of
 * two server processes on the local PostgreSQL (a fresh database `cluster_<time>`, dropped on
 * exit), Redis and a fake S3 (s3rver). Prints nginx's URL; Ctrl-C stops everything.
 * DATABASE_URL and REDIS_TEST_URL name other servers; CLUSTER_INSTANCES another count.
 */
import { clusterUnavailable, startCluster } from '../apps/server/test/cluster-kit.ts';

const missing = await clusterUnavailable();
if (missing) {
  console.error(`Cannot start the cluster: ${missing}.`);
  process.exit(1);
}

const cluster = await startCluster({
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  log: (line) => console.log(line),
});
console.log(`\nCluster running at ${cluster.url}  (Ctrl-C stops it)`);
console.log(`Log in with 919000000001 and code 246810.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
