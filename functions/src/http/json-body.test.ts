import { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app/common/app-error';
import { jsonBody } from './json-body';

function requestOf(stream: Readable, headers: Record<string, string>): Request {
  const req = stream as unknown as Request;
  req.method = 'POST';
  req.headers = headers;
  return req;
}

async function run(req: Request): Promise<unknown> {
  let passed = false;
  const next: NextFunction = () => {
    passed = true;
  };
  try {
    await jsonBody(1024)(req, {} as Response, next);
  } catch (error) {
    return error;
  }
  return passed ? req.body : undefined;
}

describe('jsonBody', () => {
  it('parses a streamed JSON body', async () => {
    const req = requestOf(Readable.from([Buffer.from('{"name":"Gig"}')]), {
      'content-type': 'application/json',
    });
    expect(await run(req)).toEqual({ name: 'Gig' });
  });

  it('answers 400 when the body stream fails half way', async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.from('{"name":'));
        this.destroy(new Error('aborted'));
      },
    });
    const error = await run(requestOf(broken, { 'content-type': 'application/json' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'bad_request' });
  });
});
