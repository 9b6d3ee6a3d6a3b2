import Koa from 'koa';
import { startTestServer } from '../testing/test-deps';
import { clientAddress } from './client-address';

const echo = (trusted: string) => {
  const app = new Koa({ proxy: true });
  app.use(clientAddress(trusted));
  app.use((ctx) => {
    ctx.body = { ip: ctx.ip, protocol: ctx.protocol };
  });
  return startTestServer(app);
};

describe('the client address', () => {
  it('ignores X-Forwarded-For and -Proto from a peer that is no trusted proxy (the default)', async () => {
    const server = await echo('');
    const res = await server.call('GET', '/', { headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' } });
    expect(res.body).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    await server.close();
  });

  it('behind a trusted proxy takes the nearest address that is no trusted proxy, not one the client wrote first', async () => {
    const server = await echo('loopback, 10.0.0.0/8');
    // the client forged 1.2.3.4; the load balancer (10.0.0.2) appended the real address
    const res = await server.call('GET', '/', {
      headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.7, 10.0.0.2', 'x-forwarded-proto': 'https' },
    });
    expect(res.body).toEqual({ ip: '198.51.100.7', protocol: 'https' });
    await server.close();
  });
});
