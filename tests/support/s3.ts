import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  /** The S3_* variables of a server that stores its images there. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const TEST_BUCKET = "plaines-images";

/** A local S3-compatible server (s3rver, files in a temporary folder) with the site's bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "plaines-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
