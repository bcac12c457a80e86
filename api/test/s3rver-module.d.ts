/** The part of s3rver (v3, which ships no types) that the tests' S3 server uses (test/s3-server.ts). */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    silent?: boolean;
    /** The folder the buckets and objects are kept in. */
    directory: string;
    /** Buckets made at start. */
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    /** Set by run(). */
    httpServer: Server;
    close(): Promise<void>;
  }
}
