import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { AccessLogController, lazyChildLogger, loggerOptions } from './logger';

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

describe('access log', () => {
  function appWith(level: string) {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(JSON.parse(String(chunk)));
        cb();
      },
    });
    const opts = loggerOptions(level) as Record<string, unknown>;
    const app = Fastify({
      loggerInstance: pino(opts, stream),
      childLoggerFactory: lazyChildLogger,
      logController: new AccessLogController(),
      genReqId: () => 'req-9',
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    return { app, lines };
  }

  it('writes one line per answered request at info: method, path without its query, id, status, time', async () => {
    const { app, lines } = appWith('info');
    expect((await app.inject({ url: '/ok?email=a@b.c' })).statusCode).toBe(200);
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: 'req-9',
      req: { method: 'GET', url: '/ok' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
  });

  it('still logs a failed request as an error', async () => {
    const { app, lines } = appWith('info');
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);
    await app.close();
    const errors = lines.filter((l) => l.level === 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({ reqId: 'req-9' });
  });

  it('writes nothing for a good answer at warn', async () => {
    const { app, lines } = appWith('warn');
    expect((await app.inject({ url: '/ok' })).statusCode).toBe(200);
    await app.close();
    expect(lines).toHaveLength(0);
  });

  it("writes the request's arrival at debug", async () => {
    const { app, lines } = appWith('debug');
    expect((await app.inject({ url: '/ok' })).statusCode).toBe(200);
    await app.close();
    expect(lines.map((l) => [l.msg, l.level])).toEqual([
      ['incoming request', 20],
      ['request completed', 30],
    ]);
  });
});
