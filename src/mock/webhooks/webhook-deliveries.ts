import { signPayload } from './sign-payload.js';

/** Where a webhook is delivered and how it is signed. */
export interface WebhookTarget {
  id: string;
  url: string;
  secret: string;
}

/** One event sent (or to be sent) to one webhook, as the control plane lists it. */
export interface Delivery {
  id: number;
  webhookId: string;
  event: string;
  eventId: string;
  url: string;
  /**
   * pending: waiting, or an attempt under way or scheduled; skipped: the webhook has no receiver (a placeholder
   * URL); dropped: more deliveries were waiting than the mock keeps (a burst of simulated clicks).
   */
  status: 'pending' | 'delivered' | 'failed' | 'skipped' | 'dropped';
  attempts: number;
  /** The receiver's last answer, if it answered. */
  responseStatus: number | null;
  /** Why the last attempt failed, if it did. */
  error: string | null;
  /** On the mock's clock. */
  createdAt: string;
  lastAttemptAt: string | null;
}

export interface WebhookDeliveryOptions {
  /** The mock's clock (Unix ms), for the times a delivery lists. */
  now: () => number;
  fetch?: typeof fetch;
  /** Waits before each retry; default 1 s, 5 s, 25 s (four attempts in all). */
  retryDelaysMs?: readonly number[];
  /** An attempt the receiver has not answered in this long fails; default 10 s. */
  timeoutMs?: number;
  /** How many deliveries the list keeps; default 500. */
  capacity?: number;
  /** How many deliveries are sent at once (default 8) and how many more may wait (default 2,000). */
  concurrency?: number;
  queueLimit?: number;
}

/** Hosts that can never receive: the reserved names fixture webhooks use until a developer sets a receiver. */
const PLACEHOLDER_HOST = /\.(example|invalid)$|^example\.(com|net|org)$/i;

/**
 * Delivers webhook events: a POST of the JSON body, signed in `Dub-Signature`, retried with backoff while the
 * receiver fails (a non-2xx answer, a refused connection, a timeout). Never awaited by the request that caused
 * the event: a click's redirect is answered at once. The last deliveries are kept for the control plane.
 */
export class WebhookDeliveries {
  readonly #options: Required<Omit<WebhookDeliveryOptions, 'fetch'>> & { fetch: typeof fetch | undefined };
  /** Deliveries waiting for a free slot, each with its body (one copy, as text). */
  readonly #waiting: (() => Promise<void>)[] = [];
  #active = 0;
  readonly #deliveries: Delivery[] = [];
  readonly #inFlight = new Set<Promise<void>>();
  #nextId = 1;

  constructor(options: WebhookDeliveryOptions) {
    this.#options = {
      now: options.now,
      fetch: options.fetch,
      retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000, 25_000],
      timeoutMs: options.timeoutMs ?? 10_000,
      capacity: options.capacity ?? 500,
      concurrency: options.concurrency ?? 8,
      queueLimit: options.queueLimit ?? 2_000,
    };
  }

  /** Sends `payload` to `target` in the background; returns its delivery record at once. */
  enqueue(target: WebhookTarget, event: string, eventId: string, payload: unknown): Delivery {
    const delivery: Delivery = {
      id: this.#nextId++,
      webhookId: target.id,
      event,
      eventId,
      url: target.url,
      status: 'pending',
      attempts: 0,
      responseStatus: null,
      error: null,
      createdAt: new Date(this.#options.now()).toISOString(),
      lastAttemptAt: null,
    };
    this.#deliveries.push(delivery);
    if (this.#deliveries.length > this.#options.capacity) this.#deliveries.shift();
    let host = '';
    try {
      host = new URL(target.url).hostname;
    } catch {
      host = '';
    }
    if (host === '' || PLACEHOLDER_HOST.test(host)) {
      delivery.status = 'skipped';
      delivery.error = `no receiver: ${target.url} is a placeholder; point the webhook at one with PUT /__linkproof/webhooks/${target.id}`;
      return delivery;
    }
    if (this.#waiting.length >= this.#options.queueLimit) {
      delivery.status = 'dropped';
      delivery.error = `${this.#waiting.length} deliveries were already waiting; this one was not sent`;
      return delivery;
    }
    const body = JSON.stringify(payload);
    this.#waiting.push(() => this.#deliver(delivery, target, body));
    this.#next();
    return delivery;
  }

  /** The deliveries kept, newest first (copies). */
  list(): Delivery[] {
    return this.#deliveries.map((delivery) => ({ ...delivery })).reverse();
  }

  clear(): void {
    this.#deliveries.length = 0;
  }

  /** Resolves once no delivery is under way, waiting for a slot, or waiting for a retry. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0 || this.#waiting.length > 0) {
      if (this.#inFlight.size === 0) this.#next();
      await Promise.all([...this.#inFlight]);
    }
  }

  /** Starts waiting deliveries while slots are free: a burst is sent a few at a time, in order. */
  #next(): void {
    while (this.#active < this.#options.concurrency && this.#waiting.length > 0) {
      const start = this.#waiting.shift()!;
      this.#active++;
      this.#track(
        start().finally(() => {
          this.#active--;
          this.#next();
        }),
      );
    }
  }

  #track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => console.error('linkproof mock: a webhook delivery failed unexpectedly', error)).finally(() => this.#inFlight.delete(tracked));
    this.#inFlight.add(tracked);
  }

  async #deliver(delivery: Delivery, target: WebhookTarget, body: string): Promise<void> {
    const signature = await signPayload(target.secret, body);
    const send = this.#options.fetch ?? globalThis.fetch;
    for (;;) {
      delivery.attempts++;
      delivery.lastAttemptAt = new Date(this.#options.now()).toISOString();
      try {
        const response = await send(target.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'dub-signature': signature, 'user-agent': 'linkproof-mock-webhooks' },
          body,
          signal: AbortSignal.timeout(this.#options.timeoutMs),
        });
        delivery.responseStatus = response.status;
        await response.body?.cancel().catch(() => undefined);
        if (response.ok) {
          delivery.status = 'delivered';
          delivery.error = null;
          return;
        }
        delivery.error = `the receiver answered ${response.status}`;
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        delivery.error = cause?.code ?? cause?.message ?? (error as Error).message;
      }
      const wait = this.#options.retryDelaysMs[delivery.attempts - 1];
      if (wait === undefined) {
        delivery.status = 'failed';
        return;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait) as unknown as { unref?: () => void };
        // A retry waiting does not keep a Node process alive.
        timer.unref?.();
      });
    }
  }
}
