/**
 * The studio, run in headless Chromium: builds a shot (shot.ts) as a three.js scene with physically
 * based glass, metal and paper, lit by an environment made in code (soft boxes and black flags in a
 * dim room) and a soft key light, and hands back the frame as PNG bytes.
 */
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { RectAreaLightUniformsLib } from 'three/examples/jsm/lights/RectAreaLightUniformsLib.js';
import { drawLabel, drawMark } from './label.ts';
import type { BottleSpec, Item, LabelSpec, Shot } from './shot.ts';

const V = (x: number, y: number) => new THREE.Vector2(x, y);

/** The same seed always scatters the same way. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const environments = new Map<number, THREE.Texture>();

/** Soft boxes and flags in a dim warm room: what glass and metal reflect (made once per warmth). */
function environment(renderer: THREE.WebGLRenderer, warmth: number): THREE.Texture {
  const made = environments.get(warmth);
  if (made) return made;
  const room = new THREE.Scene();
  const wall = new THREE.Color('#3a332d').lerp(new THREE.Color('#4a3a2c'), warmth);
  room.add(new THREE.Mesh(new THREE.BoxGeometry(30, 16, 30), new THREE.MeshBasicMaterial({ color: wall, side: THREE.BackSide })));
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(30, 30), new THREE.MeshBasicMaterial({ color: '#8a7a6a' }));
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = -7.9;
  room.add(floor);
  const light = (w: number, h: number, strength: number, pos: [number, number, number], tint = '#fff4e6') => {
    const panel = new THREE.Mesh(
      new THREE.PlaneGeometry(w, h),
      new THREE.MeshBasicMaterial({ color: new THREE.Color(tint).multiplyScalar(strength), side: THREE.DoubleSide }),
    );
    panel.position.set(...pos);
    panel.lookAt(0, 0, 0);
    room.add(panel);
  };
  // a tall strip box at each side gives glass its long highlights; a big soft box above and in front
  light(3, 12, 9, [-9, 1, 4]);
  light(2, 12, 6, [9, 1, 3], '#ffe9cf');
  light(10, 6, 2, [0, 7.9, 4]);
  light(8, 5, 1.6, [0, 2, 14.9]);
  const pmrem = new THREE.PMREMGenerator(renderer);
  const texture = pmrem.fromScene(room, 0.02).texture;
  pmrem.dispose();
  environments.set(warmth, texture);
  return texture;
}

/** A paper sweep: floor curving up into the wall behind. */
function sweep(colour: string): THREE.Mesh {
  const radius = 4;
  const floorDepth = 16;
  const wallHeight = 20;
  const steps: THREE.Vector2[] = [];
  // profile in (z, y): from the front of the floor back to the curve, round it, up the wall
  for (let i = 0; i <= 10; i++) steps.push(V(floorDepth - (floorDepth * i) / 10, 0));
  for (let i = 1; i <= 24; i++) {
    const a = (i / 24) * (Math.PI / 2);
    steps.push(V(-Math.sin(a) * radius, radius - Math.cos(a) * radius));
  }
  for (let i = 1; i <= 6; i++) steps.push(V(-radius, radius + (wallHeight * i) / 6));
  const width = 60;
  const positions: number[] = [];
  const indices: number[] = [];
  const columns = 2;
  steps.forEach((p, row) => {
    for (let c = 0; c <= columns; c++) positions.push(-width / 2 + (width * c) / columns, p.y, p.x - 2);
    if (row > 0)
      for (let c = 0; c < columns; c++) {
        const a = (row - 1) * (columns + 1) + c;
        const b = row * (columns + 1) + c;
        indices.push(a, b, a + 1, b, b + 1, a + 1);
      }
  });
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  const mesh = new THREE.Mesh(geometry, new THREE.MeshStandardMaterial({ color: colour, roughness: 0.96, metalness: 0 }));
  mesh.receiveShadow = true;
  return mesh;
}

/** A soft dark pool under an object: the contact shadow a photograph has where things touch the table. */
function contactShadow(w: number, d: number, strength = 0.55): THREE.Mesh {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 128;
  const g = canvas.getContext('2d')!;
  const grad = g.createRadialGradient(64, 64, 0, 64, 64, 64);
  grad.addColorStop(0, `rgba(30,20,12,${strength})`);
  grad.addColorStop(0.45, `rgba(30,20,12,${strength * 0.45})`);
  grad.addColorStop(1, 'rgba(30,20,12,0)');
  g.fillStyle = grad;
  g.fillRect(0, 0, 128, 128);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  const mesh = new THREE.Mesh(
    new THREE.PlaneGeometry(w, d),
    new THREE.MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = 0.002;
  mesh.renderOrder = 1;
  return mesh;
}

const glass = (tint = '#ffffff') =>
  new THREE.MeshPhysicalMaterial({
    color: tint,
    metalness: 0,
    roughness: 0.04,
    transmission: 1,
    thickness: 0.35,
    ior: 1.5,
    specularIntensity: 1,
    envMapIntensity: 1,
    clearcoat: 0.1,
    side: THREE.FrontSide,
  });

function juiceMaterial(juice: string): THREE.MeshPhysicalMaterial {
  const colour = new THREE.Color(juice);
  return new THREE.MeshPhysicalMaterial({
    color: colour.clone().lerp(new THREE.Color('#ffffff'), 0.15),
    metalness: 0,
    roughness: 0.08,
    transmission: 0.85,
    thickness: 1.2,
    ior: 1.36,
    attenuationColor: colour,
    attenuationDistance: 0.8,
    side: THREE.DoubleSide,
  });
}

function capMaterial(finish: BottleSpec['cap']): THREE.Material {
  switch (finish) {
    case 'gold':
      return new THREE.MeshPhysicalMaterial({ color: '#d9b36a', metalness: 1, roughness: 0.22, envMapIntensity: 1.3 });
    case 'copper':
      return new THREE.MeshPhysicalMaterial({ color: '#c27a4e', metalness: 1, roughness: 0.3 });
    case 'silver':
      return new THREE.MeshPhysicalMaterial({ color: '#d8d6d2', metalness: 1, roughness: 0.18 });
    case 'black':
      return new THREE.MeshPhysicalMaterial({
        color: '#151210',
        metalness: 0,
        roughness: 0.35,
        clearcoat: 1,
        clearcoatRoughness: 0.08,
      });
    case 'wood':
      return new THREE.MeshPhysicalMaterial({
        color: '#6e4b30',
        metalness: 0,
        roughness: 0.55,
        clearcoat: 0.4,
        map: woodGrain(),
      });
    case 'crystal':
      return glass('#f4efe8');
  }
}

function woodGrain(): THREE.Texture {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 256;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 256, 256);
  const rand = random(7);
  for (let i = 0; i < 70; i++) {
    g.strokeStyle = `rgba(80,50,30,${0.08 + rand() * 0.18})`;
    g.lineWidth = 1 + rand() * 3;
    const x = rand() * 256;
    g.beginPath();
    g.moveTo(x, 0);
    g.bezierCurveTo(x + rand() * 20 - 10, 90, x + rand() * 20 - 10, 170, x + rand() * 16 - 8, 256);
    g.stroke();
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
  return texture;
}

function labelTexture(label: LabelSpec, w: number, h: number, renderer: THREE.WebGLRenderer): THREE.Texture {
  const canvas = document.createElement('canvas');
  canvas.width = 1024;
  canvas.height = Math.round((1024 * h) / w);
  drawLabel(canvas, label);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = renderer.capabilities.getMaxAnisotropy();
  return texture;
}

/** Lathe profiles (radius, height) of the round bottles, from the base up to the neck. */
function roundProfile(shape: BottleSpec['shape'], h: number): { points: THREE.Vector2[]; radius: number; neck: number } {
  const pts: THREE.Vector2[] = [];
  const add = (r: number, y: number) => pts.push(V(r, y));
  if (shape === 'flask') {
    // an attar flask: a round belly on a short foot, a narrow neck
    const r = h * 0.42;
    add(0, 0);
    add(r * 0.55, 0);
    add(r * 0.62, h * 0.03);
    for (let i = 0; i <= 16; i++) {
      const a = -Math.PI / 2 + (i / 16) * Math.PI * 0.82;
      add(Math.cos(a) * r, h * 0.45 + Math.sin(a) * r * 0.95);
    }
    add(r * 0.2, h * 0.92);
    add(r * 0.2, h);
    return { points: pts, radius: r, neck: r * 0.2 };
  }
  if (shape === 'oval') {
    const r = h * 0.36;
    add(0, 0);
    for (let i = 0; i <= 18; i++) {
      const a = -Math.PI / 2 + (i / 18) * Math.PI * 0.9;
      add(Math.max(0.001, Math.cos(a) * r), h * 0.46 + Math.sin(a) * h * 0.46);
    }
    add(r * 0.22, h * 0.95);
    add(r * 0.22, h);
    return { points: pts, radius: r, neck: r * 0.22 };
  }
  const r = shape === 'pillar' ? h * 0.17 : h * 0.26;
  const shoulder = shape === 'pillar' ? 0.06 : 0.12;
  add(0, 0);
  add(r - 0.03, 0);
  add(r, 0.03);
  add(r, h * (1 - shoulder));
  for (let i = 1; i <= 6; i++) {
    const a = (i / 6) * (Math.PI / 2);
    add(r * 0.25 + (r * 0.75 - 0.0) * Math.cos(a), h * (1 - shoulder) + h * shoulder * 0.8 * Math.sin(a));
  }
  add(r * 0.25, h);
  return { points: pts, radius: r, neck: r * 0.25 };
}

/** A bottle standing on y = 0 with its front to +z; returns the group and the height of its top. */
function bottle(spec: BottleSpec, renderer: THREE.WebGLRenderer): THREE.Group {
  const group = new THREE.Group();
  const h = spec.height;
  const boxy = spec.shape === 'square' || spec.shape === 'tall';
  let neckRadius: number;
  let labelOn: (label: LabelSpec) => THREE.Mesh;
  if (boxy) {
    const w = spec.shape === 'square' ? h * 0.78 : h * 0.56;
    const d = spec.shape === 'square' ? h * 0.5 : h * 0.34;
    const bevel = Math.min(w, d) * 0.14;
    const shell = new THREE.Mesh(new RoundedBoxGeometry(w, h, d, 6, bevel), glass());
    shell.position.y = h / 2;
    group.add(shell);
    // the juice: a slab inside the walls, up to the fill line
    const wall = Math.min(w, d) * 0.1;
    const fillH = (h - wall * 2.2) * spec.fill;
    const juice = new THREE.Mesh(
      new RoundedBoxGeometry(w - wall * 2, fillH, d - wall * 2, 4, bevel * 0.6),
      juiceMaterial(spec.juice),
    );
    juice.position.y = wall * 1.6 + fillH / 2;
    group.add(juice);
    neckRadius = Math.min(w, d) * 0.16;
    labelOn = (label) => {
      const lw = w * 0.62;
      const lh = h * 0.3;
      const mesh = new THREE.Mesh(
        new THREE.PlaneGeometry(lw, lh),
        new THREE.MeshPhysicalMaterial({
          map: labelTexture(label, lw, lh, renderer),
          roughness: 0.55,
          metalness: 0,
          clearcoat: 0.2,
        }),
      );
      mesh.position.set(0, h * 0.42, d / 2 + 0.004);
      return mesh;
    };
  } else {
    const { points, radius, neck } = roundProfile(spec.shape, h);
    const segments = spec.shape === 'flask' ? 10 : 72;
    const shellGeometry = new THREE.LatheGeometry(points, segments);
    if (spec.shape === 'flask') shellGeometry.computeVertexNormals();
    const shell = new THREE.Mesh(shellGeometry, glass());
    if (spec.shape === 'flask') (shell.material as THREE.MeshPhysicalMaterial).flatShading = true;
    group.add(shell);
    // the juice: the same profile shrunk inside the wall and cut at the fill line
    const top = Math.max(...points.map((p) => p.y));
    const fillY = top * 0.86 * spec.fill;
    const below = points.filter((p) => p.y <= fillY);
    const above = points.find((p) => p.y > fillY)!;
    const last = below[below.length - 1]!;
    // the wall's radius at the fill line, between the profile points either side of it
    const edge = V(last.x + ((above.x - last.x) * (fillY - last.y)) / (above.y - last.y || 1), fillY);
    const inner = [...below, edge].map((p) => V(Math.max(0, p.x * 0.9 - 0.012), Math.max(0.03, p.y * 0.98 + 0.02)));
    inner.push(V(0, inner[inner.length - 1]!.y));
    const juice = new THREE.Mesh(new THREE.LatheGeometry(inner, segments), juiceMaterial(spec.juice));
    if (spec.shape === 'flask') (juice.material as THREE.MeshPhysicalMaterial).flatShading = true;
    group.add(juice);
    neckRadius = neck;
    labelOn = (label) => {
      const arc = spec.shape === 'oval' ? 0.8 : 1.25;
      const lh = spec.shape === 'oval' ? h * 0.22 : h * 0.34;
      const r = radius * (spec.shape === 'flask' ? 1.005 : 1.004);
      const lw = r * arc;
      const geometry = new THREE.CylinderGeometry(r, r, lh, 48, 1, true, -arc / 2, arc);
      const mesh = new THREE.Mesh(
        geometry,
        new THREE.MeshPhysicalMaterial({
          map: labelTexture(label, lw, lh, renderer),
          roughness: 0.55,
          clearcoat: 0.2,
          side: THREE.FrontSide,
        }),
      );
      mesh.position.y = spec.shape === 'flask' ? h * 0.42 : h * 0.45;
      return mesh;
    };
  }
  // an attar flask goes bare, as in the bazaar: its name is on the box
  if (spec.label && spec.shape !== 'flask') group.add(labelOn(spec.label));
  // a metal collar at the neck, then the cap
  const collarMat = capMaterial(spec.cap === 'crystal' || spec.cap === 'wood' || spec.cap === 'black' ? 'gold' : spec.cap);
  const collar = new THREE.Mesh(new THREE.CylinderGeometry(neckRadius * 1.25, neckRadius * 1.25, h * 0.06, 48), collarMat);
  collar.position.y = h + h * 0.03;
  group.add(collar);
  const capMat = capMaterial(spec.cap);
  const base = h * 1.06;
  let cap: THREE.Mesh;
  switch (spec.capShape) {
    case 'stopper': {
      const pts: THREE.Vector2[] = [V(0, 0), V(neckRadius * 1.1, 0)];
      for (let i = 1; i <= 20; i++) {
        const t = i / 20;
        pts.push(V(Math.max(0.001, neckRadius * (1.1 + 1.3 * Math.sin(Math.PI * t) * (1 - t * 0.6))), h * 0.38 * t));
      }
      cap = new THREE.Mesh(new THREE.LatheGeometry(pts, spec.cap === 'crystal' ? 12 : 48), capMat);
      if (spec.cap === 'crystal') (capMat as THREE.MeshPhysicalMaterial).flatShading = true;
      cap.position.y = base;
      break;
    }
    case 'cube': {
      const s = Math.max(neckRadius * 3.4, h * 0.26);
      cap = new THREE.Mesh(new RoundedBoxGeometry(s, s * 0.9, s, 4, s * 0.08), capMat);
      cap.position.y = base + s * 0.45;
      break;
    }
    case 'disc': {
      const r = neckRadius * 2.6;
      cap = new THREE.Mesh(new THREE.CylinderGeometry(r, r, h * 0.12, 64), capMat);
      cap.position.y = base + h * 0.06;
      break;
    }
    case 'sphere': {
      const r = neckRadius * 2.2;
      cap = new THREE.Mesh(new THREE.SphereGeometry(r, 48, 32), capMat);
      cap.position.y = base + r * 0.9;
      break;
    }
    case 'column': {
      const r = neckRadius * 1.7;
      cap = new THREE.Mesh(new THREE.CylinderGeometry(r, r, h * 0.34, 64), capMat);
      cap.position.y = base + h * 0.17;
      break;
    }
  }
  cap.castShadow = true;
  group.add(cap);
  group.add(contactShadow(h * 0.95, h * 0.75, 0.5));
  return group;
}

function giftBox(item: Extract<Item, { kind: 'box' }>, renderer: THREE.WebGLRenderer): THREE.Group {
  const group = new THREE.Group();
  const paper = new THREE.MeshPhysicalMaterial({
    color: item.colour,
    roughness: 0.45,
    clearcoat: 0.35,
    clearcoatRoughness: 0.4,
    sheen: 0.3,
    sheenColor: new THREE.Color('#ffffff'),
  });
  const foil = new THREE.MeshPhysicalMaterial({ color: item.trim, metalness: 1, roughness: 0.28 });
  const body = new THREE.Mesh(new RoundedBoxGeometry(item.w, item.h * 0.86, item.d, 3, 0.015), paper);
  body.position.y = (item.h * 0.86) / 2;
  const lid = new THREE.Mesh(new RoundedBoxGeometry(item.w * 1.02, item.h * 0.2, item.d * 1.02, 3, 0.015), paper);
  lid.position.y = item.h * 0.9;
  const band = new THREE.Mesh(new THREE.BoxGeometry(item.w * 1.025, item.h * 0.025, item.d * 1.025), foil);
  band.position.y = item.h * 0.83;
  for (const m of [body, lid]) {
    m.castShadow = true;
    m.receiveShadow = true;
    group.add(m);
  }
  group.add(band);
  if (item.label) {
    const lw = item.w * 0.7;
    const lh = item.h * 0.36;
    const face = new THREE.Mesh(
      new THREE.PlaneGeometry(lw, lh),
      new THREE.MeshPhysicalMaterial({ map: labelTexture(item.label, lw, lh, renderer), roughness: 0.5, transparent: true }),
    );
    face.position.set(0, item.h * 0.42, item.d / 2 + 0.003);
    group.add(face);
  }
  group.add(contactShadow(item.w * 1.5, item.d * 1.6, 0.6));
  return group;
}

function lathe(points: Array<[number, number]>, material: THREE.Material, segments = 64): THREE.Mesh {
  const mesh = new THREE.Mesh(
    new THREE.LatheGeometry(
      points.map(([r, y]) => V(r, y)),
      segments,
    ),
    material,
  );
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

function prop(item: Item, renderer: THREE.WebGLRenderer): THREE.Object3D {
  switch (item.kind) {
    case 'bottle':
      return bottle(item.bottle, renderer);
    case 'box':
      return giftBox(item, renderer);
    case 'plinth': {
      const material = new THREE.MeshStandardMaterial({ color: item.colour, roughness: 0.9 });
      const mesh = new THREE.Mesh(
        item.round
          ? new THREE.CylinderGeometry(item.w / 2, item.w / 2, item.h, 96)
          : new RoundedBoxGeometry(item.w, item.h, item.d, 4, 0.02),
        material,
      );
      mesh.position.y = item.h / 2;
      mesh.castShadow = true;
      mesh.receiveShadow = true;
      const group = new THREE.Group();
      group.add(mesh, contactShadow(item.w * 1.3, item.d * 1.3, 0.45));
      return group;
    }
    case 'bowl': {
      const r = item.r;
      const pts: Array<[number, number]> = [];
      for (let i = 0; i <= 20; i++) {
        const a = (i / 20) * (Math.PI / 2);
        pts.push([Math.sin(a) * r + 0.001, (1 - Math.cos(a)) * r * 0.7]);
      }
      for (let i = 20; i >= 0; i--) {
        const a = (i / 20) * (Math.PI / 2);
        pts.push([Math.sin(a) * r * 0.93 + 0.001, (1 - Math.cos(a)) * r * 0.7 + 0.03]);
      }
      const material = item.metal
        ? new THREE.MeshPhysicalMaterial({ color: item.colour, metalness: 1, roughness: 0.32 })
        : new THREE.MeshPhysicalMaterial({ color: item.colour, roughness: 0.5, clearcoat: 0.6 });
      const group = new THREE.Group();
      group.add(lathe(pts, material), contactShadow(r * 2.6, r * 2.2, 0.5));
      return group;
    }
    case 'jar': {
      const group = new THREE.Group();
      const shell = lathe(
        [
          [0, 0],
          [item.r, 0],
          [item.r, item.h * 0.86],
          [item.r * 0.7, item.h * 0.94],
          [item.r * 0.7, item.h],
          [0, item.h],
        ],
        glass(),
      );
      shell.castShadow = false;
      const juice = lathe(
        [
          [0, 0.02],
          [item.r * 0.9, 0.02],
          [item.r * 0.9, item.h * 0.62],
          [0, item.h * 0.62],
        ],
        juiceMaterial(item.juice),
      );
      const cork = lathe(
        [
          [0, item.h * 0.97],
          [item.r * 0.66, item.h * 0.97],
          [item.r * 0.72, item.h * 1.12],
          [0, item.h * 1.12],
        ],
        new THREE.MeshStandardMaterial({ color: '#b08a5f', roughness: 0.9 }),
      );
      group.add(shell, juice, cork, contactShadow(item.r * 3, item.r * 2.6, 0.45));
      return group;
    }
    case 'still': {
      // a copper deg: a round pot with a domed lid and a long pipe to the receiver
      const r = item.r;
      const copper = new THREE.MeshPhysicalMaterial({ color: '#b8703f', metalness: 1, roughness: 0.36 });
      const pts: Array<[number, number]> = [[0, 0]];
      for (let i = 0; i <= 24; i++) {
        const a = -Math.PI / 2 + (i / 24) * Math.PI * 0.9;
        pts.push([Math.cos(a) * r + 0.001, r + Math.sin(a) * r]);
      }
      pts.push([r * 0.35, r * 2.15], [r * 0.3, r * 2.35], [0, r * 2.4]);
      const group = new THREE.Group();
      group.add(lathe(pts, copper));
      const path = new THREE.CatmullRomCurve3([
        new THREE.Vector3(0, r * 2.3, 0),
        new THREE.Vector3(r * 0.6, r * 2.6, 0),
        new THREE.Vector3(r * 2.2, r * 1.8, -r * 0.3),
        new THREE.Vector3(r * 3.2, r * 0.9, -r * 0.4),
      ]);
      const pipe = new THREE.Mesh(new THREE.TubeGeometry(path, 64, r * 0.07, 16), copper);
      pipe.castShadow = true;
      group.add(pipe, contactShadow(r * 3, r * 2.6, 0.6));
      return group;
    }
    case 'bust': {
      const s = item.s;
      const plaster = new THREE.MeshStandardMaterial({ color: item.colour, roughness: 0.85 });
      const group = new THREE.Group();
      const shoulders = lathe(
        [
          [0, 0],
          [s * 0.6, 0],
          [s * 0.62, s * 0.12],
          [s * 0.58, s * 0.35],
          [s * 0.42, s * 0.55],
          [s * 0.18, s * 0.66],
          [s * 0.15, s * 0.82],
          [0, s * 0.82],
        ],
        plaster,
      );
      shoulders.scale.z = 0.55;
      const head = new THREE.Mesh(new THREE.SphereGeometry(s * 0.22, 64, 48), plaster);
      head.scale.set(0.86, 1.12, 0.95);
      head.position.set(0, s * 1.0, s * 0.02);
      head.castShadow = true;
      const base = new THREE.Mesh(new RoundedBoxGeometry(s * 0.7, s * 0.14, s * 0.5, 3, 0.01), plaster);
      base.position.y = -s * 0.07;
      const group2 = new THREE.Group();
      group2.add(shoulders, head, base);
      group2.position.y = s * 0.14;
      group.add(group2, contactShadow(s * 1.2, s * 0.8, 0.5));
      return group;
    }
    case 'drop': {
      const s = item.s;
      const pts: Array<[number, number]> = [];
      for (let i = 0; i <= 24; i++) {
        const t = i / 24;
        const a = t * Math.PI;
        pts.push([Math.max(0.0005, Math.sin(a) * s * 0.5 * (1 - t) ** 0.9), s * 0.6 * (1 - Math.cos(a)) * (0.6 + t * 0.6)]);
      }
      const drop = new THREE.Mesh(
        new THREE.LatheGeometry(
          pts.map(([r, y]) => V(r, y)),
          64,
        ),
        juiceMaterial(item.juice),
      );
      drop.position.y = s * 1.2;
      const dish = lathe(
        [
          [0, 0],
          [s * 1.6, 0],
          [s * 1.9, s * 0.18],
          [s * 1.75, s * 0.2],
          [0, s * 0.08],
        ],
        new THREE.MeshPhysicalMaterial({ color: '#efe6da', roughness: 0.3, clearcoat: 1 }),
      );
      const pool = new THREE.Mesh(new THREE.CircleGeometry(s * 0.55, 48), juiceMaterial(item.juice));
      pool.rotation.x = -Math.PI / 2;
      pool.position.y = s * 0.09;
      const group = new THREE.Group();
      group.add(drop, dish, pool, contactShadow(s * 4.5, s * 4, 0.45));
      return group;
    }
    case 'tray': {
      const wood = new THREE.MeshPhysicalMaterial({ color: item.colour, roughness: 0.5, clearcoat: 0.5, map: woodGrain() });
      const group = new THREE.Group();
      const base = new THREE.Mesh(new RoundedBoxGeometry(item.w, 0.06, item.d, 2, 0.01), wood);
      base.position.y = 0.03;
      group.add(base);
      const rim = 0.05;
      const sides: Array<[number, number, number, number]> = [
        [0, item.d / 2 - rim / 2, item.w, rim],
        [0, -item.d / 2 + rim / 2, item.w, rim],
        [item.w / 2 - rim / 2, 0, rim, item.d],
        [-item.w / 2 + rim / 2, 0, rim, item.d],
      ];
      for (const [x, z, w, d] of sides) {
        const side = new THREE.Mesh(new RoundedBoxGeometry(w, 0.14, d, 2, 0.012), wood);
        side.position.set(x, 0.07, z);
        side.castShadow = true;
        group.add(side);
      }
      base.receiveShadow = true;
      group.add(contactShadow(item.w * 1.2, item.d * 1.3, 0.5));
      return group;
    }
    case 'petals': {
      const rand = random(item.seed);
      const group = new THREE.Group();
      const material = new THREE.MeshPhysicalMaterial({
        color: item.colour,
        roughness: 0.55,
        sheen: 1,
        sheenColor: new THREE.Color(item.colour).lerp(new THREE.Color('#ffffff'), 0.5),
        side: THREE.DoubleSide,
      });
      for (let i = 0; i < item.count; i++) {
        const size = 0.09 + rand() * 0.07;
        const petal = new THREE.Mesh(new THREE.SphereGeometry(size, 16, 8, 0, Math.PI * 0.9, 0, Math.PI * 0.4), material);
        petal.scale.set(1, 0.35, 1.2);
        const r = Math.sqrt(rand()) * item.spread;
        const a = rand() * Math.PI * 2;
        petal.position.set(Math.cos(a) * r, 0.012 + rand() * 0.01, Math.sin(a) * r * 0.7);
        petal.rotation.set(Math.PI + (rand() - 0.5) * 0.5, rand() * Math.PI * 2, (rand() - 0.5) * 0.5);
        petal.castShadow = true;
        group.add(petal);
      }
      return group;
    }
    case 'stems': {
      const rand = random(item.seed);
      const group = new THREE.Group();
      const material = new THREE.MeshStandardMaterial({ color: item.colour, roughness: 0.85 });
      for (let i = 0; i < item.count; i++) {
        const len = 0.9 + rand() * 0.8;
        const stem = new THREE.Mesh(new THREE.CylinderGeometry(0.012, 0.016, len, 8), material);
        stem.rotation.z = Math.PI / 2;
        stem.rotation.y = (rand() - 0.5) * 0.5;
        stem.position.set((rand() - 0.5) * 0.3, 0.016 + i * 0.012, (rand() - 0.5) * 0.25);
        stem.castShadow = true;
        group.add(stem);
      }
      return group;
    }
  }
}

let renderer: THREE.WebGLRenderer | undefined;

/** Draws a house's mark and returns it as a PNG, base64. */
export function renderMark(mark: Parameters<typeof drawMark>[1] & { width: number; height: number }): string {
  const canvas = document.createElement('canvas');
  canvas.width = mark.width;
  canvas.height = mark.height;
  drawMark(canvas, mark);
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}

/** Renders one shot and returns it as a PNG, base64. */
export function render(shot: Shot): string {
  renderer ??= new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, alpha: false });
  const r = renderer;
  r.setPixelRatio(1);
  r.setSize(shot.width, shot.height, false);
  r.toneMapping = THREE.NeutralToneMapping;
  r.toneMappingExposure = 1;
  r.outputColorSpace = THREE.SRGBColorSpace;
  r.shadowMap.enabled = true;
  r.shadowMap.type = THREE.PCFSoftShadowMap;
  RectAreaLightUniformsLib.init();

  const scene = new THREE.Scene();
  scene.background = new THREE.Color(shot.backdrop);
  scene.environment = environment(r, shot.warmth);
  scene.environmentIntensity = 0.85;
  scene.add(sweep(shot.backdrop));

  const warm = new THREE.Color('#ffffff').lerp(new THREE.Color('#ffd9a8'), shot.warmth);
  const key = new THREE.DirectionalLight(warm, 2.4);
  const a = (shot.keyAngle * Math.PI) / 180;
  key.position.set(Math.sin(a) * 8, 9, Math.cos(a) * 8);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.camera.left = key.shadow.camera.bottom = -6;
  key.shadow.camera.right = key.shadow.camera.top = 6;
  key.shadow.camera.near = 1;
  key.shadow.camera.far = 30;
  key.shadow.bias = -0.0004;
  scene.add(key);
  // a long soft box behind and above: a rim of light along the glass and a glow on the backdrop
  const rim = new THREE.RectAreaLight(warm, 3, 6, 2);
  rim.position.set(-Math.sin(a) * 3, 4, -3);
  rim.lookAt(0, 0.8, 0);
  scene.add(rim);
  scene.add(new THREE.HemisphereLight('#fff6ea', '#6d5a48', 0.3));

  for (const item of shot.items) {
    const object = prop(item, r);
    object.position.set(item.x, item.y ?? 0, item.z);
    object.rotation.y = ((item.turn ?? 0) * Math.PI) / 180;
    scene.add(object);
  }

  const camera = new THREE.PerspectiveCamera(shot.camera.fov, shot.width / shot.height, 0.1, 100);
  camera.position.set(...shot.camera.from);
  camera.lookAt(new THREE.Vector3(...shot.camera.to));
  r.render(scene, camera);
  const png = r.domElement.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
  scene.traverse((o) => {
    if (o instanceof THREE.Mesh) {
      o.geometry.dispose();
      const m = o.material as THREE.MeshPhysicalMaterial;
      m.map?.dispose();
      m.dispose();
    }
  });
  return png;
}

(globalThis as { attarStudio?: unknown }).attarStudio = { render, renderMark };
