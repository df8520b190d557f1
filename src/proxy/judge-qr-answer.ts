import { qrImageOf } from '../conform/checks/qr-code.js';
import { numberOf, parameterSchema } from '../contract/read-keyword.js';
import { readQrSymbol, type QrImage } from '../conform/read-qr-symbol.js';
import type { ObservedCall } from './observed-call.js';
import type { TrafficIssue } from './traffic-rules.js';

const DEFAULTS = {
  size: numberOf(parameterSchema('getQRCode', 'query', 'size'), 'default'),
  level: parameterSchema('getQRCode', 'query', 'level').schema.default as string,
  margin: numberOf(parameterSchema('getQRCode', 'query', 'margin'), 'default'),
};
const near = (rgb: readonly number[], target: number) => rgb.every((channel) => Math.abs(channel - target) <= 40);

/**
 * `qr_answer_reads_back`: a QR code answered reads back as its url; asked for with only a url (and margin, the
 * one other parameter the spec names), it has the defaults of §4.9. An answer in a form linkproof cannot draw
 * (qr-content-type gap) is not judged; one in a form it reads that is broken (a PNG that is none, JSON that is no
 * string) is a finding.
 */
export function judgeQrAnswer(call: ObservedCall): TrafficIssue[] {
  if (call.operationId !== 'getQRCode' || !call.ok) return [];
  const url = call.query.get('url');
  const bytes = call.exchange.responseBytes ?? new TextEncoder().encode(call.exchange.responseBody);
  let image: QrImage | undefined;
  const type = call.exchange.responseHeaders['content-type'] ?? '';
  try {
    image = qrImageOf(type, bytes);
  } catch (error) {
    // An answer that says it is an image, or JSON, and is not one (a JSON object where §4.9 answers a string): as conform judges it.
    return [{ rule: 'qr_answer_reads_back', message: `the ${type.split(';')[0] || 'untyped'} answer for url=${(url ?? '').slice(0, 80)} could not be read as an image: ${(error as Error).message} [qr.image]` }];
  }
  if (image === undefined || url === null) return [];
  const symbol = readQrSymbol(image);
  if (symbol === undefined) return [{ rule: 'qr_answer_reads_back', message: `no QR code could be read from the image answered for url=${url.slice(0, 80)} [qr.image]` }];
  if (symbol.text !== url) return [{ rule: 'qr_answer_reads_back', message: `the QR code for url=${url.slice(0, 80)} reads ${JSON.stringify(symbol.text.slice(0, 80))} [qr.image]` }];
  const others = [...call.query.keys()].filter((name) => name !== 'url' && name !== 'margin');
  if (others.length > 0) return [];
  const problems: string[] = [];
  const size = image.declared ?? image;
  if (!image.scalable && (size.width !== DEFAULTS.size || size.height !== DEFAULTS.size)) problems.push(`${size.width}×${size.height} pixels, not ${DEFAULTS.size}×${DEFAULTS.size}`);
  if (symbol.level !== DEFAULTS.level) problems.push(`error-correction level ${symbol.level ?? 'unreadable'}, not ${DEFAULTS.level}`);
  const margin = call.query.has('margin') ? Number(call.query.get('margin')) : DEFAULTS.margin;
  if (Number.isFinite(margin) && Math.abs(symbol.margin - margin) > 0.5) problems.push(`a quiet zone of ${symbol.margin.toFixed(1)} modules, not ${margin}`);
  if (!near(symbol.dark, 0) || !near(symbol.light, 255)) problems.push(`colours rgb(${symbol.dark.join(',')}) on rgb(${symbol.light.join(',')}), not black on white`);
  return problems.length === 0 ? [] : [{ rule: 'qr_answer_reads_back', message: `the QR code for url=${url.slice(0, 60)}${call.query.has('margin') ? `&margin=${call.query.get('margin')}` : ''}: ${problems.join('; ')} [qr.defaults]` }];
}
