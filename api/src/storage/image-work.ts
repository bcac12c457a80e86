import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * Decoding and encoding pictures is the API's heaviest CPU and memory work: a burst of image requests
 * must not take every core from bookings. Each sharp operation uses one libvips thread, and at most
 * IMAGE_WORK_CONCURRENCY run at once in a process; the rest wait their turn.
 */
const IMAGE_WORK_CONCURRENCY = 2;
sharp.concurrency(1);
// libvips' own operation cache holds decoded pictures beyond our control; the variant cache bounds ours.
sharp.cache(false);

const limit = pLimit(IMAGE_WORK_CONCURRENCY);

/** Runs sharp work in its turn. */
export const imageWork = <T>(work: () => Promise<T>): Promise<T> => limit(work);
