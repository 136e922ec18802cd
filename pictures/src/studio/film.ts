/**
 * The studio's camera for clips, run in the same headless Chromium page as the studio (studio.ts):
 * each frame is rendered by the studio, drawn to a canvas and encoded by the browser's WebCodecs into
 * every format at once, muxed by mediabunny. No ffmpeg, nothing fetched. WebCodecs needs a secure
 * context: the page is served on an https address the Node side answers itself (studio-page.ts).
 */
import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, Quality, WebMOutputFormat } from 'mediabunny';
import type { Shot } from './shot.ts';

/** One encoding of a clip: its container, the codec (with its full codec string) and bitrate. */
export interface FilmEncoding {
  format: 'webm' | 'mp4';
  codec: 'vp9' | 'avc';
  codecString: string;
  /** Bits per second. */
  bitrate: number;
}

export interface FilmSettings {
  width: number;
  height: number;
  fps: number;
  /** Seconds between key frames. */
  keyFrameSeconds: number;
  encodings: FilmEncoding[];
}

interface Take {
  settings: FilmSettings;
  context: CanvasRenderingContext2D;
  outputs: Array<{
    format: FilmEncoding['format'];
    output: Output<WebMOutputFormat | Mp4OutputFormat, BufferTarget>;
    source: CanvasSource;
  }>;
}

let take: Take | undefined;

const studio = () => (globalThis as unknown as { attarStudio: { render(shot: Shot): string } }).attarStudio;

/** Opens one output per encoding, all fed from one canvas. */
async function start(settings: FilmSettings): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = settings.width;
  canvas.height = settings.height;
  const context = canvas.getContext('2d')!;
  const outputs = settings.encodings.map((encoding) => {
    const output = new Output({
      // MP4 with its index first, so a player starts before the whole file is in
      format: encoding.format === 'webm' ? new WebMOutputFormat() : new Mp4OutputFormat({ fastStart: 'in-memory' }),
      target: new BufferTarget(),
    });
    const source = new CanvasSource(canvas, {
      codec: encoding.codec,
      fullCodecString: encoding.codecString,
      quality: new Quality({ bitrate: encoding.bitrate, bitrateMode: 'variable' }),
      keyFrameInterval: settings.keyFrameSeconds,
      latencyMode: 'quality',
    });
    output.addVideoTrack(source, { frameRate: settings.fps });
    return { format: encoding.format, output, source };
  });
  await Promise.all(outputs.map(({ output }) => output.start()));
  take = { settings, context, outputs };
}

/** Renders frame `index` with the studio and adds it to every output. */
async function frame(shot: Shot, index: number): Promise<void> {
  if (!take) throw new Error('film: start() first');
  const png = await (await fetch(`data:image/png;base64,${studio().render(shot)}`)).blob();
  const bitmap = await createImageBitmap(png);
  take.context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { fps } = take.settings;
  for (const { source } of take.outputs) await source.add(index / fps, 1 / fps);
}

const base64 = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};

/** Closes every output and hands back each file, base64, by format. */
async function finish(): Promise<Record<string, string>> {
  if (!take) throw new Error('film: start() first');
  const files: Record<string, string> = {};
  for (const { format, output } of take.outputs) {
    await output.finalize();
    files[format] = base64(new Uint8Array(output.target.buffer!));
  }
  take = undefined;
  return files;
}

(globalThis as { attarFilm?: unknown }).attarFilm = { start, frame, finish };
