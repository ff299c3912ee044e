/**
 * Background jobs on pg-boss 10, in the registry's own PostgreSQL under the `pgboss` schema: the account lifecycle
 * and the trading expiry run every hour, the fold of what companies hold every minute. Any number of instances may
 * run this, each schedule still runs once per tick (pg-boss 10, proven by two-instances.acceptance.ts):
 * - `schedule()` upserts one row per queue name in `pgboss.schedule`: every instance writes the same row;
 * - each instance's cron monitor first claims the tick in one UPDATE of `pgboss.version.cron_on` (only one instance
 *   per interval gets it), then queues every due schedule as a `__pgboss__send-it` job with `singletonKey` = the
 *   queue and `singletonSeconds` = 60, which a unique index admits once per minute whoever inserts it;
 * - workers fetch jobs `FOR UPDATE SKIP LOCKED`: each job goes to one worker of one instance.
 * Stop it before PostgreSQL stops (VERSIONS.md): `offWork`, then `stop()` waits until pg-boss has closed its pool.
 */
import PgBoss from 'pg-boss';
import type { Tx } from './datasources';
import type { LifecycleScope, LifecycleService } from './services/accounts/lifecycle.service';
import type { TradingExpiryScope, TradingExpiryService } from './services/credits/trading/trading-expiry.service';
import type { WebhookQueue, WebhookService } from './services/integrations/webhook.service';
import type { CreditRepository, WebhookRepository } from './repositories';

export const LIFECYCLE_QUEUE = 'account-lifecycle';
/** Hourly, a few minutes past the hour: the rules count in months, so the exact minute does not matter. */
export const LIFECYCLE_CRON = '7 * * * *';
/** Credit validity (24 months), unanswered deposits and Scope 1 requests (trading-expiry.service.ts): hourly too. */
export const TRADING_EXPIRY_QUEUE = 'trading-expiry';
export const TRADING_EXPIRY_CRON = '17 * * * *';

/** What each company holds (credit_holdings) folded into one row per status: every minute (see its migration). */
export const HOLDINGS_FOLD_QUEUE = 'credit-holdings-fold';
export const HOLDINGS_FOLD_CRON = '* * * * *';

/** One webhook delivery per job, sent after the commit of the change that queued it (webhook.service.ts). */
export const WEBHOOK_QUEUE = 'webhook-delivery';

export interface JobsOptions {
  /** Create the hourly schedule (tests turn it off and call `runOnce`, or `send` a job, themselves). */
  schedule: boolean;
  /**
   * How often pg-boss looks for due schedules and hands them on, in seconds (default 30 and 5, pg-boss's own).
   * However many instances look, a schedule's tick makes one job: see the class comment.
   */
  cronIntervalSeconds?: number;
}

export class Jobs {
  private readonly boss: PgBoss;
  private readonly webhookQueue: WebhookQueue = { send: (id, options) => this.sendDelivery(id, options) };

  constructor(
    databaseUrl: string,
    private readonly lifecycle: LifecycleService,
    private readonly options: JobsOptions,
    private readonly tradingExpiry?: TradingExpiryService,
    private readonly webhooks?: { service: WebhookService; repo: WebhookRepository },
    private readonly holdings?: Pick<CreditRepository, 'foldHoldings'>,
  ) {
    const cron = options.cronIntervalSeconds;
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      max: 3,
      schedule: options.schedule,
      ...(cron ? { cronMonitorIntervalSeconds: cron, cronWorkerIntervalSeconds: cron } : {}),
    });
    this.boss.on('error', (e) => console.error('[jobs]', e.message));
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(LIFECYCLE_QUEUE);
    if (this.options.schedule) await this.boss.schedule(LIFECYCLE_QUEUE, LIFECYCLE_CRON, {}, { tz: 'UTC' });
    await this.boss.work<LifecycleScope>(LIFECYCLE_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await this.lifecycle.runOnce(job.data ?? {});
    });
    if (this.tradingExpiry) {
      const expiry = this.tradingExpiry;
      await this.boss.createQueue(TRADING_EXPIRY_QUEUE);
      if (this.options.schedule) await this.boss.schedule(TRADING_EXPIRY_QUEUE, TRADING_EXPIRY_CRON, {}, { tz: 'UTC' });
      await this.boss.work<TradingExpiryScope>(TRADING_EXPIRY_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await expiry.runOnce(job.data ?? {});
      });
    }
    if (this.holdings) {
      const holdings = this.holdings;
      await this.boss.createQueue(HOLDINGS_FOLD_QUEUE);
      if (this.options.schedule) await this.boss.schedule(HOLDINGS_FOLD_QUEUE, HOLDINGS_FOLD_CRON, {}, { tz: 'UTC' });
      await this.boss.work(HOLDINGS_FOLD_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
        await holdings.foldHoldings();
      });
    }
    if (this.webhooks) {
      const { service } = this.webhooks;
      // the delivery schedules its own retries (and records the next try); a job that throws is not retried by pg-boss
      await this.boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, retryLimit: 0 });
      await this.boss.work<{ deliveryId: string }>(
        WEBHOOK_QUEUE,
        { pollingIntervalSeconds: 1, batchSize: 5 },
        async (jobs) => {
          await Promise.all(jobs.map((job) => service.deliver(job.data.deliveryId)));
        },
      );
      service.useQueue(this.webhookQueue);
    }
  }

  /** Queues a webhook delivery: inside the caller's transaction when `tx` is given (committed or rolled back with it). */
  private async sendDelivery(deliveryId: string, options: { tx?: Tx; delaySeconds?: number } = {}): Promise<void> {
    await this.boss.send(
      WEBHOOK_QUEUE,
      { deliveryId },
      {
        ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
        ...(options.tx && this.webhooks ? { db: this.webhooks.repo.jobDb(options.tx) } : {}),
      },
    );
  }

  /** Queues one lifecycle run now (optionally limited to some accounts); resolves with the job id. */
  send(scope: LifecycleScope = {}): Promise<string | null> {
    return this.boss.send(LIFECYCLE_QUEUE, scope);
  }

  /** Queues one trading-expiry run now (optionally limited to some companies); resolves with the job id. */
  sendTradingExpiry(scope: TradingExpiryScope = {}): Promise<string | null> {
    return this.boss.send(TRADING_EXPIRY_QUEUE, scope);
  }

  /** The job's state as pg-boss records it ('completed', 'failed', …), for tests and diagnostics. */
  async state(id: string): Promise<string | undefined> {
    return (await this.boss.getJobById(LIFECYCLE_QUEUE, id))?.state;
  }

  async stop(): Promise<void> {
    await this.boss.offWork(LIFECYCLE_QUEUE).catch(() => undefined);
    if (this.tradingExpiry) await this.boss.offWork(TRADING_EXPIRY_QUEUE).catch(() => undefined);
    if (this.holdings) await this.boss.offWork(HOLDINGS_FOLD_QUEUE).catch(() => undefined);
    if (this.webhooks) {
      this.webhooks.service.useQueue(undefined);
      await this.boss.offWork(WEBHOOK_QUEUE).catch(() => undefined);
    }
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
