/** @jest-environment node */
import { createMetrics } from './metrics';

describe('the outbox’s dead letters in /metrics (issue 43, finding 9)', () => {
  it('are counted by area and kind as the database has them at each scrape', async () => {
    let dead = [{ area: 'services_payments', kind: 'open311-forward', count: 2 }];
    const metrics = createMetrics({ outboxDead: async () => dead });
    expect(await metrics.registry.metrics()).toContain(
      'springfield_outbox_dead_jobs{area="services_payments",kind="open311-forward"} 2',
    );
    // Retried by an operator: gone from the next scrape.
    dead = [];
    expect(await metrics.registry.metrics()).not.toMatch(/springfield_outbox_dead_jobs\{/);
    // A database that does not answer leaves the other metrics served.
    const failing = createMetrics({
      outboxDead: async () => {
        throw new Error('connection refused');
      },
    });
    expect(await failing.registry.metrics()).toContain('springfield_remotes_list_stale 0');
  });
});
