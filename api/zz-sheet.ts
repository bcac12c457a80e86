import sharp from 'sharp';
const [out, ...names] = process.argv.slice(2);
const tiles = await Promise.all(names.map(async (n) => sharp(`/tmp/shots/${n}`).resize({ width: 640, height: 1500, fit: 'cover', position: 'top' }).png().toBuffer()));
await sharp({ create: { width: names.length * 650, height: 1500, channels: 3, background: '#888' } })
  .composite(tiles.map((input, i) => ({ input, left: i * 650, top: 0 }))).png().toFile(`/tmp/shots/${out}`);
