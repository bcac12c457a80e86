import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A running S3-compatible server of a test and the settings the API needs to use its one bucket. */
export interface TestS3Server {
  /** FILE_STORAGE=s3 and the S3_* variables naming the server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The credentials s3rver accepts (it checks signatures against them). */
const S3RVER_KEY = 'S3RVER';

/**
 * Starts s3rver (an S3-compatible server from npm, objects in a temporary folder) on a free port of
 * 127.0.0.1 with one empty bucket, so the S3 store is tested against the protocol with nothing else to run.
 */
export async function startS3Server(bucket = 'exceed-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'exceed-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // The SDK's client keeps its connections open: close() alone would wait for them to idle out.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
