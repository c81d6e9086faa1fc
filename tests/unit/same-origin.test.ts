import { describe, expect, it } from 'vitest';
import { isSameOrigin } from '../../server/security/same-origin';

describe('isSameOrigin', () => {
  it.each([
    ['http://127.0.0.1:3000', '127.0.0.1:3000', 'http', true],
    ['http://LOCALHOST:3000', 'localhost:3000', 'http', true],
    ['http://192.168.1.20', '192.168.1.20:80', 'http', true],
    ['http://127.0.0.1:3001', '127.0.0.1:3000', 'http', false],
    ['https://127.0.0.1:3000', '127.0.0.1:3000', 'http', false],
    ['http://evil.example', '127.0.0.1:3000', 'http', false],
    ['null', '127.0.0.1:3000', 'http', false],
    ['http://127.0.0.1:3000', undefined, 'http', false],
    ['http://127.0.0.1:3000.evil.example', '127.0.0.1:3000', 'http', false],
  ])('Origin %s to Host %s over %s → %s', (origin, host, protocol, expected) => {
    expect(isSameOrigin(origin, host, protocol)).toBe(expected);
  });
});
