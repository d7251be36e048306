// How each seeded product, workshop and business picture looks: the model family (one per kind of
// product), its palette [backdrop, main colour, accent], model options (bottle shape, cap, wax,
// glass) and the set (plinth, light). No two products share a look, so no two share a picture.
// render-imagery.mjs reads the seed data for names and paths and this file for the rest.

export const PRODUCTS = {
  // Perfumes: one bottle family, a different shape, cap and liquid per scent.
  'amber-oud': {
    family: 'bottle',
    palette: ['#e9dccb', '#b5651d', '#3b2414'],
    model: { shape: 'square', cap: 'cube', capMaterial: 'wood:#4a2e1c' },
    set: { plinth: 'stone', warm: true },
  },
  'white-tea-yuzu': {
    family: 'bottle',
    palette: ['#eef0e4', '#e2d98a', '#8a9a5b'],
    model: { shape: 'slim', cap: 'cylinder', liquid: '#efe3a0' },
    set: { plinth: 'marble', plinthColor: '#f4f2ee' },
  },
  'peony-silk': {
    family: 'bottle',
    palette: ['#f3e3e4', '#eab3c0', '#b76e79'],
    model: { shape: 'round', cap: 'sphere', capMaterial: 'gloss:#e8c9cf' },
    set: { plinth: 'stone', plinthColor: '#e6d2cf' },
  },
  'midnight-jasmine': {
    family: 'bottle',
    palette: ['#2a2d42', '#3b2f6b', '#c9a227'],
    model: { shape: 'square', cap: 'cylinder', glassTint: '#dcdcf0', liquid: '#4a3a8c' },
    set: { plinth: 'box', plinthColor: '#3d3f55', key: 3.4 },
  },
  'velvet-saffron': {
    family: 'bottle',
    palette: ['#3a1f1f', '#b5302a', '#e0a526'],
    model: { shape: 'slim', cap: 'cube', liquid: '#c0392b', capMaterial: 'metal:#d4a437' },
    set: { plinth: 'box', plinthColor: '#553330', warm: true, key: 3.4 },
  },
  'sea-salt-frangipani': {
    family: 'bottle',
    palette: ['#dfeef0', '#a8d8e2', '#f5c96b'],
    model: { shape: 'round', cap: 'disc', liquid: '#bfe6ee', capMaterial: 'gloss:#f7f4ee' },
    set: { plinth: 'stone', plinthColor: '#e9e4da' },
  },
  'cedar-rain': {
    family: 'bottle',
    palette: ['#dfe5df', '#6f8f7a', '#2f3e36'],
    model: { shape: 'square', cap: 'cylinder', liquid: '#93ad8f', capMaterial: 'wood:#6e4b31' },
    set: { plinth: 'box', plinthColor: '#a9ada4' },
  },
  // Bespoke perfumes: the atelier's square bottle with a cube cap, a handwritten-feel label.
  'citrus-grove': {
    family: 'bespoke',
    palette: ['#f6eed6', '#f4d35e', '#2d6a4f'],
    model: { liquid: '#f2cf4f', capMaterial: 'gloss:#1f1d1b' },
    set: { plinth: 'marble', plinthColor: '#f2efe8', warm: true },
    sub: 'Bespoke',
  },
  'rose-atelier': {
    family: 'bespoke',
    palette: ['#f4e2e0', '#e8a0a0', '#c9a227'],
    model: { liquid: '#eaa3a3', capMaterial: 'metal:#c9a227' },
    set: { plinth: 'stone', plinthColor: '#e4cfc9' },
    sub: 'Bespoke',
  },
  // Crayons and crayon + spray duos.
  'yuzu-rose-dual-crayon': {
    family: 'crayon',
    palette: ['#f7ecd8', '#f2c94c', '#d77a8f'],
    set: { plinth: 'marble', plinthColor: '#f4f1ea' },
    name: 'Yuzu',
    name2: 'Rose',
  },
  'oud-vanilla-dual-crayon': {
    family: 'crayon',
    palette: ['#e8dccb', '#5a3825', '#f1ddb0'],
    set: { plinth: 'stone', warm: true },
    name: 'Oud',
    name2: 'Vanilla',
  },
  'neroli-crayon-spray': {
    family: 'crayon',
    palette: ['#fbeedb', '#f6b26b', '#d9822b'],
    model: { spray: true, sprayName: 'Neroli' },
    set: { plinth: 'stone', plinthColor: '#eadfcd' },
  },
  'jasmine-crayon-spray': {
    family: 'crayon',
    palette: ['#e6e3f0', '#c9bfe6', '#6b5b95'],
    model: { spray: true, sprayName: 'Night Jasmine' },
    set: { plinth: 'marble', plinthColor: '#eeecf2' },
  },
  // Perfume oils: roller bottles.
  'amber-oud-perfume-oil': {
    family: 'roller',
    palette: ['#ecdfcc', '#c47a2c', '#3b2414'],
    set: { plinth: 'stone', warm: true },
    sub: 'Perfume oil',
  },
  'orchid-perfume-oil': {
    family: 'roller',
    palette: ['#f1e5f0', '#d8a7d6', '#7a4e7c'],
    set: { plinth: 'marble', plinthColor: '#f3eff3' },
    sub: 'Perfume oil',
  },
  // Candles.
  'sunlit-neroli-dual-candle': {
    family: 'dualCandle',
    palette: ['#f8eddc', '#fbe3b0', '#f29e4c'],
    model: { wax: '#fbe6bd', wax2: '#fff4e0', vesselColor: '#f3e7d0' },
    set: { plinth: 'stone', plinthColor: '#e8dcc8', warm: true },
  },
  'midnight-fig-dual-candle': {
    family: 'dualCandle',
    palette: ['#2b2433', '#6d4c7d', '#f29e4c'],
    model: { vessel: 'ceramic', vesselColor: '#3c2d48', wax: '#efe4e9', wax2: '#e5d6de' },
    set: { plinth: 'box', plinthColor: '#453a4d', key: 3.4, warm: true },
  },
  'kaya-toast-candle': {
    family: 'candle',
    palette: ['#f1e6cf', '#8fbf7f', '#c58a3e'],
    model: { vessel: 'ceramic', vesselColor: '#9cc38c', wax: '#f3e2b8' },
    set: { plinth: 'stone', warm: true },
  },
  'orchid-garden-candle': {
    family: 'candle',
    palette: ['#efe8f4', '#c7a6e0', '#8a5fa5'],
    model: { vesselColor: '#efe6f6', wax: '#eadcf2' },
    set: { plinth: 'marble', plinthColor: '#f3f0f4' },
  },
  'brass-candle-holder': {
    family: 'holder',
    palette: ['#ebe5d9', '#c9a227', '#8c6d1f'],
    model: { kind: 'brass', taper: '#f3ede2' },
    set: { plinth: 'stone', plinthColor: '#d9d1c4', warm: true },
  },
  'terrazzo-candle-holder': {
    family: 'holder',
    palette: ['#ece8e2', '#d9d2c5', '#4a7c74'],
    model: { kind: 'terrazzo', taper: '#4a7c74' },
    set: { plinth: 'box', plinthColor: '#d6d0c6' },
  },
  'mini-candle-trio': {
    family: 'mini',
    palette: ['#f4ede1', '#b9c4c9', '#f29e4c'],
    model: { trio: true, waxes: ['#fbe6bd', '#eadcf2', '#d9ead3'], names: ['Neroli', 'Orchid', 'Pandan'] },
    set: { plinth: 'stone', warm: true },
  },
  'mini-candle-orchid': {
    family: 'mini',
    palette: ['#efe9f3', '#b9c4c9', '#c7a6e0'],
    model: { wax: '#e6d4f0', metal: '#c9b7a4' },
    set: { plinth: 'marble', plinthColor: '#f2eff3' },
  },
  // Home fragrance.
  'botanic-garden-reed-diffuser': {
    family: 'reed',
    palette: ['#e6efe2', '#8db894', '#6b4f2c'],
    model: { glassTint: '#e4efe4', liquid: '#7fae86' },
    set: { plinth: 'stone', plinthColor: '#cfd6c9' },
  },
  'white-tea-ginger-reed-diffuser': {
    family: 'reed',
    palette: ['#f3f0e8', '#e6dcc3', '#8a6a3c'],
    model: { liquid: '#e8d8a8', reeds: '#d8c6a4', collar: '#d8d4cc' },
    set: { plinth: 'marble', plinthColor: '#f5f3ef', warm: true },
  },
  'sea-breeze-car-diffuser': {
    family: 'car',
    palette: ['#e0eef4', '#8fc3dc', '#5e7d8c'],
    set: { plinth: 'stone', plinthColor: '#dfe4e6' },
  },
  'leather-cedar-car-diffuser': {
    family: 'car',
    palette: ['#ebe1d5', '#8a5a32', '#3a2a1e'],
    set: { plinth: 'box', plinthColor: '#b8a58f', warm: true },
  },
  'ceramic-oil-burner': {
    family: 'burner',
    palette: ['#e3eeea', '#8fc1b5', '#e6b35a'],
    model: { kind: 'ceramic' },
    set: { plinth: 'stone', plinthColor: '#d5dcd6', warm: true },
  },
  'marble-oil-burner': {
    family: 'burner',
    palette: ['#eaebec', '#d8d4cc', '#c9a227'],
    model: { kind: 'marble' },
    set: { plinth: 'box', plinthColor: '#b9b4ad', warm: true },
  },
  'lemongrass-home-oil': {
    family: 'dropper',
    palette: ['#eef3df', '#c5d86d', '#4f6d2f'],
    model: { glassTint: '#b9772e' },
    set: { plinth: 'stone', plinthColor: '#d6d8c6' },
    sub: 'Home scent oil',
  },
  'white-tea-home-oil': {
    family: 'dropper',
    palette: ['#f3f0e8', '#e6dcc3', '#7f6a4a'],
    model: { glassTint: '#e9e5dc', bulb: '#f1ede6' },
    set: { plinth: 'marble', plinthColor: '#f4f2ee' },
    sub: 'Home scent oil',
  },
  // Gifts.
  'self-care-sunday-bundle': {
    family: 'gift',
    palette: ['#f3e8f1', '#c7a6e0', '#7a4e7c'],
    model: { companion: 'candle', wax: '#eadcf2' },
    set: { plinth: 'stone', plinthColor: '#e3d6df', pebble: false },
  },
  'housewarming-bundle': {
    family: 'gift',
    palette: ['#efe5d9', '#6d4c7d', '#c9a227'],
    model: { companion: 'reed' },
    set: { plinth: 'box', plinthColor: '#cbbfae', warm: true, pebble: false },
  },
  'signature-gift-box': {
    family: 'gift',
    palette: ['#e6ede7', '#2d6a4f', '#c9a227'],
    model: { companion: 'bottle' },
    set: { plinth: 'stone', plinthColor: '#cdd5cc', pebble: false },
  },
  'discovery-box': {
    family: 'discovery',
    palette: ['#efe8dd', '#1f2a24', '#c9a227'],
    set: { plinth: 'box', plinthColor: '#d6cdbf', pebble: false, turn: -0.15 },
  },
  'gift-wrap': {
    family: 'wrap',
    palette: ['#f3eadb', '#c8a27a', '#b5302a'],
    set: { plinth: 'stone', plinthColor: '#ded2bf', pebble: false, warm: true },
  },
  // Scent diaries.
  'scent-diary-monsoon': {
    family: 'diary',
    palette: ['#dfe7ec', '#4a6478', '#9cc5a1'],
    set: { plinth: 'box', plinthColor: '#c3cbd0', pebble: false, turn: -0.1, elevation: 38, distance: 0.8 },
  },
  'scent-diary-mid-autumn': {
    family: 'diary',
    palette: ['#f4e7d3', '#b5302a', '#f2c94c'],
    set: {
      plinth: 'box',
      plinthColor: '#d9c7ad',
      pebble: false,
      warm: true,
      turn: -0.1,
      elevation: 38,
      distance: 0.8,
    },
  },
};

/** Workshops: the same bench, set for each atelier. Keys are the services' codes. */
export const WORKSHOPS = {
  PCA: {
    palette: ['#efe6da', '#c9a227', '#5a3825'],
    vials: 8,
    extras: ['bottle', 'sprig'],
    bottleName: 'My Perfume',
  },
  LA: {
    palette: ['#eae6ef', '#b58fd1', '#3b2f6b'],
    vials: 5,
    extras: ['bottles'],
    names: ['Amber', 'Iris', 'Musk'],
    tones: ['#e9c46a', '#c9bfe6', '#f2e4d0'],
  },
  FA: {
    palette: ['#f4ecdf', '#f2b5c4', '#2d6a4f'],
    vials: 6,
    extras: ['cup', 'bottles'],
    names: ['Mum', 'Dad', 'Mai'],
    tones: ['#f2b5c4', '#9cc5a1', '#f4d35e', '#bfe3ea'],
  },
  AA: {
    palette: ['#e7eee4', '#8db894', '#4f6d2f'],
    vials: 4,
    extras: ['dropper', 'sprig', 'pebbles'],
    name: 'Eucalyptus',
    sub: 'Essential oil',
  },
  BA: {
    palette: ['#f6eff0', '#f2d7dc', '#c9a227'],
    vials: 5,
    extras: ['flowers', 'bottle', 'ribbon'],
    bottleName: 'Our Wedding',
    bottleShape: 'round',
    flowerColor: '#fdfaf7',
    extraPositions: [
      [8, 8],
      [24, 2],
      [-26, -2],
    ],
  },
  TBA: {
    palette: ['#e4e8ec', '#4a6478', '#e0a526'],
    vials: 10,
    extras: ['bottles', 'cup'],
    names: ['Team One', 'Team Two', 'Team Three'],
    tones: ['#4a6478', '#e0a526', '#9cc5a1', '#b5302a'],
  },
  HA: {
    palette: ['#efe9df', '#e6dcc3', '#8a6a3c'],
    vials: 5,
    extras: ['candle', 'reed'],
    name: 'Home Atelier',
    extraPositions: [
      [10, 8],
      [26, 0],
    ],
  },
};

/** Business area pictures (files under assets/business/). */
export const BUSINESS = {
  lobby: {
    kind: 'counter',
    palette: ['#d9cfc2', '#8db894', '#6b4f2c'],
    name: 'Lobby No. 1',
    sub: 'Signature scent',
    width: 1920,
    height: 1080,
  },
  // The same counter and diffuser as the lobby, nearer and from the side (the landing's "how it works").
  reception: {
    kind: 'counter',
    palette: ['#d9cfc2', '#8db894', '#6b4f2c'],
    name: 'Lobby No. 1',
    sub: 'Signature scent',
    azimuth: 28,
    distance: 118,
  },
  'hotel-lobby': {
    kind: 'counter',
    palette: ['#e8e2d6', '#e8d8a8', '#8a6a3c'],
    name: 'Orchid House',
    sub: 'White tea',
    azimuth: 10,
    distance: 160,
  },
  boutique: {
    kind: 'shelf',
    palette: ['#e9e1d5', '#7fae86', '#6b4f2c'],
    name: 'Maison Linh',
    sub: 'Botanic garden',
  },
  coworking: {
    kind: 'desk',
    palette: ['#dfe3de', '#c5d86d', '#4f6d2f'],
    name: 'Hive Commons',
    sub: 'Lemongrass',
  },
  'scent-machine': { kind: 'machine', palette: ['#e3ddd4', '#2a2724', '#c9a227'], name: 'Scent machine' },
  'compact-diffuser': { kind: 'compact', palette: ['#e6e1da', '#f2efe9', '#c9a227'], name: 'Compact' },
  'oil-refill': {
    kind: 'refill',
    palette: ['#ece6dc', '#e6dcc3', '#7f6a4a'],
    name: 'Refill 500 ml',
    sub: 'White tea',
  },
  'refill-station': {
    kind: 'refill',
    palette: ['#e4ebe0', '#c5d86d', '#4f6d2f'],
    name: 'Refill',
    sub: 'Lemongrass & lime',
    azimuth: 12,
  },
};

export const HERO = {
  palette: ['#e6dccd'],
  bottles: [
    { name: 'Amber Oud', main: '#b5651d', accent: '#3b2414' },
    { name: 'Midnight Jasmine', main: '#4a3a8c', accent: '#c9a227' },
    { name: 'Peony Silk', main: '#eab3c0', accent: '#b76e79' },
  ],
};
