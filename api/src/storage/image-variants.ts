import { LRUCache } from 'lru-cache';
import { imageVariantsServed } from '../metrics/image-metrics.ts';
import { imageWork } from './image-work.ts';

/** Bytes of resized images a process keeps: the variants of a few hundred pictures. */
const CACHE_BYTES = 64 * 1024 * 1024;

const variants = new LRUCache<string, Buffer>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (bytes) => Math.max(1, bytes.length),
});
const making = new Map<string, Promise<Buffer>>();

/**
 * A resized image by its key (file id, width, density): made once, then served from a cache bounded in
 * bytes; requests for a variant being made wait for it rather than decoding the original again. The
 * original is read before the image work's turn (a slow storage read holds no slot); only `resize` runs
 * in it.
 */
export function imageVariant(
  key: string,
  read: () => Promise<Buffer>,
  resize: (original: Buffer) => Promise<Buffer>,
): Promise<Buffer> {
  const cached = variants.get(key);
  let pending = cached ? Promise.resolve(cached) : making.get(key);
  imageVariantsServed.labels(pending ? 'hit' : 'made').inc();
  if (!pending) {
    pending = read()
      .then((original) => imageWork(() => resize(original)))
      .then((bytes) => {
        variants.set(key, bytes);
        return bytes;
      })
      .finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}
