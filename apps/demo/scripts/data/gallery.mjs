// The gallery's photos (gallery.json) and the pictures they show (gallery/*.svg). The pictures are flat
// vector compositions drawn here from a seeded random sequence, so the demo ships no photographs, loads
// from no image host, and every run writes the same files.
import { seededRandom as sequence } from './maps.mjs';

const round = (value) => Math.round(value * 10) / 10;

function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">\n${body}</svg>\n`;
}

/** Mountains over a lake: three ridges fading into the sky, the sun (or moon) and its reflection. */
function mountains({ width, height, seed, sky, glow, orb, ridges, water, stars = false }) {
  const random = sequence(seed);
  const horizon = height * 0.68;
  const layers = ridges
    .map((fill, layer) => {
      const base = horizon - (ridges.length - layer) * height * 0.06;
      const points = [`0 ${horizon}`];
      for (let x = 0; x <= width; x += width / 8) {
        points.push(`${round(x)} ${round(base - random() * height * 0.22)}`);
      }
      points.push(`${width} ${horizon}`);
      return `  <path d="M${points.join(' L')} Z" fill="${fill}"/>\n`;
    })
    .join('');
  const starField = stars
    ? Array.from({ length: 40 }, () => {
        const x = round(random() * width);
        const y = round(random() * horizon * 0.6);
        return `  <circle cx="${x}" cy="${y}" r="${round(0.8 + random() * 1.6)}" fill="#FFFFFF" opacity="${round(0.4 + random() * 0.5)}"/>\n`;
      }).join('')
    : '';
  const orbX = round(width * (0.25 + random() * 0.5));
  const orbY = round(height * 0.3);
  return svg(
    width,
    height,
    `  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
${starField}  <circle cx="${orbX}" cy="${orbY}" r="${round(height * 0.08)}" fill="${orb}"/>
${layers}  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${water}"/>
  <rect x="${round(orbX - height * 0.06)}" y="${round(horizon + height * 0.04)}" width="${round(height * 0.12)}" height="4" rx="2" fill="${orb}" opacity="0.6"/>
  <rect x="${round(orbX - height * 0.04)}" y="${round(horizon + height * 0.09)}" width="${round(height * 0.08)}" height="4" rx="2" fill="${orb}" opacity="0.4"/>
`,
  );
}

/** A skyline of towers with lit windows against the sky. */
function skyline({ width, height, seed, sky, towers, window: lit, ground }) {
  const random = sequence(seed);
  let body = `  <rect width="${width}" height="${height}" fill="${sky}"/>\n`;
  let x = 0;
  while (x < width) {
    const towerWidth = round(width * (0.06 + random() * 0.08));
    const towerHeight = round(height * (0.25 + random() * 0.5));
    const top = round(height * 0.9 - towerHeight);
    body += `  <rect x="${round(x)}" y="${top}" width="${towerWidth}" height="${towerHeight}" fill="${towers[Math.floor(random() * towers.length)]}"/>\n`;
    for (let row = top + 14; row < height * 0.86; row += 26) {
      for (let column = x + 8; column < x + towerWidth - 10; column += 18) {
        if (random() < 0.3) {
          body += `  <rect x="${round(column)}" y="${round(row)}" width="6" height="8" fill="${lit}"/>\n`;
        }
      }
    }
    x += towerWidth + width * 0.01;
  }
  body += `  <rect y="${round(height * 0.9)}" width="${width}" height="${round(height * 0.1)}" fill="${ground}"/>\n`;
  return svg(width, height, body);
}

/** A Bauhaus-style grid of squares, each holding a circle, a quarter circle or a triangle. */
function shapes({ width, height, seed, background, palette, cells }) {
  const random = sequence(seed);
  const size = width / cells;
  const rows = Math.ceil(height / size);
  let body = `  <rect width="${width}" height="${height}" fill="${background}"/>\n`;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < cells; column++) {
      const x = round(column * size);
      const y = round(row * size);
      const fill = palette[Math.floor(random() * palette.length)];
      const back = palette[Math.floor(random() * palette.length)];
      const s = round(size);
      body += `  <rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${back}"/>\n`;
      const kind = Math.floor(random() * 3);
      if (kind === 0) {
        body += `  <circle cx="${round(x + s / 2)}" cy="${round(y + s / 2)}" r="${round(s * 0.38)}" fill="${fill}"/>\n`;
      } else if (kind === 1) {
        body += `  <path d="M${x} ${y} h${s} A${s} ${s} 0 0 1 ${x} ${round(y + s)} Z" fill="${fill}"/>\n`;
      } else {
        body += `  <path d="M${x} ${round(y + s)} L${round(x + s / 2)} ${y} L${round(x + s)} ${round(y + s)} Z" fill="${fill}"/>\n`;
      }
    }
  }
  return svg(width, height, body);
}

/** Rolling waves in bands, with a small sailing boat on the horizon. */
function sea({ width, height, seed, sky, sun, bands, sail }) {
  const random = sequence(seed);
  const horizon = height * 0.5;
  let body = `  <rect width="${width}" height="${height}" fill="${sky}"/>\n`;
  body += `  <circle cx="${round(width * 0.7)}" cy="${round(horizon - height * 0.12)}" r="${round(height * 0.1)}" fill="${sun}"/>\n`;
  bands.forEach((fill, band) => {
    const top = horizon + band * ((height - horizon) / bands.length);
    const amplitude = 6 + band * 5 + random() * 6;
    const wave = width / 6;
    let d = `M0 ${round(top)}`;
    for (let x = 0; x < width; x += wave) {
      d += ` q${round(wave / 2)} ${round(-amplitude)} ${round(wave)} 0`;
    }
    body += `  <path d="${d} V${height} H0 Z" fill="${fill}"/>\n`;
  });
  const boatX = round(width * (0.15 + random() * 0.3));
  const boatY = round(horizon + 4);
  body += `  <path d="M${boatX} ${boatY} h60 l-10 12 h-40 Z" fill="#3B2F2A"/>\n`;
  body += `  <path d="M${round(boatX + 30)} ${round(boatY - 56)} v52 h-26 Z" fill="${sail}"/>\n`;
  return svg(width, height, body);
}

/** A pine forest: rows of triangular trees, darker towards the front. */
function forest({ width, height, seed, sky, rows: rowColours, ground }) {
  const random = sequence(seed);
  let body = `  <rect width="${width}" height="${height}" fill="${sky}"/>\n`;
  rowColours.forEach((fill, row) => {
    const baseY = height * (0.55 + row * 0.13);
    const treeHeight = height * (0.18 + row * 0.06);
    for (let x = -20; x < width + 20; x += treeHeight * (0.35 + random() * 0.25)) {
      const h = round(treeHeight * (0.8 + random() * 0.4));
      body += `  <path d="M${round(x)} ${round(baseY - h)} l${round(h * 0.28)} ${h} h${round(-h * 0.56)} Z" fill="${fill}"/>\n`;
    }
  });
  body += `  <rect y="${round(height * 0.92)}" width="${width}" height="${round(height * 0.08)}" fill="${ground}"/>\n`;
  return svg(width, height, body);
}

const wide = { width: 960, height: 640 };
const tall = { width: 640, height: 960 };
const square = { width: 800, height: 800 };

/** Every picture: its file, album, title, alt text, caption and drawing. */
const pictures = [
  [
    'alpine-dawn',
    'landscapes',
    'Alpine dawn',
    'Blue mountain ridges over a still lake at dawn, a pale yellow sun rising behind them',
    'First light over the lake, 6:10 in the morning.',
    mountains({
      ...wide,
      seed: 11,
      sky: '#F7C6A3',
      glow: '#FCE8D5',
      orb: '#FFF3B0',
      ridges: ['#8FA8C8', '#5F7FA6', '#3C5A80'],
      water: '#6C8DB5',
    }),
  ],
  [
    'downtown-night',
    'cities',
    'Downtown at night',
    'A city skyline at night, dark towers with yellow lit windows under a navy sky',
    'The financial district after the late shift.',
    skyline({
      ...wide,
      seed: 23,
      sky: '#1D2340',
      towers: ['#2E3558', '#39406A', '#272D4C'],
      window: '#F4D35E',
      ground: '#14182C',
    }),
  ],
  [
    'bauhaus-primaries',
    'abstract',
    'Primaries',
    'A grid of squares holding circles, quarter circles and triangles in red, yellow and blue on cream',
    'Study in primary colours, after the Bauhaus posters.',
    shapes({
      ...square,
      seed: 5,
      background: '#F4EDE1',
      palette: ['#D7263D', '#F4B400', '#1B5E9E', '#F4EDE1', '#1F1F1F'],
      cells: 5,
    }),
  ],
  [
    'open-water',
    'landscapes',
    'Open water',
    'Turquoise waves rolling towards the viewer, a small boat with a white sail on the horizon',
    'Crossing to the outer islands.',
    sea({
      ...wide,
      seed: 31,
      sky: '#BFE3F2',
      sun: '#FFF6D5',
      bands: ['#5BB5C9', '#3A97B0', '#237A94', '#145C73'],
      sail: '#FFFFFF',
    }),
  ],
  [
    'pine-ridge',
    'landscapes',
    'Pine ridge',
    'Rows of dark green pine trees under a misty grey-green sky',
    'Fog lifting off the ridge trail.',
    forest({ ...tall, seed: 47, sky: '#D6E2D8', rows: ['#8DAA91', '#5B7F63', '#2F5238'], ground: '#23402B' }),
  ],
  [
    'harbour-noon',
    'cities',
    'Harbour district',
    'Terracotta and ochre towers with pale windows under a bright blue midday sky',
    'Warehouses turned studios by the old harbour.',
    skyline({
      ...square,
      seed: 59,
      sky: '#8EC5FC',
      towers: ['#C8553D', '#D98F4E', '#B5651D'],
      window: '#FCEBD2',
      ground: '#6B4226',
    }),
  ],
  [
    'desert-dusk',
    'landscapes',
    'Desert dusk',
    'Purple and rose mountain ridges under an orange dusk sky with a setting sun',
    'The canyon road, twenty minutes before dark.',
    mountains({
      ...tall,
      seed: 67,
      sky: '#5B3A70',
      glow: '#F28F6B',
      orb: '#FFD07F',
      ridges: ['#B46A8A', '#8A4A75', '#5C2F5A'],
      water: '#7D4F7A',
    }),
  ],
  [
    'teal-geometry',
    'abstract',
    'Teal geometry',
    'Interlocking teal, coral and sand-coloured circles and triangles on a dark background',
    'A palette borrowed from the coast.',
    shapes({
      ...wide,
      seed: 71,
      background: '#17313B',
      palette: ['#2A9D8F', '#E76F51', '#E9C46A', '#17313B', '#F4A261'],
      cells: 6,
    }),
  ],
  [
    'night-lake',
    'landscapes',
    'Night lake',
    'A starry night over black mountains and a dark lake, a full white moon above',
    'Long exposure under a clear sky.',
    mountains({
      ...wide,
      seed: 83,
      sky: '#0B1026',
      glow: '#27345C',
      orb: '#F5F3E8',
      ridges: ['#2A3358', '#1C2442', '#111731'],
      water: '#1A2448',
      stars: true,
    }),
  ],
  [
    'storm-front',
    'landscapes',
    'Storm front',
    'Grey-blue waves under a heavy slate sky, a boat with a red sail riding them',
    'The ferry ran anyway.',
    sea({
      ...square,
      seed: 97,
      sky: '#8E9AAF',
      sun: '#C9CED8',
      bands: ['#6C7A93', '#55627A', '#3E4A60', '#2A3447'],
      sail: '#C0392B',
    }),
  ],
  [
    'mint-blocks',
    'abstract',
    'Mint blocks',
    'Soft mint, pink and navy geometric tiles arranged in a tall grid',
    'Tile study for the lobby mural.',
    shapes({
      ...tall,
      seed: 101,
      background: '#FDF6F0',
      palette: ['#A8DADC', '#F1C0CB', '#1D3557', '#FDF6F0', '#457B9D'],
      cells: 4,
    }),
  ],
  [
    'autumn-woods',
    'landscapes',
    'Autumn woods',
    'Orange, rust and brown pine trees in rows under a pale gold sky',
    'Larches turning on the north slope.',
    forest({
      ...wide,
      seed: 113,
      sky: '#F6E7C1',
      rows: ['#E0A458', '#C06C2B', '#7F3F1D'],
      ground: '#4E2A14',
    }),
  ],
  [
    'river-city',
    'cities',
    'River city',
    'Grey and slate towers under a lavender evening sky, a few windows lit warm white',
    'Evening on the east bank.',
    skyline({
      ...wide,
      seed: 127,
      sky: '#B8A9C9',
      towers: ['#5D5F71', '#4A4C5E', '#6E7085'],
      window: '#FFF4E0',
      ground: '#363747',
    }),
  ],
  [
    'glacier',
    'landscapes',
    'Glacier',
    'Icy white and pale blue mountain ridges over a cold turquoise lake under a clear sky',
    'Meltwater lake below the glacier tongue.',
    mountains({
      ...square,
      seed: 131,
      sky: '#A7D3F2',
      glow: '#EAF6FF',
      orb: '#FFFFFF',
      ridges: ['#DCEBF5', '#B3CDE0', '#8AAFC8'],
      water: '#4FB0C6',
    }),
  ],
  [
    'sunset-bay',
    'landscapes',
    'Sunset bay',
    'Waves in deep magenta and violet bands under a pink sunset, a boat with a yellow sail',
    'The bay at golden hour.',
    sea({
      ...tall,
      seed: 139,
      sky: '#F7A6B8',
      sun: '#FFE29A',
      bands: ['#C65B8A', '#9D3F78', '#722B66', '#4B1D52'],
      sail: '#FFD23F',
    }),
  ],
  [
    'midnight-grid',
    'abstract',
    'Midnight grid',
    'A dense grid of gold, ivory and indigo shapes on a deep navy background',
    'Pattern for the annual report cover.',
    shapes({
      ...wide,
      seed: 151,
      background: '#0F1A3D',
      palette: ['#E2B714', '#F5F0E1', '#3A4A8C', '#0F1A3D', '#6E7FC9'],
      cells: 8,
    }),
  ],
];

/** The gallery's files, keyed by their path under api/. */
export const galleryPictureFiles = Object.fromEntries(
  pictures.map(([id, , , , , picture]) => [`gallery/${id}.svg`, picture]),
);

/** Days before the anchor date each photo was taken, so the list reads the same on every run. */
const anchor = Date.UTC(2026, 0, 31);

/** The gallery's photos, newest first. */
export const galleryPhotos = pictures.map(([id, album, title, alt, caption, picture], index) => {
  const [, width, height] = picture.match(/viewBox="0 0 (\d+) (\d+)"/).map(Number);
  return {
    id,
    album,
    title,
    alt,
    caption,
    src: `api/gallery/${id}.svg`,
    width,
    height,
    taken: new Date(anchor - index * 3 * 86_400_000).toISOString().slice(0, 10),
  };
});
