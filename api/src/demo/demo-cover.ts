import sharp from 'sharp';

/**
 * Cover art for the demo workshops, drawn for the project rather than downloaded (the machine that runs
 * `npm start` may have no network, and the art needs no licence): a gradient and a motif for the
 * workshop's first tag, at the Open Graph size so the same picture serves cards, the page and link
 * previews. The same title always gives the same picture.
 */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** Pairs of gradient colours: deep enough for white line art, distinct from each other on one page. */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#1e3a8a', '#7c3aed'],
  ['#0f766e', '#0284c7'],
  ['#9a3412', '#db2777'],
  ['#3f6212', '#0d9488'],
  ['#312e81', '#be185d'],
  ['#7c2d12', '#ca8a04'],
  ['#164e63', '#4f46e5'],
  ['#581c87', '#2563eb'],
  ['#134e4a', '#65a30d'],
];

/** A small seeded generator (mulberry32): positions vary between workshops but never between runs. */
function seededRandom(text: string): () => number {
  let state = [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Motif = (random: () => number) => string;

// The motif's group sets fill none and width 6, so a shape overrides either without repeating an attribute.
const line = 'stroke="#fff" stroke-linecap="round" stroke-linejoin="round"';

/** Prompting: a conversation of bubbles with lines of text. */
const conversation: Motif = (random) => {
  const bubbles: string[] = [];
  let y = 90;
  for (let i = 0; i < 4; i += 1) {
    const mine = i % 2 === 1;
    const width = 300 + Math.round(random() * 220);
    const x = mine ? 1100 - width : 560;
    const rows = 1 + Math.round(random() * 1);
    const height = 50 + rows * 34;
    if (y + height > 560) break;
    bubbles.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="28" ${line}
      fill="${mine ? 'rgba(255,255,255,0.28)' : 'rgba(255,255,255,0.1)'}"/>`);
    for (let row = 0; row < rows; row += 1) {
      const length = (width - 70) * (row === rows - 1 ? 0.5 + random() * 0.4 : 1);
      bubbles.push(`<line x1="${x + 35}" y1="${y + 42 + row * 34}" x2="${x + 35 + length}" y2="${y + 42 + row * 34}"
        stroke="#fff" stroke-opacity="0.8" stroke-width="12" stroke-linecap="round"/>`);
    }
    y += height + 24;
  }
  const below = (COVER_HEIGHT - (y - 24 - 90)) / 2 - 90;
  return `<g transform="translate(0 ${below})">${bubbles.join('')}</g>`;
};

/** Agents: a graph of nodes, some of them tools, with a hub. */
const network: Motif = (random) => {
  const hub = { x: 860, y: 315 };
  // Around the hub, a little off a circle, so no two workshops draw the same graph.
  const nodes = Array.from({ length: 9 }, (_, i) => {
    const angle = (i / 9) * 2 * Math.PI + random() * 0.4;
    const radius = 140 + random() * 90;
    return {
      x: Math.round(hub.x + radius * Math.cos(angle)),
      y: Math.round(hub.y + radius * Math.sin(angle)),
    };
  });
  const edges = nodes.map((node, i) => {
    const next = nodes[(i + 2) % nodes.length] ?? hub;
    return `<line x1="${hub.x}" y1="${hub.y}" x2="${node.x}" y2="${node.y}" ${line} stroke-opacity="0.7"/>
      <line x1="${node.x}" y1="${node.y}" x2="${next.x}" y2="${next.y}" ${line} stroke-opacity="0.25"/>`;
  });
  const dots = nodes.map(
    (node, i) =>
      `<circle cx="${node.x}" cy="${node.y}" r="${i % 3 === 0 ? 30 : 18}" ${line} fill="rgba(255,255,255,${i % 3 === 0 ? 0.35 : 0.15})"/>`,
  );
  return `${edges.join('')}${dots.join('')}<circle cx="${hub.x}" cy="${hub.y}" r="56" ${line} fill="rgba(255,255,255,0.4)"/>
    <circle cx="${hub.x}" cy="${hub.y}" r="20" fill="#fff"/>`;
};

/** Strategy: bars that rise, and the trend through them. */
const growth: Motif = (random) => {
  const bars: string[] = [];
  const points: string[] = [];
  const count = 5 + Math.round(random() * 2);
  for (let i = 0; i < count; i += 1) {
    const height = 90 + i * (300 / count) + Math.round(random() * 50);
    const x = 620 + i * 82;
    bars.push(`<rect x="${x}" y="${560 - height}" width="54" height="${height}" rx="10"
      fill="rgba(255,255,255,${0.18 + i * 0.06})" ${line}/>`);
    points.push(`${x + 27},${530 - height}`);
  }
  return `${bars.join('')}<polyline points="${points.join(' ')}" ${line} stroke-width="8"/>
    <circle cx="${points.at(-1)?.split(',')[0]}" cy="${points.at(-1)?.split(',')[1]}" r="16" fill="#fff"/>`;
};

/** Automation: a pipeline of steps joined by arrows, looping back. */
const pipeline: Motif = (random) => {
  const steps: string[] = [];
  const top = 180 + Math.round(random() * 60);
  for (let i = 0; i < 4; i += 1) {
    const x = 590 + i * 140;
    steps.push(`<rect x="${x}" y="${top}" width="96" height="96" rx="22" ${line}
      fill="rgba(255,255,255,${i === 3 ? 0.4 : 0.15})"/>`);
    if (i < 3) {
      steps.push(`<path d="M${x + 104} ${top + 48} h28 m-12 -12 l12 12 l-12 12" ${line}/>`);
    }
  }
  const bottom = top + 96;
  return `${steps.join('')}<path d="M${1010 + 48} ${bottom + 10} v90 h-${420} v-90" ${line} stroke-opacity="0.6"
    stroke-dasharray="2 18"/><circle cx="${790}" cy="${bottom + 100}" r="26" ${line} fill="rgba(255,255,255,0.3)"/>`;
};

/** Evaluation: a grid of graded answers, mostly passing. */
const grades: Motif = (random) => {
  const cells: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const x = 600 + col * 104;
      const y = 95 + row * 118;
      const pass = random() > 0.22;
      cells.push(`<rect x="${x}" y="${y}" width="80" height="80" rx="18"
        fill="rgba(255,255,255,${pass ? 0.22 : 0.08})" ${line} stroke-opacity="0.6"/>`);
      cells.push(
        pass
          ? `<path d="M${x + 22} ${y + 42} l14 14 l24 -28" ${line}/>`
          : `<path d="M${x + 26} ${y + 26} l28 28 m0 -28 l-28 28" ${line} stroke-opacity="0.7"/>`,
      );
    }
  }
  return cells.join('');
};

const MOTIFS: Record<string, Motif> = {
  'Prompt engineering': conversation,
  Agents: network,
  'AI strategy': growth,
  Automation: pipeline,
  'LLM evaluation': grades,
};

/** The cover of one workshop as a PNG (the upload path turns it into WEBP variants on request). */
export function renderDemoCover(title: string, tag: string | undefined, index: number): Promise<Buffer> {
  const random = seededRandom(title);
  const [from, to] = PALETTES[index % PALETTES.length] ?? ['#1e3a8a', '#7c3aed'];
  const motif = (tag && MOTIFS[tag]) || network;
  const rings = Array.from(
    { length: 3 },
    (_, i) =>
      `<circle cx="${180 + Math.round(random() * 200)}" cy="${120 + Math.round(random() * 400)}" r="${120 + i * 90}"
        fill="none" stroke="#fff" stroke-opacity="${0.06 + i * 0.02}" stroke-width="40"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${rings.join('')}<g transform="translate(-250 0)" fill="none" stroke-width="6">${motif(random)}</g></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
