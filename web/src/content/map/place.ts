/** A place on the map, as the `map` block's config gives it, and how its coordinates read. */

/** A place to show: the config's coordinates and zoom, its address, and a title for the view. */
export interface MapPlace {
  latitude: number;
  longitude: number;
  /** 1 (the world) to 20 (a building), as in the config. */
  zoom: number;
  address: string;
  title: string;
}

/** `12.9719° N, 77.6412° E`. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}
