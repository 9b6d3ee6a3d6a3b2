/** `npm run bench`: every benchmark in turn; each prints its figures against its budget. */
import { benchGatewayOverhead } from './gateway-overhead';
import { benchLogin } from './login-budget';

async function main() {
  await benchGatewayOverhead();
  await benchLogin();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
