import { testToken } from './tokens';
import type { TestDeps, TestServer } from './test-deps';
import {
  expectGuardAnswer,
  matrixHolder,
  matrixTokenFields,
  undiscriminatingRows,
  type GuardedEndpoint,
  type MatrixRole,
} from './permission-matrix';

/**
 * A service's permission matrix as jest tests: every guarded row must tell the roles apart, and a
 * token holding only one role (pool 1) gets each row's answer. `running` gives the file's deps and
 * server, started in its own beforeAll (so they are read when the tests run, not when they are declared).
 */
export function describePermissionMatrix(
  service: string,
  roles: readonly MatrixRole[],
  codes: readonly string[],
  endpoints: readonly GuardedEndpoint[],
  running: () => { deps: TestDeps; server: TestServer },
): void {
  it('every guarded row tells roles apart: some default role holds its right and another does not', () => {
    // rows without rights (read by every signed-in profile) are left out
    expect(undiscriminatingRows(roles, codes, endpoints)).toEqual([]);
  });

  describe.each(codes)(`${service} permission matrix: %s`, (code) => {
    const holder = matrixHolder(roles, code);
    let token: string;

    beforeAll(async () => {
      token = await testToken(running().deps, { ...matrixTokenFields(roles, code), pool_id: 1 });
    });

    it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_row, endpoint) => {
      expectGuardAnswer(holder, endpoint, await running().server.call(endpoint.method, endpoint.path, { token, body: endpoint.body }));
    });
  });
}
