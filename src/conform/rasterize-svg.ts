/**
 * Draws an SVG QR code as a greyscale bitmap, so that an implementation answering `GET /qr` with SVG
 * (qr-content-type gap) is judged by what its code decodes to, as a PNG is. It draws what QR libraries
 * write: `<rect>`s and `<path>`s of straight, axis-aligned or diagonal lines (M, L, H, V, Z), filled or stroked;
 * anything else (curves, transforms) is refused by returning undefined, so that the check says it could not read it.
 */
export interface Bitmap {
  width: number;
  height: number;
  /** One byte per pixel: 0 dark, 255 light. */
  pixels: Uint8Array;
}

type Point = [number, number];

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ?? new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`).exec(tag)?.[1];

/** Whether a paint is dark: black-ish hex or name; undefined for none. */
function dark(paint: string | undefined, fallback: boolean | undefined): boolean | undefined {
  if (paint === undefined) return fallback;
  const value = paint.trim().toLowerCase();
  if (value === 'none' || value === 'transparent') return undefined;
  if (value === 'black') return true;
  if (value === 'white') return false;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex === undefined) return fallback;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 128;
}

/** The sub-paths of a path's `d`, as polygons; undefined when it uses a command this drawer does not know. */
function polygons(d: string): Point[][] | undefined {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const shapes: Point[][] = [];
  let current: Point[] = [];
  let [x, y] = [0, 0];
  let command = '';
  for (let i = 0; i < tokens.length; ) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!;
    const number = () => Number(tokens[i++]);
    switch (command) {
      case 'M':
      case 'm': {
        const [nx, ny] = [number(), number()];
        if (current.length > 0) shapes.push(current);
        [x, y] = command === 'm' ? [x + nx, y + ny] : [nx, ny];
        current = [[x, y]];
        command = command === 'm' ? 'l' : 'L';
        break;
      }
      case 'L':
      case 'l': {
        const [nx, ny] = [number(), number()];
        [x, y] = command === 'l' ? [x + nx, y + ny] : [nx, ny];
        current.push([x, y]);
        break;
      }
      case 'H':
      case 'h':
        x = command === 'h' ? x + number() : number();
        current.push([x, y]);
        break;
      case 'V':
      case 'v':
        y = command === 'v' ? y + number() : number();
        current.push([x, y]);
        break;
      case 'Z':
      case 'z':
        if (current.length > 0) {
          shapes.push([...current, current[0]!]);
          [x, y] = current[0]!;
          current = [[x, y]];
        }
        break;
      default:
        return undefined;
    }
    if (tokens[i] !== undefined && Number.isNaN(Number(tokens[i])) && !/[a-zA-Z]/.test(tokens[i]!)) return undefined;
  }
  if (current.length > 1) shapes.push(current);
  return shapes;
}

/** Draws an SVG document at `scale` pixels per user unit; undefined when it holds something this drawer cannot draw. */
export function rasterizeSvg(svg: string, scale = 8): Bitmap | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (root === undefined || /<(circle|ellipse|polygon|image|use|text)\b/i.test(svg) || /\btransform\s*=/.test(svg)) return undefined;
  const box = attribute(root, 'viewBox')?.trim().split(/[\s,]+/).map(Number);
  const [minX, minY, boxWidth, boxHeight] = box?.length === 4 ? box : [0, 0, Number.parseFloat(attribute(root, 'width') ?? ''), Number.parseFloat(attribute(root, 'height') ?? '')];
  if (![minX, minY, boxWidth, boxHeight].every((value) => Number.isFinite(value)) || boxWidth! <= 0 || boxHeight! <= 0 || boxWidth! * scale > 8192) return undefined;
  const width = Math.round(boxWidth! * scale);
  const height = Math.round(boxHeight! * scale);
  const pixels = new Uint8Array(width * height).fill(255);
  // Pixel centres inside a shape take its paint: even-odd filling of polygons, and rectangles for strokes.
  const fillPolygons = (shapes: Point[][], paint: boolean) => {
    for (let row = 0; row < height; row++) {
      const cy = minY! + (row + 0.5) / scale;
      const crossings: number[] = [];
      for (const shape of shapes) {
        for (let k = 0; k + 1 < shape.length; k++) {
          const [[x1, y1], [x2, y2]] = [shape[k]!, shape[k + 1]!];
          if (y1 === y2 || cy < Math.min(y1, y2) || cy >= Math.max(y1, y2)) continue;
          crossings.push(x1 + ((cy - y1) * (x2 - x1)) / (y2 - y1));
        }
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const from = Math.max(0, Math.ceil((crossings[k]! - minX!) * scale - 0.5));
        const to = Math.min(width - 1, Math.floor((crossings[k + 1]! - minX!) * scale - 0.5));
        for (let column = from; column <= to; column++) pixels[row * width + column] = paint ? 0 : 255;
      }
    }
  };
  const rectangle = (x: number, y: number, w: number, h: number): Point[] => [[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]];
  for (const [tag] of svg.matchAll(/<(rect|path)\b[^>]*>/gi)) {
    const style = attribute(tag, 'style') ?? '';
    const fromStyle = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(style)?.[1];
    const fill = dark(fromStyle('fill') ?? attribute(tag, 'fill'), true);
    const stroke = dark(fromStyle('stroke') ?? attribute(tag, 'stroke'), undefined);
    let shapes: Point[][];
    if (/^<rect/i.test(tag)) {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => Number.parseFloat(attribute(tag, name) ?? '0'));
      shapes = [rectangle(x!, y!, w!, h!)];
    } else {
      const parsed = polygons(attribute(tag, 'd') ?? '');
      if (parsed === undefined) return undefined;
      shapes = parsed;
    }
    if (fill !== undefined && stroke === undefined) fillPolygons(shapes, fill);
    if (stroke !== undefined) {
      if (!/^<rect/i.test(tag) && attribute(tag, 'fill') !== 'none' && fill !== undefined && (attribute(tag, 'fill') !== undefined || fromStyle('fill') !== undefined)) fillPolygons(shapes, fill);
      const half = Number.parseFloat(fromStyle('stroke-width') ?? attribute(tag, 'stroke-width') ?? '1') / 2;
      for (const shape of shapes) {
        for (let k = 0; k + 1 < shape.length; k++) {
          const [[x1, y1], [x2, y2]] = [shape[k]!, shape[k + 1]!];
          if (x1 !== x2 && y1 !== y2) return undefined;
          const [left, right, top, bottom] = [Math.min(x1, x2), Math.max(x1, x2), Math.min(y1, y2), Math.max(y1, y2)];
          fillPolygons([y1 === y2 ? rectangle(left, top - half, right - left, 2 * half) : rectangle(left - half, top, 2 * half, bottom - top)], stroke);
        }
      }
    }
  }
  return { width, height, pixels };
}
