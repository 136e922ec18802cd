/**
 * What the studio renders: a shot is a camera, a backdrop and a few objects, all plain data so the
 * Node side can describe every picture and the browser side can build it (studio.ts).
 */

/** A label printed on a bottle or a box: drawn to a canvas, no photograph involved. */
export interface LabelSpec {
  /** The house, set small above the name. */
  brand: string;
  name: string;
  /** The line under the name (concentration). */
  line: string;
  paper: string;
  ink: string;
  /** Which typeface sets the name. */
  face: 'serif' | 'caps' | 'display';
}

export type BottleShape = 'flask' | 'square' | 'tall' | 'cylinder' | 'oval' | 'pillar';
export type CapFinish = 'gold' | 'black' | 'silver' | 'wood' | 'crystal' | 'copper';
export type CapShape = 'stopper' | 'cube' | 'disc' | 'sphere' | 'column';

export interface BottleSpec {
  shape: BottleShape;
  /** The juice colour (the product's fragrance family, shifted a little by its name). */
  juice: string;
  /** How full: 0.5 to 0.95 of the body. */
  fill: number;
  cap: CapFinish;
  capShape: CapShape;
  label?: LabelSpec;
  /** Height of the bottle in scene units (about decimetres). */
  height: number;
}

interface Placed {
  x: number;
  z: number;
  /** Turn about the vertical axis, in degrees. */
  turn?: number;
  /** Height of what it stands on (a plinth under it, or 0 for the floor). */
  y?: number;
}

export type Item =
  | (Placed & { kind: 'bottle'; bottle: BottleSpec })
  | (Placed & { kind: 'box'; colour: string; trim: string; w: number; h: number; d: number; label?: LabelSpec })
  | (Placed & { kind: 'plinth'; colour: string; w: number; h: number; d: number; round?: boolean })
  | (Placed & { kind: 'bowl'; colour: string; r: number; metal: boolean })
  | (Placed & { kind: 'jar'; juice: string; r: number; h: number })
  | (Placed & { kind: 'still'; r: number })
  | (Placed & { kind: 'bust'; colour: string; s: number })
  | (Placed & { kind: 'drop'; juice: string; s: number })
  | (Placed & { kind: 'tray'; colour: string; w: number; d: number })
  | (Placed & { kind: 'petals'; colour: string; count: number; spread: number; seed: number })
  | (Placed & { kind: 'stems'; colour: string; count: number; seed: number });

export interface Shot {
  width: number;
  height: number;
  /** The paper sweep behind and under everything. */
  backdrop: string;
  camera: { fov: number; from: [number, number, number]; to: [number, number, number] };
  /** Where the key light comes from, in degrees round the subject (0 front, -90 left). */
  keyAngle: number;
  /** Warmth of the light, 0 neutral to 1 amber. */
  warmth: number;
  items: Item[];
}
