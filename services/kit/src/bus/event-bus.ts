import type { EventAudience } from '@app/contracts';

/** A realtime event: published by a service, delivered by every gateway to its websocket clients. */
export interface BusEvent {
  channel: string;
  /** the event name, e.g. 'pool/1/request/changed' + '/changed' suffix is added by the client */
  event: string;
  /** username of whoever caused it; clients skip their own events */
  author: string | null;
  payload: unknown;
  /** whom on the channel it concerns (`eventReaches`); the gateway keeps it to itself */
  audience?: EventAudience;
}

export type BusHandler = (event: BusEvent) => void;

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  /** returns an unsubscribe function */
  subscribe(handler: BusHandler): () => void;
  /**
   * Whether the connection to the broker is up now, without a round trip (the outbox relay waits
   * while it is not); the in-process bus always is.
   */
  connected(): boolean;
  /** Whether the broker answers now (readiness); the in-process bus always does. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/** Handlers of one process, fanned out in order. Shared by every bus implementation. */
export class LocalFanout {
  private readonly handlers = new Set<BusHandler>();

  add(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  deliver(event: BusEvent): void {
    for (const h of this.handlers) h(event);
  }
}
