import { convertIndexedToRgb, decode } from 'fast-png';
import jsQRModule from 'jsqr';
import { rasterizeSvg } from './rasterize-svg.js';

// jsQR is a CommonJS module whose typings declare an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** A QR code as pixels; `scalable` when it came from an SVG without a pixel size. */
export interface QrImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
  scalable: boolean;
  /** The pixel size an SVG declares, when it declares one (it is drawn at another size to be read). */
  declared?: { width: number; height: number };
}

/** What can be read off a QR code: its text, and the parameters it was drawn with. */
export interface QrSymbol {
  text: string;
  /** Modules per side (21 for version 1, 4 more per version). */
  modules: number;
  modulePx: number;
  /** The quiet zone, in modules, measured on the left edge. */
  margin: number;
  level: 'L' | 'M' | 'Q' | 'H' | undefined;
  dark: [number, number, number];
  light: [number, number, number];
}

/** Samples of a decoded PNG below 8 bits a sample unpacked, one per element (rows are padded to whole bytes). */
function unpack(data: ArrayLike<number>, width: number, height: number, samplesPerPixel: number, depth: number): Uint8Array {
  const rowBytes = Math.ceil((width * samplesPerPixel * depth) / 8);
  const out = new Uint8Array(width * height * samplesPerPixel);
  for (let y = 0; y < height; y++) {
    for (let i = 0; i < width * samplesPerPixel; i++) {
      const bit = i * depth;
      out[y * width * samplesPerPixel + i] = (data[y * rowBytes + (bit >> 3)]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
    }
  }
  return out;
}

/**
 * A PNG as RGBA pixels, whatever QR library wrote it: palette (indexed) images, 1-, 2- and 4-bit grey, 16-bit
 * samples, and alpha laid over white, as a screen shows it.
 */
export function pngImage(bytes: Uint8Array): QrImage {
  let decoded = decode(bytes);
  if (decoded.depth < 8) decoded = { ...decoded, data: unpack(decoded.data, decoded.width, decoded.height, decoded.palette === undefined ? decoded.channels : 1, decoded.depth) };
  const indexed = decoded.palette !== undefined;
  const data: ArrayLike<number> = indexed ? convertIndexedToRgb({ ...decoded, depth: 8 }) : decoded.data;
  const channels = indexed ? decoded.palette![0]!.length : decoded.channels;
  const max = indexed ? 255 : (1 << decoded.depth) - 1;
  const alphaAt = channels === 2 || channels === 4 ? channels - 1 : undefined;
  const rgba = new Uint8ClampedArray(decoded.width * decoded.height * 4);
  for (let i = 0; i < decoded.width * decoded.height; i++) {
    const sample = (c: number) => (data[i * channels + c]! * 255) / max;
    const alpha = alphaAt === undefined ? 1 : sample(alphaAt) / 255;
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = Math.round(sample(channels >= 3 ? c : 0) * alpha + 255 * (1 - alpha));
    rgba[i * 4 + 3] = 255;
  }
  return { width: decoded.width, height: decoded.height, rgba, scalable: false };
}

/** An SVG drawn at 8 pixels a unit; its pixel size counts only when the SVG gives a width and height. */
export function svgImage(svg: string): QrImage | undefined {
  const bitmap = rasterizeSvg(svg);
  if (bitmap === undefined) return undefined;
  const rgba = new Uint8ClampedArray(bitmap.width * bitmap.height * 4);
  for (let i = 0; i < bitmap.pixels.length; i++) {
    rgba.fill(bitmap.pixels[i]!, i * 4, i * 4 + 3);
    rgba[i * 4 + 3] = 255;
  }
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const declared = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']?(\\d+(?:\\.\\d+)?)(?:px)?["']?(?=[\\s>/])`).exec(root)?.[1];
  const [width, height] = [declared('width'), declared('height')];
  // Its size in pixels is what it declares (width="600"); without one it scales to its viewer.
  return { width: bitmap.width, height: bitmap.height, rgba, scalable: width === undefined || height === undefined, ...(width !== undefined && height !== undefined && { declared: { width: Number(width), height: Number(height) } }) };
}

/** The 15-bit format information of each level and mask (BCH(15,5), masked with 0x5412), to read the level back. */
const FORMATS = (['M', 'L', 'H', 'Q'] as const).flatMap((level, bits) =>
  Array.from({ length: 8 }, (_, mask) => {
    const data = (bits << 3) | mask;
    let remainder = data << 10;
    for (let bit = 14; bit >= 10; bit--) if (remainder & (1 << bit)) remainder ^= 0x537 << (bit - 10);
    return { level, code: ((data << 10) | remainder) ^ 0x5412 };
  }),
);

/** Reads a QR code's text, module grid, quiet zone, error-correction level and colours; undefined when no code is found. */
export function readQrSymbol(image: QrImage): QrSymbol | undefined {
  const found = jsQR(image.rgba, image.width, image.height);
  if (found === null) return undefined;
  const modules = 17 + 4 * found.version;
  const { topLeftCorner, topRightCorner } = found.location;
  const modulePx = (topRightCorner.x - topLeftCorner.x) / modules;
  const pixel = (x: number, y: number): [number, number, number] => {
    const offset = (Math.min(image.height - 1, Math.max(0, Math.floor(y))) * image.width + Math.min(image.width - 1, Math.max(0, Math.floor(x)))) * 4;
    return [image.rgba[offset]!, image.rgba[offset + 1]!, image.rgba[offset + 2]!];
  };
  const module = (x: number, y: number) => pixel(topLeftCorner.x + (x + 0.5) * modulePx, topLeftCorner.y + (y + 0.5) * modulePx);
  const isDark = (rgb: [number, number, number]) => 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] < 128;
  // The format information beside the top-left finder pattern, most significant bit first (ISO/IEC 18004, 7.9).
  let bits = 0;
  for (let x = 0; x <= 8; x++) if (x !== 6) bits = (bits << 1) | (isDark(module(x, 8)) ? 1 : 0);
  for (let y = 7; y >= 0; y--) if (y !== 6) bits = (bits << 1) | (isDark(module(8, y)) ? 1 : 0);
  const distance = (a: number, b: number) => [...(a ^ b).toString(2)].filter((bit) => bit === '1').length;
  const best = FORMATS.reduce((closest, format) => (distance(format.code, bits) < distance(closest.code, bits) ? format : closest));
  return {
    text: found.data,
    modules,
    modulePx,
    margin: topLeftCorner.x / modulePx,
    level: distance(best.code, bits) <= 3 ? best.level : undefined,
    dark: module(0, 0),
    // The light ring inside the top-left finder pattern: the background's colour, with or without a quiet zone (margin=0).
    light: module(1, 1),
  };
}
