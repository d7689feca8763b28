/**
 * What features use to send an SMS (decision 0062): whether a provider is configured (without one,
 * urgent texts leave by e-mail), and a request that the SMS job delivers what was queued, once the
 * transaction that queued it has committed.
 */
export class SmsSender {
  readonly configured: boolean;
  private readonly requestDelivery: () => void;

  /** `requestDelivery` sends the SMS outbox's delivery job (background-jobs.ts). */
  constructor(configured: boolean, requestDelivery: () => void) {
    this.configured = configured;
    this.requestDelivery = requestDelivery;
  }

  deliverSoon(): void {
    if (this.configured) this.requestDelivery();
  }
}
