/** Labels set in type on a canvas: the house in spaced capitals, the name large, the concentration under it. */
import type { LabelSpec } from './shot.ts';

const FACES: Record<LabelSpec['face'], string> = {
  serif: '600 {size}px "Cormorant Garamond"',
  caps: '400 {size}px "Cinzel"',
  display: '400 {size}px "Italiana"',
};

/** The largest size up to `max` at which `text` fits in `width`. */
function fit(g: CanvasRenderingContext2D, text: string, font: string, max: number, width: number): number {
  let size = max;
  for (; size > 8; size -= 2) {
    g.font = font.replace('{size}', String(size));
    if (g.measureText(text).width <= width) break;
  }
  return size;
}

function spaced(g: CanvasRenderingContext2D, text: string, x: number, y: number, spacing: number): void {
  g.letterSpacing = `${spacing}px`;
  // letter spacing adds space after the last letter too: shift half of it back
  g.fillText(text, x + spacing / 2, y);
  g.letterSpacing = '0px';
}

export function drawLabel(canvas: HTMLCanvasElement, label: LabelSpec): void {
  const g = canvas.getContext('2d')!;
  const { width: w, height: h } = canvas;
  g.fillStyle = label.paper;
  g.fillRect(0, 0, w, h);
  // a faint paper grain
  let seed = 17;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 2500; i++) {
    g.fillStyle = `rgba(0,0,0,${rand() * 0.035})`;
    g.fillRect(rand() * w, rand() * h, 1.5, 1.5);
  }
  g.strokeStyle = label.ink;
  g.globalAlpha = 0.85;
  g.lineWidth = Math.max(2, h * 0.008);
  const inset = h * 0.07;
  g.strokeRect(inset, inset, w - inset * 2, h - inset * 2);
  g.lineWidth = Math.max(1, h * 0.003);
  g.strokeRect(inset * 1.45, inset * 1.45, w - inset * 2.9, h - inset * 2.9);
  g.globalAlpha = 1;
  g.fillStyle = label.ink;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const brandSize = fit(g, label.brand.toUpperCase(), FACES.caps, Math.round(h * 0.085), w * 0.62);
  g.font = FACES.caps.replace('{size}', String(brandSize));
  spaced(g, label.brand.toUpperCase(), w / 2, h * 0.27, brandSize * 0.35);
  const nameFont = FACES[label.face];
  const name = label.face === 'caps' ? label.name.toUpperCase() : label.name;
  const nameSize = fit(g, name, nameFont, Math.round(h * 0.24), w * 0.74);
  g.font = nameFont.replace('{size}', String(nameSize));
  g.fillText(name, w / 2, h * 0.52);
  // a short rule between the name and the line
  g.fillRect(w / 2 - w * 0.05, h * 0.66, w * 0.1, Math.max(1.5, h * 0.005));
  const lineSize = fit(g, label.line.toUpperCase(), FACES.serif, Math.round(h * 0.07), w * 0.62);
  g.font = FACES.serif.replace('{size}', String(lineSize));
  spaced(g, label.line.toUpperCase(), w / 2, h * 0.76, lineSize * 0.3);
}

/** A house's mark: its name in spaced type between two fine rules, on paper. */
export function drawMark(
  canvas: HTMLCanvasElement,
  mark: { name: string; paper: string; ink: string; face: LabelSpec['face'] },
): void {
  const g = canvas.getContext('2d')!;
  const { width: w, height: h } = canvas;
  g.fillStyle = mark.paper;
  g.fillRect(0, 0, w, h);
  g.fillStyle = mark.ink;
  g.strokeStyle = mark.ink;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const words = mark.name.toUpperCase().split(' ');
  const font =
    mark.face === 'display'
      ? FACES.display
      : mark.face === 'caps'
        ? '600 {size}px "Cinzel"'
        : '600 {size}px "Cormorant Garamond"';
  const first = words[0]!;
  const rest = words.slice(1).join(' ');
  const size = fit(g, first, font, Math.round(h * 0.3), w * 0.7);
  g.font = font.replace('{size}', String(size));
  spaced(g, first, w / 2, h * 0.42, size * 0.22);
  const small = Math.round(size * 0.38);
  g.font = FACES.caps.replace('{size}', String(small));
  const ruleY = h * 0.66;
  const restWidth = g.measureText(rest).width + rest.length * small * 0.6;
  spaced(g, rest, w / 2, ruleY, small * 0.6);
  g.lineWidth = Math.max(1, h * 0.006);
  for (const side of [-1, 1]) {
    g.beginPath();
    g.moveTo(w / 2 + side * (restWidth / 2 + w * 0.03), ruleY);
    g.lineTo(w / 2 + side * (restWidth / 2 + w * 0.14), ruleY);
    g.stroke();
  }
}
