import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './logger';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  return { lines, logger: pino({ level }, stream) };
}

describe('request logger made on first use', () => {
  it('makes no child for a request that writes nothing at an enabled level', () => {
    const { logger } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = lazyChildLogger(logger, { reqId: 'r1' }, {});
    log.info('not at warn');
    log.debug('nor this');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');
    log.warn('written');
    log.error('and this');
    expect(child).toHaveBeenCalledTimes(1);
  });

  it("writes a request's lines with its id, at the levels enabled, through Fastify", async () => {
    const { lines, logger } = capture('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyChildLogger, genReqId: () => 'req-7' });
    app.get('/x', async (req) => {
      req.log.debug('hidden');
      req.log.warn({ count: 2 }, 'seen');
      return { ok: true };
    });
    expect((await app.inject({ url: '/x' })).statusCode).toBe(200);
    await app.close();
    const msgs = lines.map((l) => [l.msg, l.reqId]);
    expect(msgs).toContainEqual(['seen', 'req-7']);
    expect(msgs).toContainEqual(['incoming request', 'req-7']);
    expect(msgs).toContainEqual(['request completed', 'req-7']);
    expect(msgs.some(([m]) => m === 'hidden')).toBe(false);
    expect(lines.find((l) => l.msg === 'seen')?.count).toBe(2);
  });
});
