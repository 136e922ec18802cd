/**
 * The offline map: streets and blocks drawn deterministically from the coordinates (the same place
 * always looks the same), a pin at the place, and the address and coordinates as text. A link opens
 * the place in OpenStreetMap for shoppers who are online.
 */
import { useId, type ReactNode } from 'react';
import { formatCoordinates, type MapPlace } from './place.ts';

const W = 800;
const H = 400;

/** A small seeded generator (mulberry32), so a place draws the same way on every visit. */
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

function streets(place: MapPlace): { minor: string; major: string; parks: Array<[number, number, number, number]> } {
  const next = random(Math.round(place.latitude * 1e4) * 31 + Math.round(place.longitude * 1e4));
  const spacing = Math.max(40, Math.min(140, 70 * 2 ** ((place.zoom - 15) / 2)));
  let minor = '';
  for (let x = -spacing + next() * spacing; x < W + spacing; x += spacing * (0.7 + next() * 0.6)) {
    const lean = (next() - 0.5) * 60;
    minor += `M${x.toFixed(0)} 0L${(x + lean).toFixed(0)} ${H}`;
  }
  for (let y = next() * spacing; y < H + spacing; y += spacing * (0.7 + next() * 0.6)) {
    const lean = (next() - 0.5) * 40;
    minor += `M0 ${y.toFixed(0)}L${W} ${(y + lean).toFixed(0)}`;
  }
  const major = `M0 ${(H * (0.3 + next() * 0.4)).toFixed(0)}C${W * 0.3} ${H * next()} ${W * 0.6} ${H * next()} ${W} ${(H * (0.3 + next() * 0.4)).toFixed(0)}`;
  const parks: Array<[number, number, number, number]> = Array.from({ length: 2 }, () => [
    next() * (W - 160),
    next() * (H - 120),
    90 + next() * 80,
    60 + next() * 60,
  ]);
  return { minor, major, parks };
}

export function StaticMap({ place }: { place: MapPlace }): ReactNode {
  const id = useId();
  const { minor, major, parks } = streets(place);
  const coordinates = formatCoordinates(place.latitude, place.longitude);
  const osm = `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=${place.zoom}/${place.latitude}/${place.longitude}`;
  return (
    <figure className="static-map">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="static-map-drawing"
        preserveAspectRatio="xMidYMid slice"
      >
        <title id={`${id}-t`}>{place.title}</title>
        <desc id={`${id}-d`}>
          A street map with a pin at {place.address} ({coordinates}).
        </desc>
        <rect width={W} height={H} fill="#efe5d6" />
        {parks.map(([x, y, w, h], i) => (
          <rect key={i} x={x} y={y} width={w} height={h} rx="10" fill="#dbe5c8" />
        ))}
        <path d={minor} stroke="#fffaf3" strokeWidth="9" fill="none" />
        <path d={minor} stroke="#e2d5c3" strokeWidth="1" fill="none" />
        <path d={major} stroke="#f3e6c4" strokeWidth="18" fill="none" strokeLinecap="round" />
        <path d={major} stroke="#d9c08a" strokeWidth="2" fill="none" />
        <g transform={`translate(${W / 2} ${H / 2})`}>
          <ellipse cx="0" cy="4" rx="14" ry="5" fill="rgb(36 24 18 / 25%)" />
          <path d="M0 0C-6-14-22-22-22-38a22 22 0 0 1 44 0C22-22 6-14 0 0z" fill="#5a2e1a" stroke="#fffaf3" strokeWidth="3" />
          <circle cx="0" cy="-38" r="8" fill="#fffaf3" />
        </g>
        <g transform={`translate(${W - 40} 44)`} fill="#5b4a3f" fontFamily="sans-serif" fontSize="14" textAnchor="middle">
          <path d="M0-22L8 0H-8z" />
          <text y="18">N</text>
        </g>
      </svg>
      <figcaption className="static-map-caption">
        <span className="static-map-address">{place.address}</span>
        <span className="static-map-coords">{coordinates}</span>
        <a href={osm} rel="noopener noreferrer">
          Open in OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}
