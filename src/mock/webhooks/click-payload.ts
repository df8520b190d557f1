import type { Link } from '../../dataset/dataset.js';
import type { ClickEvent } from '../short-links/link-activity.js';

/** A browser's name from its User-Agent, as click events report it. */
function browserOf(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Unknown';
}

function osOf(userAgent: string): string {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Android/.test(userAgent)) return 'Android';
  if (/Mac OS X/.test(userAgent)) return 'Mac OS';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'Unknown';
}

function deviceOf(userAgent: string): string {
  if (/iPad|Tablet/.test(userAgent)) return 'Tablet';
  if (/Mobile|iPhone|Android/.test(userAgent)) return 'Mobile';
  return 'Desktop';
}

/** The body of a `link.clicked` webhook (webhooks gap: the public service's documented event shape). */
export interface ClickPayload {
  id: string;
  event: 'link.clicked';
  createdAt: string;
  data: {
    click: {
      id: string;
      timestamp: string;
      url: string;
      ip: string;
      continent: string | null;
      country: string | null;
      city: string | null;
      device: string;
      browser: string;
      os: string;
      ua: string;
      bot: boolean;
      qr: boolean;
      referer: string;
    };
    link: Link;
  };
}

/**
 * A click as the public service's `link.clicked` webhook carries it: an envelope (id, event, createdAt) around
 * the click (where it went, who and from where, as far as the mock knows) and the link after the click.
 */
export function clickPayload(event: ClickEvent, ids: { event: string; click: string }, link: Link): ClickPayload {
  const at = new Date(event.at).toISOString();
  const { userAgent, country, qr } = event.visitor;
  return {
    id: ids.event,
    event: 'link.clicked',
    createdAt: at,
    data: {
      click: {
        id: ids.click,
        timestamp: at,
        url: event.destination,
        // The mock sees no real visitor: a documentation address (RFC 5737), never a person's.
        ip: '192.0.2.1',
        continent: null,
        country,
        city: null,
        device: deviceOf(userAgent),
        browser: browserOf(userAgent),
        os: osOf(userAgent),
        ua: userAgent,
        bot: false,
        qr,
        referer: '(direct)',
      },
      link,
    },
  };
}
