import Stripe from 'stripe';
import { newId, type LocalEventDraft } from './local-store.js';

/** An event as Stripe sends it to a webhook endpoint. */
export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

/** One delivery of an event to the webhook endpoint, and the status it was answered with. */
export interface LocalDelivery {
  eventId: string;
  type: string;
  status: number;
}

/**
 * The webhook side of the local Stripe: every event made is kept in order; each is signed with
 * the library's `webhooks.generateTestHeaderString` (the `Stripe-Signature` Stripe sends) and
 * posted to the endpoint, at once, or later when events are held (to send them in a chosen
 * order, or twice).
 */
export class LocalWebhooks {
  readonly events: LocalEvent[] = [];
  readonly deliveries: LocalDelivery[] = [];
  private held: LocalEvent[] | undefined;

  constructor(
    private readonly secret: string,
    public url: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Makes the events of `drafts` and sends them (or keeps them while held). */
  async emit(drafts: readonly LocalEventDraft[]): Promise<LocalEvent[]> {
    const made = drafts.map((draft) => this.make(draft));
    this.events.push(...made);
    if (this.held) this.held.push(...made);
    else for (const event of made) await this.send(event);
    return made;
  }

  /** From now on events are kept until `release`. */
  hold(): void {
    this.held ??= [];
  }

  /**
   * Sends the held events, in `order` (event ids; by default as they were made), each `times`
   * times, and stops holding.
   */
  async release(order?: readonly string[], times = 1): Promise<LocalDelivery[]> {
    const held = this.held ?? [];
    this.held = undefined;
    const events = order ? order.map((id) => this.find(id, held)) : held;
    const sent: LocalDelivery[] = [];
    for (const event of events) {
      for (let i = 0; i < times; i++) sent.push(await this.send(event));
    }
    return sent;
  }

  /**
   * Sends one event again; `timestamp` (seconds) signs it as of that time, and `secret` with
   * another secret (a forged signature).
   */
  async send(
    event: LocalEvent,
    options: { timestamp?: number; secret?: string } = {},
  ): Promise<LocalDelivery> {
    const delivery = { eventId: event.id, type: event.type, status: 0 };
    this.deliveries.push(delivery);
    if (!this.url) return delivery;
    const payload = JSON.stringify(event, null, 2);
    const signature = this.sign(payload, options);
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
        },
        body: payload,
      });
      delivery.status = res.status;
      await res.arrayBuffer();
    } catch {
      delivery.status = -1;
    }
    return delivery;
  }

  /** The `Stripe-Signature` header of `payload`, as Stripe makes it. */
  sign(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.secret,
      timestamp: options.timestamp ?? Math.floor(this.now() / 1000),
    });
  }

  find(id: string, among: readonly LocalEvent[] = this.events): LocalEvent {
    const found = among.find((event) => event.id === id);
    if (!found) throw new Error(`no event ${id}`);
    return found;
  }

  private make(draft: LocalEventDraft): LocalEvent {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(this.now() / 1000),
      type: draft.type,
      data: { object: draft.object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }
}
