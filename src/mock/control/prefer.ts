import { err, ok, type Result } from '../../result.js';
import { MAX_DELAY_MS, type Fault } from './faults.js';

/**
 * The faults a request asks for itself in its Prefer header (RFC 7240 preferences, as Prism reads them):
 * `Prefer: code=429`, `Prefer: delay=300`, or both, comma-separated. Other preferences are left alone.
 */
export function preferredFault(header: string | undefined): Result<Fault | undefined, string> {
  if (header === undefined || header.trim() === '') return ok(undefined);
  const fault: Fault = {};
  for (const part of header.split(',')) {
    const [name = '', value = ''] = part.split('=').map((piece) => piece.trim().replace(/^"|"$/g, ''));
    if (name.toLowerCase() === 'code') {
      if (!/^\d{3}$/.test(value)) return err(`Prefer: code=${value} is not a status`);
      fault.status = Number(value);
    } else if (name.toLowerCase() === 'delay') {
      if (!/^\d+$/.test(value) || Number(value) > MAX_DELAY_MS) return err(`Prefer: delay=${value} must be 0 to ${MAX_DELAY_MS} ms`);
      fault.latencyMs = Number(value);
    }
  }
  return ok(Object.keys(fault).length === 0 ? undefined : fault);
}
