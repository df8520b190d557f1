import { isPreviewCrawler } from './preview-crawlers.js';

/**
 * Where a developer says which country a visit comes from (geo targeting): linkproof's own header first,
 * then the ones CDNs set in front of a real deployment. The value is an ISO 3166-1 alpha-2 code.
 */
export const COUNTRY_HEADERS = ['x-linkproof-country', 'cf-ipcountry', 'x-vercel-ip-country'] as const;

/** The device a visit comes from, as targeting sees it (§1: iOS and Android destinations). */
export type Device = 'ios' | 'android' | 'other';

/** Who opened a short link: what targeting, the password gate and click counting look at. */
export interface Visitor {
  userAgent: string;
  device: Device;
  /** A link-preview crawler (it sees a `proxy` link's preview, and its visit is not a click). */
  crawler: boolean;
  /** Upper-case country code, or null when no header says. */
  country: string | null;
  /** Opened from the link's QR code (`?qr=1`). */
  qr: boolean;
  /** A password the visitor gave (`?pw=` or the password form), if any. */
  password: string | undefined;
}

export function deviceOf(userAgent: string): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export interface VisitorInput {
  headers: Record<string, string | undefined>;
  query: URLSearchParams;
  /** The password sent by the password page's form. */
  formPassword?: string;
  /** The country of a visit no header places (a mock option). */
  defaultCountry?: string;
}

export function visitorOf({ headers, query, formPassword, defaultCountry }: VisitorInput): Visitor {
  const userAgent = headers['user-agent'] ?? '';
  const header = COUNTRY_HEADERS.map((name) => headers[name]).find((value) => value !== undefined && value.trim() !== '');
  const country = (header ?? defaultCountry)?.trim().toUpperCase() ?? null;
  return {
    userAgent,
    device: deviceOf(userAgent),
    // The mock's own webhook deliveries are not visitors either (a webhook pointed at a short link must not loop).
    crawler: isPreviewCrawler(userAgent) || userAgent.startsWith('linkproof-mock-webhooks'),
    country: country === '' ? null : country,
    qr: query.get('qr') === '1',
    password: formPassword ?? query.get('pw') ?? undefined,
  };
}
