/* global document, window -- a browser page */
// The studio: three.js scenes of the shop's objects (glass, liquid, wax, metal, stone, linen) lit
// by three's RoomEnvironment (no HDRI file) and one soft key light. tools/scripts/render-imagery.mjs
// opens this page in headless Chromium (SwiftShader WebGL) and calls window.renderImage(job) once per
// picture; the job says what to build (family, palette, label text), which view, and the size.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';

const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.toneMapping = THREE.ACESFilmicToneMapping;
renderer.toneMappingExposure = 1.0;
renderer.outputColorSpace = THREE.SRGBColorSpace;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = THREE.PCFSoftShadowMap;
document.body.appendChild(renderer.domElement);

const pmrem = new THREE.PMREMGenerator(renderer);
const envTexture = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;

// ---------------------------------------------------------------- randomness and colour helpers
function rng(seed) {
  let s = 0;
  for (const ch of String(seed)) s = (Math.imul(s ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const col = (c) => new THREE.Color(c);
const mix = (a, b, t) => col(a).lerp(col(b), t);
const hex = (c) => `#${col(c).getHexString()}`;

// ---------------------------------------------------------------- canvas textures
function canvasTexture(w, h, draw, { repeat = null, srgb = true } = {}) {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  draw(canvas.getContext('2d'), w, h);
  const texture = new THREE.CanvasTexture(canvas);
  if (srgb) texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 8;
  if (repeat) {
    texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
    texture.repeat.set(repeat[0], repeat[1]);
  }
  return texture;
}

function noise(ctx, w, h, rand, base, spread, count, size) {
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < count; i++) {
    const shade = (rand() - 0.5) * spread;
    ctx.fillStyle = shade > 0 ? `rgba(255,255,255,${shade})` : `rgba(0,0,0,${-shade})`;
    const s = size * (0.3 + rand());
    ctx.fillRect(rand() * w, rand() * h, s, s);
  }
}

const textures = {
  stone: (color, rand) =>
    canvasTexture(512, 512, (ctx, w, h) => {
      noise(ctx, w, h, rand, color, 0.12, 9000, 3);
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = `rgba(0,0,0,${0.03 + rand() * 0.05})`;
        ctx.beginPath();
        ctx.arc(rand() * w, rand() * h, 1 + rand() * 2.5, 0, Math.PI * 2);
        ctx.fill();
      }
    }),
  marble: (color, rand) =>
    canvasTexture(1024, 1024, (ctx, w, h) => {
      noise(ctx, w, h, rand, color, 0.05, 4000, 3);
      for (let v = 0; v < 7; v++) {
        ctx.strokeStyle = `rgba(90,90,100,${0.08 + rand() * 0.18})`;
        ctx.lineWidth = 0.6 + rand() * 2.2;
        ctx.beginPath();
        let x = rand() * w;
        let y = 0;
        ctx.moveTo(x, y);
        while (y < h) {
          x += (rand() - 0.45) * 60;
          y += 20 + rand() * 40;
          ctx.lineTo(x, y);
        }
        ctx.stroke();
      }
    }),
  terrazzo: (color, chips, rand) =>
    canvasTexture(1024, 1024, (ctx, w, h) => {
      noise(ctx, w, h, rand, color, 0.06, 3000, 3);
      for (let i = 0; i < 420; i++) {
        ctx.fillStyle = chips[Math.floor(rand() * chips.length)];
        ctx.beginPath();
        const x = rand() * w;
        const y = rand() * h;
        const r = 3 + rand() * 12;
        ctx.moveTo(x + r, y);
        for (let a = 1; a < 6; a++)
          ctx.lineTo(x + Math.cos(a * 1.2 + rand()) * r, y + Math.sin(a * 1.2 + rand()) * r);
        ctx.fill();
      }
    }),
  linen: (color, rand) =>
    canvasTexture(
      512,
      512,
      (ctx, w, h) => {
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, w, h);
        for (let y = 0; y < h; y += 2) {
          ctx.fillStyle = `rgba(0,0,0,${0.02 + rand() * 0.05})`;
          ctx.fillRect(0, y, w, 1);
        }
        for (let x = 0; x < w; x += 2) {
          ctx.fillStyle = `rgba(255,255,255,${0.02 + rand() * 0.05})`;
          ctx.fillRect(x, 0, 1, h);
        }
      },
      { repeat: [6, 6] },
    ),
  wood: (color, rand) =>
    canvasTexture(
      1024,
      512,
      (ctx, w, h) => {
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, w, h);
        for (let i = 0; i < 160; i++) {
          const y = rand() * h;
          ctx.strokeStyle = `rgba(40,20,5,${0.04 + rand() * 0.1})`;
          ctx.lineWidth = 0.5 + rand() * 2.5;
          ctx.beginPath();
          ctx.moveTo(0, y);
          for (let x = 0; x <= w; x += 64) ctx.lineTo(x, y + Math.sin(x / 140 + i) * 4 * rand());
          ctx.stroke();
        }
      },
      { repeat: [2, 2] },
    ),
  label: ({ name, sub, bg, fg, accent, w = 1024, h = 640, brand = 'ATELIER SCENTS' }) =>
    canvasTexture(w, h, (ctx) => {
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, w, h);
      ctx.strokeStyle = accent;
      ctx.lineWidth = 4;
      ctx.strokeRect(26, 26, w - 52, h - 52);
      ctx.fillStyle = fg;
      ctx.textAlign = 'center';
      ctx.font = `500 ${Math.round(h * 0.075)}px Jost`;
      ctx.letterSpacing = `${Math.round(h * 0.03)}px`;
      ctx.fillText(brand, w / 2, h * 0.22);
      ctx.letterSpacing = '0px';
      let size = Math.round(h * 0.2);
      ctx.font = `400 ${size}px 'Playfair Display'`;
      const lines = wrap(ctx, name, w * 0.84);
      if (lines.length > 1) {
        size = Math.round(size * 0.78);
        ctx.font = `400 ${size}px 'Playfair Display'`;
      }
      // A word wider than the label shrinks until it fits.
      while (
        size > 12 &&
        Math.max(...wrap(ctx, name, w * 0.84).map((line) => ctx.measureText(line).width)) > w * 0.84
      ) {
        size = Math.round(size * 0.9);
        ctx.font = `400 ${size}px 'Playfair Display'`;
      }
      const top = lines.length > 1 ? h * 0.47 : h * 0.56;
      wrap(ctx, name, w * 0.84)
        .slice(0, 3)
        .forEach((line, i) => ctx.fillText(line, w / 2, top + i * size * 1.1));
      if (sub) {
        ctx.font = `600 italic ${Math.round(h * 0.085)}px 'Playfair Display'`;
        ctx.fillStyle = accent;
        ctx.fillText(sub, w / 2, h * 0.86);
      }
    }),
};

function wrap(ctx, text, max) {
  const words = text.split(' ');
  const lines = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------- materials
const M = {
  glass: (tint = '#ffffff', o = {}) =>
    new THREE.MeshPhysicalMaterial({
      color: tint,
      metalness: 0,
      roughness: o.roughness ?? 0.03,
      transmission: 1,
      ior: 1.5,
      thickness: o.thickness ?? 0.8,
      attenuationColor: col(o.attenuation ?? tint),
      attenuationDistance: o.attenuationDistance ?? 6,
      specularIntensity: 1,
      envMapIntensity: 1.4,
      clearcoat: 0.6,
      clearcoatRoughness: 0.05,
      side: THREE.DoubleSide,
    }),
  // Liquid is not transmissive itself: three's transmission pass sees only opaque objects, so an
  // opaque, glossy liquid is what the glass around it refracts.
  liquid: (color) =>
    new THREE.MeshPhysicalMaterial({
      color,
      roughness: 0.08,
      metalness: 0,
      clearcoat: 1,
      clearcoatRoughness: 0.04,
      emissive: col(color).multiplyScalar(0.1),
      envMapIntensity: 1.2,
    }),
  metal: (color, roughness = 0.25) =>
    new THREE.MeshPhysicalMaterial({ color, metalness: 1, roughness, envMapIntensity: 1.3, clearcoat: 0.3 }),
  gloss: (color, roughness = 0.18) =>
    new THREE.MeshPhysicalMaterial({
      color,
      metalness: 0,
      roughness,
      clearcoat: 0.8,
      clearcoatRoughness: 0.1,
    }),
  matte: (color, roughness = 0.8) => new THREE.MeshStandardMaterial({ color, roughness, metalness: 0 }),
  ceramic: (color) =>
    new THREE.MeshPhysicalMaterial({ color, roughness: 0.32, clearcoat: 0.7, clearcoatRoughness: 0.2 }),
  wax: (color) =>
    new THREE.MeshPhysicalMaterial({
      color,
      roughness: 0.5,
      sheen: 0.6,
      sheenRoughness: 0.5,
      sheenColor: col('#ffffff'),
      emissive: col(color).multiplyScalar(0.06),
    }),
  textured: (map, roughness = 0.75, color = '#ffffff') =>
    new THREE.MeshStandardMaterial({ map, roughness, color }),
  wood: (color, rand) => new THREE.MeshStandardMaterial({ map: textures.wood(color, rand), roughness: 0.55 }),
  flame: () => new THREE.MeshBasicMaterial({ color: '#ffd08a', transparent: true, opacity: 0.95 }),
};

/** 'wood:#4a2e1c', 'metal:#c9a227', 'gloss:#1f1d1b' (looks.mjs) -> a material. */
function materialOf(spec, job) {
  if (!spec) return null;
  if (typeof spec !== 'string') return spec;
  const [kind, color] = spec.split(':');
  if (kind === 'wood') return M.wood(color, rng(job.seed + 'cap'));
  if (kind === 'metal') return M.metal(color, 0.25);
  return M.gloss(color, 0.2);
}

function mesh(geometry, material, { shadow = true, receive = true } = {}) {
  const m = new THREE.Mesh(geometry, material);
  m.castShadow = shadow;
  m.receiveShadow = receive;
  return m;
}

const lathe = (points, segments = 96) =>
  new THREE.LatheGeometry(
    points.map(([x, y]) => new THREE.Vector2(x, y)),
    segments,
  );
const cyl = (r, h, seg = 64, rb = r) => new THREE.CylinderGeometry(r, rb, h, seg);

// ---------------------------------------------------------------- objects (units: centimetres)
function labelPlane(job, w, h, o = {}) {
  const map = textures.label({
    name: o.name ?? job.name,
    sub: o.sub ?? job.sub,
    bg: o.bg ?? '#f7f2ea',
    fg: o.fg ?? '#2b2622',
    accent: o.accent ?? hex(job.palette[2]),
    brand: o.brand,
  });
  return mesh(new THREE.PlaneGeometry(w, h), new THREE.MeshStandardMaterial({ map, roughness: 0.7 }), {
    shadow: false,
  });
}

function curvedLabel(job, radius, height, arc, o = {}) {
  const map = textures.label({
    name: o.name ?? job.name,
    sub: o.sub ?? job.sub,
    bg: o.bg ?? '#f7f2ea',
    fg: o.fg ?? '#2b2622',
    accent: o.accent ?? hex(job.palette[2]),
  });
  const geometry = new THREE.CylinderGeometry(radius, radius, height, 48, 1, true, -arc / 2, arc);
  const m = mesh(geometry, new THREE.MeshStandardMaterial({ map, roughness: 0.7 }), { shadow: false });
  return m;
}

/** A perfume bottle: glass, liquid, collar, cap and label. Shapes vary per product. */
function perfumeBottle(job, o = {}) {
  const [, main, accent] = job.palette;
  const g = new THREE.Group();
  const shape = o.shape ?? 'square';
  const scale = o.scale ?? 1;
  const w = (shape === 'slim' ? 5.2 : shape === 'round' ? 7.2 : 6.6) * scale;
  const h = (shape === 'slim' ? 11.5 : shape === 'round' ? 8.4 : 9.6) * scale;
  const d = (shape === 'slim' ? 3.4 : shape === 'round' ? 7.2 : 3.8) * scale;
  const wall = 0.45 * scale;
  const glass = M.glass(o.glassTint ?? '#ffffff', { thickness: 1.2 });
  let body;
  let liquid;
  if (shape === 'round') {
    const r = w / 2;
    body = mesh(new THREE.SphereGeometry(r, 96, 64), glass, { shadow: false });
    body.scale.set(1, h / w, 1);
    body.position.y = h / 2;
    liquid = mesh(new THREE.SphereGeometry(r - wall, 64, 48), M.liquid(o.liquid ?? main));
    liquid.scale.set(1, (h - wall * 2) / (w - wall * 2), 1);
    liquid.position.y = h / 2;
  } else {
    body = mesh(new RoundedBoxGeometry(w, h, d, 8, 0.55 * scale), glass, { shadow: false });
    body.position.y = h / 2;
    const lh = h * (o.fill ?? 0.78) - wall * 2;
    liquid = mesh(
      new RoundedBoxGeometry(w - wall * 2, lh, d - wall * 2, 6, 0.35 * scale),
      M.liquid(o.liquid ?? main),
    );
    liquid.position.y = wall * 1.6 + lh / 2;
  }
  g.add(body, liquid);
  const collar = mesh(cyl(0.95 * scale, 0.7 * scale), M.metal(o.collar ?? '#c9a46a', 0.22));
  collar.position.y = h + 0.35 * scale;
  g.add(collar);
  const capH = (o.capHeight ?? 3.2) * scale;
  let cap;
  const capMat = materialOf(o.capMaterial, job) ?? M.metal(accent, 0.28);
  if (o.cap === 'cube')
    cap = mesh(new RoundedBoxGeometry(3 * scale, capH, 3 * scale, 6, 0.25 * scale), capMat);
  else if (o.cap === 'sphere') {
    cap = mesh(new THREE.SphereGeometry(1.9 * scale, 64, 48), capMat);
  } else if (o.cap === 'disc') cap = mesh(cyl(2.6 * scale, capH * 0.55), capMat);
  else cap = mesh(cyl(1.5 * scale, capH), capMat);
  const capHeight = o.cap === 'sphere' ? 3.8 * scale : o.cap === 'disc' ? capH * 0.55 : capH;
  cap.position.y = h + 0.7 * scale + capHeight / 2;
  g.add(cap);
  if (o.label !== false) {
    const lw = shape === 'slim' ? w * 0.74 : shape === 'round' ? w * 0.5 : w * 0.68;
    const lbl = labelPlane(job, lw, lw * 0.625, o.labelStyle);
    lbl.position.set(0, shape === 'round' ? h * 0.5 : h * 0.46, (shape === 'round' ? w / 2 : d / 2) + 0.02);
    if (shape === 'round') lbl.position.z += 0.05;
    g.add(lbl);
  }
  return {
    group: g,
    height: h + 0.7 * scale + capHeight,
    width: w,
    detail: new THREE.Vector3(0, h * 0.62, 0),
    detailDistance: 16 * scale,
  };
}

function flame(scale = 1) {
  const g = new THREE.Group();
  const outer = mesh(
    lathe(
      [
        [0, 0],
        [0.2, 0.15],
        [0.28, 0.45],
        [0.22, 0.9],
        [0.1, 1.3],
        [0, 1.55],
      ],
      24,
    ),
    M.flame(),
    { shadow: false, receive: false },
  );
  const inner = mesh(
    lathe(
      [
        [0, 0],
        [0.1, 0.1],
        [0.13, 0.35],
        [0, 0.6],
      ],
      16,
    ),
    new THREE.MeshBasicMaterial({ color: '#fff6e0' }),
    {
      shadow: false,
      receive: false,
    },
  );
  g.add(outer, inner);
  const light = new THREE.PointLight('#ffb45e', 18, 40, 2);
  light.position.y = 0.8;
  g.add(light);
  g.scale.setScalar(scale);
  return g;
}

function wick(y, lit) {
  const g = new THREE.Group();
  const w = mesh(cyl(0.07, 0.8, 8), M.matte('#1a1410'));
  w.position.y = y + 0.3;
  g.add(w);
  if (lit) {
    const f = flame(1.1);
    f.position.y = y + 0.62;
    g.add(f);
  }
  return g;
}

/** A candle in a tumbler (glass or ceramic), its wax, wick and — when lit — flame. */
function candle(job, o = {}) {
  const [, main, accent] = job.palette;
  const g = new THREE.Group();
  const r = o.radius ?? 4.2;
  const h = o.height ?? 9;
  const vessel =
    o.vessel === 'ceramic'
      ? M.ceramic(o.vesselColor ?? main)
      : M.glass(o.vesselColor ?? '#e9e4dc', { thickness: 0.5, attenuationDistance: 3 });
  const tumbler = mesh(
    lathe([
      [0, 0],
      [r - 0.3, 0],
      [r, 0.3],
      [r, h],
      [r - 0.35, h],
      [r - 0.35, 0.6],
      [0, 0.6],
    ]),
    vessel,
    { shadow: o.vessel === 'ceramic' },
  );
  g.add(tumbler);
  const waxTop = h * (o.fill ?? 0.78);
  const wax = mesh(
    lathe([
      [0, 0.6],
      [r - 0.38, 0.6],
      [r - 0.38, waxTop],
      [r - 0.8, waxTop - 0.12],
      [0, waxTop - 0.25],
    ]),
    M.wax(o.wax ?? '#f4efe6'),
  );
  g.add(wax);
  g.add(wick(waxTop - 0.25, o.lit !== false));
  if (o.label !== false) {
    const lbl = curvedLabel(job, r + 0.03, h * 0.42, Math.PI * 0.62, {
      bg: o.labelBg ?? '#f7f2ea',
      accent: hex(accent),
    });
    lbl.position.y = h * 0.42;
    g.add(lbl);
  }
  return { group: g, height: h, width: r * 2, detail: new THREE.Vector3(0, waxTop, 0), detailDistance: 15 };
}

function holder(job, o = {}) {
  const g = new THREE.Group();
  const rand = rng(job.seed + 'holder');
  const material =
    o.kind === 'terrazzo'
      ? M.textured(
          textures.terrazzo('#ece7de', [hex(job.palette[2]), '#c9b8a0', '#8e8e8e', '#d98e73'], rand),
          0.45,
        )
      : M.metal('#c49a4a', 0.34);
  const dish = mesh(
    o.kind === 'terrazzo'
      ? lathe([
          [0, 0],
          [5.5, 0],
          [6.2, 0.5],
          [6.4, 1.4],
          [6.0, 1.5],
          [5.2, 0.9],
          [1.6, 0.9],
          [1.6, 4.4],
          [1.3, 4.4],
          [1.2, 1.1],
          [0, 1.1],
        ])
      : lathe([
          [0, 0],
          [4.6, 0],
          [4.8, 0.3],
          [3.2, 0.6],
          [1.1, 0.8],
          [0.9, 6.5],
          [1.35, 6.8],
          [1.9, 7.0],
          [1.9, 7.3],
          [0, 7.3],
        ]),
    material,
  );
  g.add(dish);
  const taper = mesh(cyl(0.95, 16, 48, 1.05), M.wax(o.taper ?? '#f3eee4'));
  const base = o.kind === 'terrazzo' ? 1.2 : 7.0;
  taper.position.y = base + 8;
  g.add(taper);
  g.add(wick(base + 16, true));
  return {
    group: g,
    height: base + 17,
    width: o.kind === 'terrazzo' ? 12.8 : 9.6,
    detail: new THREE.Vector3(0, base + 13, 0),
    detailDistance: 18,
  };
}

function tin(job, o = {}) {
  const g = new THREE.Group();
  const r = o.radius ?? 3.6;
  const h = o.height ?? 3.2;
  const body = mesh(
    lathe([
      [0, 0],
      [r - 0.2, 0],
      [r, 0.2],
      [r, h],
      [r - 0.15, h],
      [r - 0.15, 0.3],
      [0, 0.3],
    ]),
    M.metal(o.metal ?? '#d9d4cc', 0.3),
  );
  g.add(body);
  const wax = mesh(cyl(r - 0.16, h * 0.8, 64), M.wax(o.wax ?? '#f4efe6'));
  wax.position.y = h * 0.4 + 0.2;
  g.add(wax);
  g.add(wick(h * 0.8 + 0.2, o.lit !== false));
  const lbl = curvedLabel(job, r + 0.02, h * 0.55, Math.PI * 0.55, { name: o.name ?? job.name, sub: '' });
  lbl.position.y = h * 0.5;
  g.add(lbl);
  return { group: g, height: h, width: r * 2, detail: new THREE.Vector3(0, h, 0), detailDistance: 12 };
}

function reedDiffuser(job, o = {}) {
  const [, main] = job.palette;
  const g = new THREE.Group();
  const rand = rng(job.seed + 'reeds');
  const s = o.scale ?? 1;
  const profile = [
    [0, 0],
    [3.6, 0],
    [4.2, 0.6],
    [4.4, 5],
    [4.0, 8.6],
    [1.6, 10.2],
    [1.2, 10.6],
    [1.2, 11.4],
  ].map(([x, y]) => [x * s, y * s]);
  const bottle = mesh(lathe(profile), M.glass(o.glassTint ?? '#f3f0ea', { thickness: 1 }), { shadow: false });
  g.add(bottle);
  const liquid = mesh(
    lathe(
      [
        [0, 0.5],
        [3.8, 0.5],
        [4.0, 4.8],
        [0, 4.8],
      ].map(([x, y]) => [x * s, y * s]),
    ),
    M.liquid(o.liquid ?? main),
  );
  g.add(liquid);
  const collar = mesh(cyl(1.4 * s, 1.2 * s), M.metal(o.collar ?? '#b08a4a', 0.3));
  collar.position.y = 11 * s;
  g.add(collar);
  const reedMat = M.matte(o.reeds ?? '#3a2c20', 0.9);
  for (let i = 0; i < 9; i++) {
    const length = (26 + rand() * 6) * s;
    const reed = mesh(cyl(0.12 * s, length, 8), reedMat);
    const a = (i / 9) * Math.PI * 2 + rand() * 0.3;
    const tilt = 0.12 + rand() * 0.16;
    reed.position.set(Math.cos(a) * 0.4 * s, 5 * s + (length / 2) * Math.cos(tilt), Math.sin(a) * 0.4 * s);
    reed.position.x += (Math.cos(a) * Math.sin(tilt) * length) / 2;
    reed.position.z += (Math.sin(a) * Math.sin(tilt) * length) / 2;
    reed.rotation.z = -Math.cos(a) * tilt;
    reed.rotation.x = Math.sin(a) * tilt;
    g.add(reed);
  }
  const lbl = curvedLabel(job, 4.42 * s, 2.8 * s, Math.PI * 0.5);
  lbl.position.y = 3.4 * s;
  g.add(lbl);
  return {
    group: g,
    height: 36 * s,
    width: 9 * s,
    detail: new THREE.Vector3(0, 10 * s, 0),
    detailDistance: 20 * s,
    bodyHeight: 12 * s,
  };
}

function carDiffuser(job) {
  const [, main, accent] = job.palette;
  const g = new THREE.Group();
  const body = mesh(cyl(3.2, 1.8, 96), M.glass('#ffffff', { thickness: 1.6 }), { shadow: false });
  body.rotation.x = Math.PI / 2;
  body.position.y = 3.3;
  g.add(body);
  const liquid = mesh(cyl(2.6, 1.2, 64), M.liquid(main));
  liquid.rotation.x = Math.PI / 2;
  liquid.position.y = 3.1;
  liquid.scale.set(1, 1, 1);
  g.add(liquid);
  const cap = mesh(cyl(1.0, 2.2, 48), M.wood(hex(accent), rng(job.seed)));
  cap.position.y = 7.5;
  g.add(cap);
  const neck = mesh(cyl(0.6, 1.2), M.metal('#c9a46a', 0.25));
  neck.position.y = 6.5;
  g.add(neck);
  const cord = new THREE.CatmullRomCurve3([
    new THREE.Vector3(0, 8.6, 0),
    new THREE.Vector3(1.5, 12, 0.4),
    new THREE.Vector3(0, 16, 0),
    new THREE.Vector3(-1.5, 12, -0.4),
    new THREE.Vector3(0, 8.6, 0),
  ]);
  g.add(mesh(new THREE.TubeGeometry(cord, 64, 0.12, 8, false), M.matte(hex(accent), 0.9)));
  const lbl = labelPlane(job, 3.4, 2.1);
  lbl.position.set(0, 3.3, 0.93);
  g.add(lbl);
  return { group: g, height: 16, width: 6.4, detail: new THREE.Vector3(0, 5, 0), detailDistance: 11 };
}

function oilBurner(job, o = {}) {
  const g = new THREE.Group();
  const rand = rng(job.seed + 'burner');
  const material =
    o.kind === 'marble' ? M.textured(textures.marble('#efedea', rand), 0.3) : M.ceramic(job.palette[1]);
  const open = Math.PI * 0.45;
  const body = mesh(
    // The opening faces the camera (theta 0 is +z): the tealight shows.
    new THREE.CylinderGeometry(4.4, 5, 8, 96, 1, true, open / 2, Math.PI * 2 - open),
    material,
  );
  body.material.side = THREE.DoubleSide;
  body.position.y = 4;
  g.add(body);
  const base = mesh(cyl(5, 0.6, 96), material);
  base.position.y = 0.3;
  g.add(base);
  const bowl = mesh(
    lathe([
      [0, 8],
      [5.2, 8],
      [5.6, 8.4],
      [5.8, 10.2],
      [5.4, 10.2],
      [4.8, 8.9],
      [0, 8.9],
    ]),
    material,
  );
  g.add(bowl);
  const oil = mesh(cyl(4.95, 0.25, 64), M.liquid(job.palette[2]));
  oil.position.y = 9.1;
  g.add(oil);
  const tealight = mesh(cyl(1.9, 1.4, 48), M.metal('#d6d3cf', 0.3));
  tealight.position.y = 1.3;
  g.add(tealight);
  const wax = mesh(cyl(1.75, 0.1, 48), M.wax('#f7f3ea'));
  wax.position.y = 2.0;
  g.add(wax);
  g.add(wick(1.8, true));
  return { group: g, height: 10.2, width: 11.6, detail: new THREE.Vector3(0, 5, 0), detailDistance: 17 };
}

function dropperBottle(job, o = {}) {
  const [, main] = job.palette;
  const s = o.scale ?? 1;
  const g = new THREE.Group();
  const amber = o.glassTint ?? '#c07a2c';
  const body = mesh(
    lathe(
      [
        [0, 0],
        [2.3, 0],
        [2.6, 0.4],
        [2.6, 6.6],
        [2.2, 7.6],
        [1.0, 8.2],
        [1.0, 8.9],
      ].map(([x, y]) => [x * s, y * s]),
    ),
    M.glass(amber, { thickness: 1.4, attenuation: amber, attenuationDistance: 1.5 }),
    { shadow: false },
  );
  g.add(body);
  const liquid = mesh(
    lathe(
      [
        [0, 0.4],
        [2.2, 0.4],
        [2.2, 5.6],
        [0, 5.6],
      ].map(([x, y]) => [x * s, y * s]),
    ),
    M.liquid(mix(main, amber, 0.5)),
  );
  g.add(liquid);
  const collar = mesh(cyl(1.25 * s, 1.6 * s), M.gloss('#1d1b19', 0.3));
  collar.position.y = 9.4 * s;
  g.add(collar);
  const bulb = mesh(
    lathe(
      [
        [0, 0],
        [1.0, 0],
        [1.05, 1.2],
        [0.95, 2.4],
        [0.6, 3.0],
        [0, 3.15],
      ].map(([x, y]) => [x * s, y * s]),
    ),
    M.matte(o.bulb ?? '#23201d', 0.55),
  );
  bulb.position.y = 10.2 * s;
  g.add(bulb);
  const lbl = curvedLabel(job, 2.63 * s, 3.6 * s, Math.PI * 0.62);
  lbl.position.y = 3.5 * s;
  g.add(lbl);
  return {
    group: g,
    height: 13.4 * s,
    width: 5.2 * s,
    detail: new THREE.Vector3(0, 8 * s, 0),
    detailDistance: 12 * s,
  };
}

function roller(job) {
  const [, main, accent] = job.palette;
  const g = new THREE.Group();
  const body = mesh(cyl(1.25, 7.5, 64), M.glass('#ffffff', { thickness: 0.8 }), { shadow: false });
  body.position.y = 3.75;
  g.add(body);
  const liquid = mesh(cyl(1.0, 6, 48), M.liquid(main));
  liquid.position.y = 3.3;
  g.add(liquid);
  const cap = mesh(cyl(1.3, 4.2, 64), M.metal(accent === '#3b2414' ? '#c9a46a' : '#d8c3a0', 0.2));
  cap.position.y = 9.6;
  g.add(cap);
  const ball = mesh(new THREE.SphereGeometry(0.45, 32, 16), M.metal('#e8e8e8', 0.05));
  ball.position.set(4.2, 0.45, 2.2);
  const lbl = curvedLabel(job, 1.27, 2.3, Math.PI * 0.95);
  lbl.position.y = 3.4;
  g.add(lbl);
  return { group: g, height: 11.7, width: 2.6, detail: new THREE.Vector3(0, 5.6, 0), detailDistance: 13 };
}

function crayon(job, colour, o = {}) {
  const g = new THREE.Group();
  const tube = mesh(cyl(0.95, 6.5, 48), M.metal(o.metal ?? '#c9a46a', 0.25));
  tube.position.y = 3.25;
  g.add(tube);
  const ring = mesh(cyl(1.0, 0.4, 48), M.metal('#2a2623', 0.4));
  ring.position.y = 6.7;
  g.add(ring);
  const balm = mesh(
    lathe(
      [
        [0, 0],
        [0.8, 0],
        [0.8, 2.2],
        [0.1, 3.2],
        [0, 3.2],
      ],
      48,
    ),
    M.wax(colour),
  );
  balm.position.y = 6.9;
  balm.rotation.y = o.twist ?? 0.4;
  g.add(balm);
  const lbl = curvedLabel(job, 0.97, 2.4, Math.PI * 0.95, { name: o.name ?? job.name, sub: '' });
  lbl.position.y = 3.2;
  g.add(lbl);
  return g;
}

function crayonCap(metal = '#c9a46a') {
  return mesh(
    lathe(
      [
        [0, 0],
        [1.02, 0],
        [1.02, 4.2],
        [0.8, 4.5],
        [0, 4.5],
      ],
      48,
    ),
    M.metal(metal, 0.25),
  );
}

function diary(job) {
  const [, main, accent] = job.palette;
  const g = new THREE.Group();
  const rand = rng(job.seed + 'diary');
  const cover = textures.label({
    name: job.name.replace('Scent Diary: ', ''),
    sub: 'Scent Diary',
    bg: hex(main),
    fg: '#fbf6ee',
    accent: hex(accent),
    w: 720,
    h: 1024,
  });
  const book = mesh(
    new RoundedBoxGeometry(14, 1.1, 20, 4, 0.15),
    M.textured(textures.linen(hex(main), rand), 0.85),
  );
  book.position.set(-5, 0.55, -2);
  book.rotation.y = 0.18;
  g.add(book);
  const coverPlane = mesh(
    new THREE.PlaneGeometry(12, 17),
    new THREE.MeshStandardMaterial({ map: cover, roughness: 0.75 }),
    { shadow: false },
  );
  coverPlane.rotation.x = -Math.PI / 2;
  coverPlane.position.set(0, 0.56, 0);
  book.add(coverPlane);
  const tray = mesh(new RoundedBoxGeometry(9, 1.2, 3.2, 4, 0.2), M.wood('#b08a5e', rand));
  tray.position.set(6.5, 0.6, 5);
  tray.rotation.y = -0.12;
  g.add(tray);
  const colours = [main, accent, mix(main, '#ffffff', 0.4), mix(accent, '#000000', 0.3)];
  colours.forEach((c, i) => {
    const vial = new THREE.Group();
    const glass = mesh(cyl(0.75, 5, 32), M.glass('#ffffff', { thickness: 0.4 }), { shadow: false });
    glass.position.y = 2.5;
    const liquid = mesh(cyl(0.58, 3.6, 24), M.liquid(c));
    liquid.position.y = 2.0;
    const cork = mesh(cyl(0.62, 1.2, 24), M.matte('#b89a72', 0.9));
    cork.position.y = 5.5;
    vial.add(glass, liquid, cork);
    vial.position.set(-3 + i * 2, 1.2, 0);
    tray.add(vial);
  });
  return { group: g, height: 8, width: 24, detail: new THREE.Vector3(6.5, 4, 5), detailDistance: 16 };
}

function giftBox(job, o = {}) {
  const [, main, accent] = job.palette;
  const g = new THREE.Group();
  const w = o.w ?? 16;
  const h = o.h ?? 8;
  const d = o.d ?? 12;
  const paper = o.paper ?? M.matte(hex(main), 0.7);
  const box = mesh(new RoundedBoxGeometry(w, h, d, 3, 0.2), paper);
  box.position.y = h / 2;
  g.add(box);
  const lid = mesh(new RoundedBoxGeometry(w + 0.4, 2.2, d + 0.4, 3, 0.2), paper);
  lid.position.y = h + 0.3 - 1.1 + 0.6;
  g.add(lid);
  const ribbon = M.gloss(hex(accent), 0.25);
  const r1 = mesh(new THREE.BoxGeometry(1.6, h + 1.8, d + 0.6), ribbon);
  r1.position.y = (h + 1.8) / 2;
  const r2 = mesh(new THREE.BoxGeometry(w + 0.6, h + 1.8, 1.6), ribbon);
  r2.position.y = (h + 1.8) / 2;
  g.add(r1, r2);
  for (const side of [-1, 1]) {
    const loop = mesh(new THREE.TorusGeometry(1.9, 0.5, 16, 48), ribbon);
    loop.scale.set(1.3, 1, 0.35);
    loop.position.set(side * 2.2, h + 2.2, 0);
    loop.rotation.z = side * 0.5;
    g.add(loop);
  }
  const knot = mesh(new THREE.SphereGeometry(0.9, 24, 16), ribbon);
  knot.position.y = h + 1.5;
  g.add(knot);
  if (o.tag !== false) {
    const tag = labelPlane(job, 5, 3.1, { name: o.tagName ?? job.name, sub: '' });
    tag.rotation.x = -Math.PI / 2;
    tag.rotation.z = 0.3;
    tag.position.set(w * 0.22, h + 1.42, d * 0.25);
    g.add(tag);
  }
  return { group: g, height: h + 3.5, width: w, detail: new THREE.Vector3(0, h + 1, 0), detailDistance: 18 };
}

function discoveryBox(job) {
  const [, main, accent] = job.palette;
  const g = new THREE.Group();
  const paper = M.matte(hex(main), 0.6);
  const base = mesh(new THREE.BoxGeometry(20, 0.4, 10), paper);
  base.position.y = 0.2;
  g.add(base);
  const walls = [
    [20, 2.6, 0.4, 0, -4.8],
    [20, 2.6, 0.4, 0, 4.8],
    [0.4, 2.6, 10, -9.8, 0],
    [0.4, 2.6, 10, 9.8, 0],
  ];
  for (const [w, h, d, x, z] of walls) {
    const wall = mesh(new THREE.BoxGeometry(w, h, d), paper);
    wall.position.set(x, 1.3, z);
    g.add(wall);
  }
  const insert = mesh(new THREE.BoxGeometry(19.2, 1.4, 9.2), M.matte('#efe6d6', 0.9));
  insert.position.y = 1.1;
  g.add(insert);
  const tones = ['#e9c46a', '#f4a261', '#b5651d', '#d8a7d6', '#9cc5a1', '#bfe3ea', '#b5302a'];
  tones.forEach((tone, i) => {
    const vial = new THREE.Group();
    const glass = mesh(cyl(0.7, 7, 32), M.glass('#ffffff', { thickness: 0.4 }), { shadow: false });
    const liquid = mesh(cyl(0.55, 5.4, 24), M.liquid(tone));
    liquid.position.y = -0.6;
    const cap = mesh(cyl(0.72, 1.4, 24), M.metal(hex(accent), 0.3));
    cap.position.y = 4.1;
    vial.add(glass, liquid, cap);
    vial.rotation.z = Math.PI / 2;
    vial.rotation.y = Math.PI / 2;
    vial.position.set(-7.5 + i * 2.5, 2.1, 0.3);
    g.add(vial);
  });
  const lid = mesh(new THREE.BoxGeometry(20.4, 10.4, 0.5), paper);
  lid.position.set(0, 5.6, -7.4);
  lid.rotation.x = -0.32;
  g.add(lid);
  const lbl = labelPlane(job, 9, 5.6, { bg: hex(main), fg: '#f6efe2', accent: hex(accent) });
  lbl.position.set(0, 0, 0.26);
  lid.add(lbl);
  return { group: g, height: 10.5, width: 20.4, detail: new THREE.Vector3(-2, 2.2, 0.5), detailDistance: 11 };
}

function wrappedGift(job) {
  const [, main, accent] = job.palette;
  const paperTexture = canvasTexture(
    512,
    512,
    (ctx, w, h) => {
      ctx.fillStyle = hex(main);
      ctx.fillRect(0, 0, w, h);
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.lineWidth = 3;
      for (let i = -w; i < w * 2; i += 48) {
        ctx.beginPath();
        ctx.moveTo(i, 0);
        ctx.lineTo(i + h, h);
        ctx.stroke();
      }
      ctx.fillStyle = hex(accent);
      for (let x = 24; x < w; x += 96) for (let y = 24; y < h; y += 96) ctx.fillRect(x, y, 6, 6);
    },
    { repeat: [2, 2] },
  );
  return giftBox(job, { paper: M.textured(paperTexture, 0.6), tagName: 'With love' });
}

// ---------------------------------------------------------------- props for the lifestyle views
function pebble(rand, color, size) {
  const m = mesh(new THREE.SphereGeometry(size, 48, 32), M.textured(textures.stone(color, rand), 0.7));
  m.scale.set(1.3, 0.55, 1);
  m.position.y = size * 0.5;
  return m;
}

function sprig(rand, color) {
  const g = new THREE.Group();
  const stemMat = M.matte('#5d6b4a', 0.8);
  const leafMat = new THREE.MeshStandardMaterial({ color, roughness: 0.6, side: THREE.DoubleSide });
  const stem = new THREE.CatmullRomCurve3([
    new THREE.Vector3(0, 0.3, 0),
    new THREE.Vector3(6, 0.5, 1),
    new THREE.Vector3(13, 0.4, 0.3),
  ]);
  g.add(mesh(new THREE.TubeGeometry(stem, 32, 0.12, 6), stemMat));
  for (let i = 0; i < 9; i++) {
    const t = 0.15 + (i / 9) * 0.8;
    const p = stem.getPoint(t);
    const leaf = mesh(new THREE.SphereGeometry(1, 16, 8), leafMat);
    leaf.scale.set(1.5, 0.08, 0.55);
    leaf.position.set(p.x, 0.45, p.z + (i % 2 ? 0.9 : -0.9));
    leaf.rotation.y = (i % 2 ? -0.7 : 0.7) + (rand() - 0.5) * 0.3;
    g.add(leaf);
  }
  return g;
}

function cup(color) {
  const g = new THREE.Group();
  g.add(
    mesh(
      lathe([
        [0, 0],
        [2.4, 0],
        [3.4, 1.2],
        [3.9, 6],
        [3.6, 6],
        [3.2, 1.5],
        [0, 1.1],
      ]),
      M.ceramic(color),
    ),
  );
  const tea = mesh(cyl(3.55, 0.1, 48), M.liquid('#8a5a2b'));
  tea.position.y = 5.2;
  g.add(tea);
  return g;
}

function books(rand, colors) {
  const g = new THREE.Group();
  let y = 0;
  colors.forEach((c, i) => {
    const t = 1.6 + rand() * 1.2;
    const b = mesh(
      new RoundedBoxGeometry(22 - i * 2, t, 15 - i, 2, 0.15),
      M.textured(textures.linen(c, rand), 0.85),
    );
    b.position.y = y + t / 2;
    b.rotation.y = (rand() - 0.5) * 0.2;
    y += t;
    g.add(b);
  });
  return { group: g, height: y };
}

function flowers(rand, color, count = 5) {
  const g = new THREE.Group();
  const petal = M.matte(color, 0.55);
  for (let i = 0; i < count; i++) {
    const f = new THREE.Group();
    for (let p = 0; p < 5; p++) {
      const leaf = mesh(new THREE.SphereGeometry(0.9, 16, 8), petal);
      leaf.scale.set(1, 0.2, 0.55);
      leaf.position.set(Math.cos((p / 5) * Math.PI * 2) * 0.8, 0, Math.sin((p / 5) * Math.PI * 2) * 0.8);
      leaf.rotation.y = -(p / 5) * Math.PI * 2;
      f.add(leaf);
    }
    const centre = mesh(new THREE.SphereGeometry(0.35, 12, 8), M.matte('#e0b84a', 0.6));
    f.add(centre);
    f.position.set((rand() - 0.5) * 8, 0.3 + rand() * 0.4, (rand() - 0.5) * 5);
    f.rotation.set((rand() - 0.5) * 0.6, rand() * 6, (rand() - 0.5) * 0.6);
    g.add(f);
  }
  return g;
}

function folded(color, rand, w = 26, d = 18) {
  const cloth = mesh(
    new RoundedBoxGeometry(w, 0.6, d, 3, 0.28),
    M.textured(textures.linen(color, rand), 0.95),
  );
  cloth.position.y = 0.3;
  return cloth;
}

function vialRack(rand, count, tones) {
  const g = new THREE.Group();
  const rack = mesh(new RoundedBoxGeometry(count * 2.6 + 1, 2.2, 4, 3, 0.2), M.wood('#a5774b', rand));
  rack.position.y = 1.1;
  g.add(rack);
  for (let i = 0; i < count; i++) {
    const vial = new THREE.Group();
    const glass = mesh(cyl(0.85, 7, 32), M.glass('#ffffff', { thickness: 0.4 }), { shadow: false });
    glass.position.y = 3.5;
    const liquid = mesh(cyl(0.68, 3 + rand() * 3, 24), M.liquid(tones[i % tones.length]));
    liquid.position.y = 0.3 + liquid.geometry.parameters.height / 2;
    const cap = mesh(cyl(0.9, 1.2, 24), M.gloss('#1d1b19', 0.3));
    cap.position.y = 7.4;
    vial.add(glass, liquid, cap);
    vial.position.set(-((count - 1) * 2.6) / 2 + i * 2.6, 0.6, 0);
    g.add(vial);
  }
  return g;
}

function beaker(color) {
  const g = new THREE.Group();
  g.add(
    mesh(
      lathe([
        [0, 0],
        [3, 0],
        [3.1, 0.2],
        [3.1, 9],
        [3.4, 9.4],
        [2.9, 9.4],
        [2.9, 0.25],
        [0, 0.25],
      ]),
      M.glass('#ffffff', { thickness: 0.3 }),
      { shadow: false },
    ),
  );
  const liquid = mesh(cyl(2.85, 3.4, 48), M.liquid(color));
  liquid.position.y = 2;
  g.add(liquid);
  return g;
}

function blotters(rand) {
  const g = new THREE.Group();
  g.add(
    mesh(
      lathe([
        [0, 0],
        [1.8, 0],
        [1.8, 6],
        [1.6, 6],
        [1.6, 0.3],
        [0, 0.3],
      ]),
      M.glass('#ffffff', { thickness: 0.3 }),
      { shadow: false },
    ),
  );
  for (let i = 0; i < 6; i++) {
    const strip = mesh(new THREE.BoxGeometry(0.9, 14, 0.04), M.matte('#fbf9f4', 0.9));
    strip.position.set((rand() - 0.5) * 1.2, 8, (rand() - 0.5) * 1.2);
    strip.rotation.set((rand() - 0.5) * 0.4, rand() * 3, (rand() - 0.5) * 0.4);
    g.add(strip);
  }
  return g;
}

function notebook(rand, color) {
  const g = new THREE.Group();
  const b = mesh(new RoundedBoxGeometry(15, 1.2, 21, 2, 0.15), M.textured(textures.linen(color, rand), 0.85));
  b.position.y = 0.6;
  g.add(b);
  const page = mesh(
    new THREE.PlaneGeometry(12, 17),
    M.textured(
      canvasTexture(512, 720, (ctx, w, h) => {
        ctx.fillStyle = '#fbf8f1';
        ctx.fillRect(0, 0, w, h);
        ctx.strokeStyle = 'rgba(60,50,40,0.25)';
        for (let y = 80; y < h; y += 34) {
          ctx.beginPath();
          ctx.moveTo(40, y);
          ctx.lineTo(w - 40, y);
          ctx.stroke();
        }
        ctx.fillStyle = 'rgba(50,40,30,0.7)';
        ctx.font = "600 italic 34px 'Playfair Display'";
        ['top: bergamot', 'heart: jasmine', 'base: sandalwood'].forEach((t, i) =>
          ctx.fillText(t, 50, 140 + i * 68),
        );
      }),
      0.9,
    ),
  );
  page.rotation.x = -Math.PI / 2;
  page.position.y = 1.22;
  g.add(page);
  return g;
}

// ---------------------------------------------------------------- sets
/** A photographer's sweep: floor curving up into the wall, one colour. */
function sweep(color, material) {
  const geometry = new THREE.PlaneGeometry(600, 1, 1, 60);
  const pos = geometry.attributes.position;
  for (let i = 0; i < pos.count; i++) {
    const v = pos.getY(i) + 0.5; // 0..1
    const s = v * 360; // distance along the profile
    let y;
    let z;
    if (s < 150) {
      y = 0;
      z = 150 - s;
    } else if (s < 150 + (Math.PI / 2) * 60) {
      const a = (s - 150) / 60;
      y = 60 - Math.cos(a) * 60;
      z = -Math.sin(a) * 60;
    } else {
      y = 60 + (s - 150 - (Math.PI / 2) * 60);
      z = -60;
    }
    pos.setXYZ(i, pos.getX(i), y, z);
  }
  geometry.computeVertexNormals();
  // The profile ran front to back; flip normals to face the camera.
  const m = mesh(geometry, material ?? M.matte(color, 0.95), { shadow: false });
  m.material.side = THREE.DoubleSide;
  return m;
}

function plinth(kind, rand, color, r = 9, h = 4) {
  if (kind === 'box') {
    const m = mesh(
      new RoundedBoxGeometry(r * 2, h, r * 1.6, 3, 0.2),
      M.textured(textures.stone(color, rand), 0.85),
    );
    m.position.y = h / 2;
    return m;
  }
  if (kind === 'marble') {
    const m = mesh(cyl(r, h, 128), M.textured(textures.marble(color, rand), 0.25));
    m.position.y = h / 2;
    return m;
  }
  const m = mesh(cyl(r, h, 128), M.textured(textures.stone(color, rand), 0.85));
  m.position.y = h / 2;
  return m;
}

function studio(scene, { background, key = 3.0, warm = false, keyFrom = [-40, 70, 50], exposure = 1 }) {
  scene.background = col(background);
  scene.environment = envTexture;
  scene.environmentIntensity = 0.45;
  renderer.toneMappingExposure = exposure;
  const keyLight = new THREE.DirectionalLight(warm ? '#fff1de' : '#ffffff', key);
  keyLight.position.set(...keyFrom);
  keyLight.castShadow = true;
  keyLight.shadow.mapSize.set(2048, 2048);
  keyLight.shadow.camera.left = -60;
  keyLight.shadow.camera.right = 60;
  keyLight.shadow.camera.top = 60;
  keyLight.shadow.camera.bottom = -60;
  keyLight.shadow.camera.far = 300;
  keyLight.shadow.radius = 8;
  keyLight.shadow.bias = -0.0004;
  keyLight.shadow.normalBias = 0.03;
  scene.add(keyLight);
  const rim = new THREE.DirectionalLight('#ffffff', key * 0.5);
  rim.position.set(45, 40, -50);
  scene.add(rim);
  scene.add(new THREE.HemisphereLight('#ffffff', col(background), 0.35));
}

// ---------------------------------------------------------------- product families
const FAMILY = {
  bottle: (job) => perfumeBottle(job, job.model ?? {}),
  bespoke: (job) => perfumeBottle(job, { shape: 'square', cap: 'cube', ...(job.model ?? {}) }),
  roller: (job) => roller(job),
  candle: (job) => candle(job, job.model ?? {}),
  dualCandle: (job) => {
    const g = new THREE.Group();
    const a = candle(job, { ...job.model, radius: 3.8, height: 8.4 });
    const b = candle(
      { ...job, name: job.name2 ?? job.name },
      { ...job.model, radius: 3.8, height: 8.4, wax: job.model?.wax2 ?? job.model?.wax, lit: false },
    );
    a.group.position.set(-4.4, 0, 0.6);
    b.group.position.set(4.4, 0, -1.4);
    b.group.rotation.y = -0.5;
    g.add(a.group, b.group);
    return { group: g, height: 10, width: 17, detail: new THREE.Vector3(-4.4, 7, 0.6), detailDistance: 15 };
  },
  holder: (job) => holder(job, job.model ?? {}),
  mini: (job) => {
    if (job.model?.trio) {
      const g = new THREE.Group();
      const waxes = job.model.waxes;
      const names = job.model.names;
      [
        [-4.2, 0, 1.4],
        [4.2, 0, 1],
        [0, 0, -3.6],
      ].forEach(([x, y, z], i) => {
        const t = tin(job, { wax: waxes[i], name: names[i], lit: i === 2 });
        t.group.position.set(x, y, z);
        t.group.rotation.y = (i - 1) * 0.35;
        g.add(t.group);
      });
      return { group: g, height: 6, width: 16, detail: new THREE.Vector3(0, 3.4, -3.6), detailDistance: 12 };
    }
    const t = tin(job, job.model ?? {});
    return t;
  },
  reed: (job) => reedDiffuser(job, job.model ?? {}),
  car: (job) => carDiffuser(job),
  burner: (job) => oilBurner(job, job.model ?? {}),
  dropper: (job) => dropperBottle(job, job.model ?? {}),
  crayon: (job) => {
    const g = new THREE.Group();
    const [, main, accent] = job.palette;
    const a = crayon(job, hex(main), { twist: 0.2 });
    g.add(a);
    if (job.model?.spray) {
      const spray = perfumeBottle(
        { ...job, name: job.model.sprayName ?? job.name },
        { shape: 'slim', scale: 0.55, cap: 'cylinder', capHeight: 3, liquid: hex(main) },
      );
      spray.group.position.set(4.6, 0, -1.2);
      spray.group.rotation.y = -0.3;
      g.add(spray.group);
    } else {
      const b = crayon(job, hex(accent), { twist: 1.2, name: job.name2 ?? job.name });
      b.position.set(3.2, 0, -1.6);
      g.add(b);
    }
    const cap = crayonCap();
    cap.rotation.z = Math.PI / 2;
    cap.position.set(-3.5, 1.02, 3.4);
    cap.rotation.y = 0.5;
    g.add(cap);
    return { group: g, height: 10.2, width: 9, detail: new THREE.Vector3(0, 8.6, 0), detailDistance: 8 };
  },
  diary: (job) => diary(job),
  gift: (job) => {
    const g = new THREE.Group();
    const box = giftBox(job, job.model ?? {});
    box.group.position.set(-3, 0, -2);
    box.group.rotation.y = 0.25;
    g.add(box.group);
    const companion = job.model?.companion ?? 'bottle';
    let extra;
    if (companion === 'candle') extra = candle(job, { radius: 3.3, height: 7.5, wax: job.model?.wax });
    else if (companion === 'reed') extra = reedDiffuser(job, { scale: 0.62 });
    else extra = perfumeBottle(job, { shape: 'square', scale: 0.8 });
    extra.group.position.set(9.5, 0, 5);
    extra.group.rotation.y = -0.35;
    g.add(extra.group);
    return {
      group: g,
      height: Math.max(box.height, extra.height),
      width: 26,
      detail: new THREE.Vector3(-3, box.height - 1.5, -2),
      detailDistance: 16,
    };
  },
  discovery: (job) => discoveryBox(job),
  wrap: (job) => wrappedGift(job),
};

// ---------------------------------------------------------------- scenes
function frame(camera, target, distance, elevation, azimuth = 0) {
  const e = THREE.MathUtils.degToRad(elevation);
  const a = THREE.MathUtils.degToRad(azimuth);
  camera.position.set(
    target.x + Math.sin(a) * Math.cos(e) * distance,
    target.y + Math.sin(e) * distance,
    target.z + Math.cos(a) * Math.cos(e) * distance,
  );
  camera.lookAt(target);
}

function productScene(job) {
  const scene = new THREE.Scene();
  const rand = rng(job.seed);
  const [bg, main, accent] = job.palette;
  const camera = new THREE.PerspectiveCamera(24, job.width / job.height, 1, 2000);
  const object = FAMILY[job.family](job);
  const set = job.set ?? {};
  if (job.view === 'scale') {
    // Lifestyle: on a table among everyday things, seen from above at an angle.
    const tableColor = set.table ?? hex(mix(bg, '#a57c55', 0.6));
    studio(scene, {
      background: hex(mix(bg, '#ffffff', 0.25)),
      warm: true,
      key: 2.4,
      keyFrom: [-60, 80, 20],
    });
    const table = mesh(
      new THREE.PlaneGeometry(400, 400),
      set.tableKind === 'linen'
        ? M.textured(textures.linen(tableColor, rand), 0.9)
        : M.wood(tableColor, rand),
      { shadow: false },
    );
    table.rotation.x = -Math.PI / 2;
    scene.add(table);
    const wall = mesh(new THREE.PlaneGeometry(400, 200), M.matte(hex(mix(bg, '#ffffff', 0.2)), 0.95), {
      shadow: false,
    });
    wall.position.set(0, 100, -40);
    scene.add(wall);
    scene.add(object.group);
    const cloth = folded(hex(mix(main, '#f3eee4', 0.6)), rand, 30, 22);
    cloth.position.set(-2, 0, 1);
    cloth.rotation.y = 0.08 + rand() * 0.1;
    scene.add(cloth);
    object.group.position.y = 0.6;
    const stack = books(rand, [hex(mix(accent, '#2b2622', 0.3)), hex(mix(bg, '#6f6558', 0.4))]);
    stack.group.position.set(-20, 0, -14);
    stack.group.rotation.y = 0.3;
    scene.add(stack.group);
    const c = cup(hex(mix(bg, '#ffffff', 0.55)));
    c.position.set(15, 0, -6 + rand() * 3);
    scene.add(c);
    const p = pebble(rand, '#9a948b', 2.6);
    p.position.set(9 + rand() * 2, 0, 9);
    scene.add(p);
    const sp = sprig(rand, '#6f8a5a');
    sp.position.set(-18, 0, 8);
    sp.rotation.y = -0.3 - rand() * 0.4;
    scene.add(sp);
    const target = new THREE.Vector3(0, object.height * 0.35, 0);
    const distance = Math.max(object.height, object.width) * 2.2 + 52;
    frame(camera, target, distance, 30, -14 + rand() * 28);
    return { scene, camera };
  }
  studio(scene, { background: bg, warm: !!set.warm, key: set.key ?? 2.8 });
  scene.add(sweep(bg));
  const plinthH = set.plinthHeight ?? 4;
  const plinthR = Math.max(9, object.width * 0.8);
  const pl = plinth(
    set.plinth ?? 'stone',
    rand,
    set.plinthColor ?? hex(mix(bg, '#8c8378', 0.35)),
    plinthR,
    plinthH,
  );
  scene.add(pl);
  object.group.position.y = plinthH;
  object.group.rotation.y = set.turn ?? -0.35;
  scene.add(object.group);
  if (set.pebble !== false) {
    const p = pebble(rand, hex(mix(bg, '#6b645c', 0.5)), 2.2);
    p.position.set(plinthR * 1.35, 0, plinthR * 0.6);
    scene.add(p);
  }
  if (job.view === 'detail') {
    const target = object.detail.clone();
    target.applyAxisAngle(new THREE.Vector3(0, 1, 0), object.group.rotation.y);
    target.y += plinthH;
    camera.fov = 20;
    camera.updateProjectionMatrix();
    frame(camera, target, object.detailDistance * 2.0, 16, -8);
  } else {
    const target = new THREE.Vector3(0, plinthH + object.height * 0.45, 0);
    const size = Math.max(object.height * 1.1, object.width * 1.25);
    // Flat things (a booklet, an open box) are seen from higher up.
    frame(camera, target, (size * 3.3 + 14) * (set.distance ?? 1), set.elevation ?? 11, 0);
  }
  return { scene, camera };
}

/** A workbench: vials, a beaker, blotters, a notebook and the workshop's own props. */
function workshopScene(job) {
  const scene = new THREE.Scene();
  const rand = rng(job.seed);
  const [bg, main, accent] = job.palette;
  studio(scene, { background: hex(mix(bg, '#ffffff', 0.15)), warm: true, key: 2.4, keyFrom: [-50, 80, 30] });
  const table = mesh(new THREE.PlaneGeometry(500, 500), M.wood(job.set?.table ?? '#b48a60', rand), {
    shadow: false,
  });
  table.rotation.x = -Math.PI / 2;
  scene.add(table);
  const wall = mesh(new THREE.PlaneGeometry(500, 200), M.matte(hex(mix(bg, '#ffffff', 0.1)), 0.95), {
    shadow: false,
  });
  wall.position.set(0, 100, -45);
  scene.add(wall);
  const tones = job.tones ?? [main, accent, '#e9c46a', '#b5651d', '#f2b5c4'];
  const rack = vialRack(rand, job.vials ?? 6, tones);
  rack.position.set(-6, 0, -12);
  scene.add(rack);
  const b = beaker(hex(main));
  b.position.set(14, 0, -6);
  scene.add(b);
  const bl = blotters(rand);
  bl.position.set(22, 0, -14);
  scene.add(bl);
  const nb = notebook(rand, hex(mix(accent, '#2b2622', 0.25)));
  nb.position.set(-10, 0, 9);
  nb.rotation.y = 0.35;
  scene.add(nb);
  for (const extra of job.extras ?? []) {
    let object;
    if (extra === 'flowers') object = flowers(rand, job.flowerColor ?? '#fbf7f2', 7);
    else if (extra === 'sprig') object = sprig(rand, '#6f8a5a');
    else if (extra === 'bottle')
      object = perfumeBottle(
        { ...job, name: job.bottleName ?? job.name, sub: '' },
        { shape: job.bottleShape ?? 'square', scale: 0.9 },
      ).group;
    else if (extra === 'bottles') {
      object = new THREE.Group();
      [0, 1, 2].forEach((i) => {
        const bottle = perfumeBottle(
          { ...job, palette: [bg, tones[i], accent], name: job.names?.[i] ?? job.name, sub: '' },
          { shape: 'slim', scale: 0.7 },
        ).group;
        bottle.position.x = i * 5.2 - 5.2;
        bottle.rotation.y = (i - 1) * 0.2;
        object.add(bottle);
      });
    } else if (extra === 'candle') object = candle(job, { radius: 3.6, height: 8, wax: '#efe7da' }).group;
    else if (extra === 'reed') object = reedDiffuser(job, { scale: 0.7 }).group;
    else if (extra === 'dropper') object = dropperBottle(job, { scale: 0.9 }).group;
    else if (extra === 'pebbles') {
      object = new THREE.Group();
      for (let i = 0; i < 3; i++) {
        const p = pebble(rand, '#8f8a82', 1.6 + rand());
        p.position.set(i * 3.4, 0, rand() * 2);
        object.add(p);
      }
    } else if (extra === 'ribbon') {
      object = mesh(new THREE.TorusGeometry(3, 0.25, 12, 64), M.gloss(hex(accent), 0.3));
      object.rotation.x = Math.PI / 2;
      object.position.y = 0.25;
    } else if (extra === 'cup') object = cup('#f3efe8');
    const at = (job.extraPositions ?? [
      [10, 8],
      [24, 2],
      [-26, -2],
      [4, 16],
    ])[(job.extras ?? []).indexOf(extra)];
    object.position.x += at[0];
    object.position.z += at[1];
    scene.add(object);
  }
  const camera = new THREE.PerspectiveCamera(26, job.width / job.height, 1, 2000);
  frame(camera, new THREE.Vector3(0, 4, 0), 82, 36, -14 + rand() * 28);
  return { scene, camera };
}

/** Business spaces: a lobby counter, a boutique shelf, a desk, the machines. */
function businessScene(job) {
  const scene = new THREE.Scene();
  const rand = rng(job.seed);
  const [bg, main, accent] = job.palette;
  const camera = new THREE.PerspectiveCamera(26, job.width / job.height, 1, 3000);
  const kind = job.kind;
  studio(scene, { background: bg, warm: true, key: 2.5, keyFrom: [-60, 90, 40] });
  const wall = mesh(
    new THREE.PlaneGeometry(800, 400),
    M.textured(textures.stone(hex(mix(bg, '#ffffff', 0.1)), rand), 0.95),
    { shadow: false },
  );
  wall.position.set(0, 150, -70);
  scene.add(wall);
  const floor = mesh(
    new THREE.PlaneGeometry(800, 800),
    kind === 'machine'
      ? M.wood('#8a6a4c', rand)
      : M.textured(textures.stone(hex(mix(bg, '#7a7068', 0.4)), rand), 0.8),
    { shadow: false },
  );
  floor.rotation.x = -Math.PI / 2;
  scene.add(floor);
  const target = new THREE.Vector3();
  if (kind === 'counter' || kind === 'desk' || kind === 'refill') {
    const topMat =
      kind === 'counter'
        ? M.textured(textures.marble('#f1efec', rand), 0.2)
        : M.wood(kind === 'desk' ? '#c9a27a' : '#a47b55', rand);
    const top = mesh(new RoundedBoxGeometry(140, 4, 50, 3, 0.6), topMat);
    top.position.set(0, 40, -10);
    scene.add(top);
    const base = mesh(
      new THREE.BoxGeometry(130, 38, 44),
      kind === 'counter' ? M.wood('#6b4a32', rand) : M.matte(hex(mix(bg, '#2b2622', 0.5)), 0.8),
    );
    base.position.set(0, 19, -12);
    scene.add(base);
    const on = (object, x, z, ry = 0) => {
      object.position.set(x, 42, z);
      object.rotation.y = ry;
      scene.add(object);
    };
    if (kind === 'counter') {
      on(reedDiffuser({ ...job, palette: [bg, main, accent] }, { scale: 1.3 }).group, 8, -14, -0.3);
      const vase = mesh(
        lathe([
          [0, 0],
          [5, 0],
          [6.5, 6],
          [5.5, 14],
          [2.6, 19],
          [2.8, 21],
          [0, 21],
        ]),
        M.ceramic(hex(mix(accent, '#efe7da', 0.5))),
      );
      on(vase, -26, -20);
      const branch = sprig(rand, '#7a8f62');
      branch.rotation.z = Math.PI / 2.4;
      branch.position.set(-26, 60, -20);
      scene.add(branch);
      on(flowers(rand, '#f6f0f4', 6), 34, -4);
      const bell = mesh(
        lathe([
          [0, 0],
          [2.4, 0],
          [2.2, 1.5],
          [1.2, 2.6],
          [0.3, 3.4],
          [0, 3.6],
        ]),
        M.metal('#c49a4a', 0.25),
      );
      on(bell, 34, 6);
    } else if (kind === 'desk') {
      const laptop = mesh(new RoundedBoxGeometry(32, 1.2, 22, 3, 0.4), M.metal('#b9b7b4', 0.35));
      on(laptop, -24, -10, 0.15);
      on(dropperBottle(job, { scale: 1.1 }).group, 14, -14);
      on(reedDiffuser(job, { scale: 0.9 }).group, 28, -20, -0.4);
      on(cup('#f3efe8'), 2, 0);
      const plant = mesh(
        lathe([
          [0, 0],
          [6, 0],
          [7, 12],
          [0, 12],
        ]),
        M.ceramic('#e9e3d8'),
      );
      plant.position.set(56, 0, -40);
      scene.add(plant);
      const leaves = sprig(rand, '#55744a');
      leaves.scale.setScalar(2.4);
      leaves.rotation.z = Math.PI / 2.2;
      leaves.position.set(56, 12, -40);
      scene.add(leaves);
    } else {
      on(dropperBottle({ ...job, name: job.name }, { scale: 2.3, glassTint: '#b7712c' }).group, -6, -16, 0.2);
      on(reedDiffuser(job, { scale: 0.9 }).group, 18, -18, -0.4);
      const funnel = mesh(
        lathe([
          [0.4, 0],
          [0.6, 0],
          [0.6, 4],
          [4, 8],
          [3.8, 8],
          [0.4, 4.1],
        ]),
        M.metal('#c9c6c0', 0.2),
      );
      on(funnel, -26, 0);
      on(folded('#e9e2d6', rand, 24, 14), 20, 4);
    }
    target.set(0, 52, -12);
    frame(camera, target, job.distance ?? 150, 14, job.azimuth ?? -8);
  } else if (kind === 'shelf') {
    for (const y of [30, 62, 94]) {
      const shelf = mesh(new RoundedBoxGeometry(120, 2.4, 24, 2, 0.3), M.wood('#b08a5e', rand));
      shelf.position.set(0, y, -58);
      scene.add(shelf);
      const tones = ['#e9c46a', '#b5651d', '#f2b5c4', '#e8e3f5', '#9cc5a1', '#bfe3ea', '#b5302a'];
      for (let i = 0; i < 9; i++) {
        const bottle = perfumeBottle(
          { ...job, palette: [bg, tones[(i + y) % tones.length], accent], sub: '' },
          { shape: i % 3 === 0 ? 'slim' : 'square', scale: 0.95, label: false },
        ).group;
        bottle.position.set(-48 + i * 12, y + 1.2, -56);
        scene.add(bottle);
      }
    }
    const counter = mesh(
      new RoundedBoxGeometry(90, 6, 36, 3, 0.5),
      M.textured(textures.marble('#f1efec', rand), 0.2),
    );
    counter.position.set(10, 36, 6);
    scene.add(counter);
    const leg = mesh(new THREE.BoxGeometry(84, 33, 30), M.wood('#6b4a32', rand));
    leg.position.set(10, 16.5, 6);
    scene.add(leg);
    const hero = reedDiffuser({ ...job }, { scale: 1.2 }).group;
    hero.position.set(24, 39, 8);
    scene.add(hero);
    const gift = giftBox({ ...job, name: 'Atelier Scents' }, { w: 12, h: 6, d: 9 }).group;
    gift.position.set(-8, 39, 12);
    gift.rotation.y = 0.3;
    scene.add(gift);
    target.set(0, 52, -16);
    frame(camera, target, 175, 8, -12);
  } else if (kind === 'machine') {
    const cabinet = mesh(
      new RoundedBoxGeometry(28, 70, 22, 6, 2),
      M.gloss(job.machineColor ?? '#2a2724', 0.35),
    );
    cabinet.position.set(0, 35, -30);
    scene.add(cabinet);
    const grille = canvasTexture(256, 256, (ctx, w, h) => {
      ctx.fillStyle = job.machineColor ?? '#2a2724';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      for (let y = 10; y < h; y += 18)
        for (let x = 10; x < w; x += 18) {
          ctx.beginPath();
          ctx.arc(x, y, 5, 0, Math.PI * 2);
          ctx.fill();
        }
    });
    const vent = mesh(new THREE.PlaneGeometry(18, 18), M.textured(grille, 0.6));
    vent.position.set(0, 58, -18.9);
    scene.add(vent);
    const led = mesh(new THREE.CircleGeometry(0.7, 24), new THREE.MeshBasicMaterial({ color: '#9fe0b0' }));
    led.position.set(0, 46, -18.9);
    scene.add(led);
    const plate = labelPlane({ ...job, sub: '' }, 14, 3.6, {
      name: 'ATELIER',
      brand: '',
      bg: '#1e1c1a',
      fg: '#d8c3a0',
      accent: '#d8c3a0',
    });
    plate.position.set(0, 20, -18.9);
    scene.add(plate);
    const chair = mesh(
      lathe([
        [0, 0],
        [16, 0],
        [16, 3],
        [0, 3],
      ]),
      M.textured(textures.linen('#b8a48a', rand), 0.9),
    );
    chair.position.set(-40, 42, -10);
    const stool = mesh(cyl(1.4, 42), M.metal('#b08a4a', 0.3));
    stool.position.set(-40, 21, -10);
    scene.add(chair, stool);
    const plant = mesh(
      lathe([
        [0, 0],
        [10, 0],
        [12, 30],
        [0, 30],
      ]),
      M.ceramic('#d9cfc0'),
    );
    plant.position.set(40, 0, -40);
    scene.add(plant);
    const leaves = sprig(rand, '#55744a');
    leaves.scale.setScalar(3.2);
    leaves.rotation.z = Math.PI / 2.3;
    leaves.position.set(40, 30, -40);
    scene.add(leaves);
    target.set(0, 38, -20);
    frame(camera, target, 190, 10, -18);
  } else if (kind === 'compact') {
    const table = mesh(
      lathe([
        [0, 0],
        [3, 0],
        [3, 52],
        [22, 52],
        [22, 55],
        [0, 55],
      ]),
      M.wood('#a47b55', rand),
    );
    table.position.set(0, 0, -10);
    scene.add(table);
    const device = mesh(
      lathe([
        [0, 0],
        [6, 0],
        [6.4, 1],
        [6.4, 20],
        [5.6, 21.5],
        [0, 22],
      ]),
      M.ceramic('#f2efe9'),
    );
    device.position.set(-3, 55, -10);
    scene.add(device);
    const ring = mesh(new THREE.TorusGeometry(4, 0.25, 12, 64), M.metal('#c49a4a', 0.25));
    ring.rotation.x = Math.PI / 2;
    ring.position.set(-3, 77, -10);
    scene.add(ring);
    const mist = mesh(
      new THREE.SphereGeometry(3, 32, 16),
      new THREE.MeshStandardMaterial({ color: '#ffffff', transparent: true, opacity: 0.12, roughness: 1 }),
      { shadow: false },
    );
    mist.scale.set(1, 2.2, 1);
    mist.position.set(-3, 83, -10);
    scene.add(mist);
    const bk = books(rand, ['#6d5a4a', '#c7b299']);
    bk.group.scale.setScalar(0.6);
    bk.group.position.set(12, 55, -4);
    scene.add(bk.group);
    target.set(0, 64, -10);
    frame(camera, target, 120, 10, -10);
  }
  return { scene, camera };
}

/** The home page's opening picture: three bottles on stone plinths, low warm light. */
function heroScene(job) {
  const scene = new THREE.Scene();
  const rand = rng(job.seed);
  const bg = job.palette[0];
  studio(scene, { background: bg, warm: true, key: 3.0, keyFrom: [-70, 45, 40] });
  scene.add(sweep(bg));
  const camera = new THREE.PerspectiveCamera(22, job.width / job.height, 1, 3000);
  const spots = [
    { x: 8, z: 4, h: 10, r: 8, bottle: job.bottles[0], shape: 'square', cap: 'cube' },
    { x: 24, z: -6, h: 18, r: 7, bottle: job.bottles[1], shape: 'slim', cap: 'cylinder' },
    { x: 38, z: 6, h: 5, r: 9, bottle: job.bottles[2], shape: 'round', cap: 'sphere' },
  ];
  for (const s of spots) {
    const p = plinth(s.h > 12 ? 'box' : 'stone', rand, hex(mix(bg, '#8c8378', 0.3)), s.r, s.h);
    p.position.x = s.x;
    p.position.z = s.z;
    scene.add(p);
    const b = perfumeBottle(
      { ...job, name: s.bottle.name, palette: [bg, s.bottle.main, s.bottle.accent], sub: 'Eau de Parfum' },
      { shape: s.shape, cap: s.cap },
    );
    b.group.position.set(s.x, s.h, s.z);
    b.group.rotation.y = -0.3 + rand() * 0.2;
    scene.add(b.group);
  }
  const sp = sprig(rand, '#6f8a5a');
  sp.position.set(-6, 0, 16);
  sp.rotation.y = 0.4;
  scene.add(sp);
  for (let i = 0; i < 3; i++) {
    const pb = pebble(rand, '#8f8a82', 1.8 + rand() * 1.4);
    pb.position.set(48 + i * 4, 0, 16 - i * 3);
    scene.add(pb);
  }
  // Centred: the page crops the sides on phones (object-fit: cover), the heading sits below it.
  frame(camera, new THREE.Vector3(23, 13, 0), 118, 7, -4);
  return { scene, camera };
}

const SCENES = { product: productScene, workshop: workshopScene, business: businessScene, hero: heroScene };

window.renderImage = async (job) => {
  await document.fonts.load("400 40px 'Playfair Display'");
  await document.fonts.load("600 italic 40px 'Playfair Display'");
  await document.fonts.load('500 40px Jost');
  renderer.setSize(job.width, job.height, false);
  const { scene, camera } = SCENES[job.scene](job);
  renderer.render(scene, camera);
  const url = renderer.domElement.toDataURL('image/png');
  scene.traverse((o) => {
    if (o.geometry) o.geometry.dispose();
    const mats = Array.isArray(o.material) ? o.material : o.material ? [o.material] : [];
    for (const m of mats) {
      for (const v of Object.values(m)) if (v && v.isTexture) v.dispose();
      m.dispose();
    }
  });
  renderer.renderLists.dispose();
  return url;
};
window.rendererReady = true;
