/** `npm run bench`: every benchmark in turn; each prints its figures against its budget. */
import { benchGatewayOverhead } from './gateway-overhead';
import { benchLogin } from './login-budget';
import { benchPersonList } from './masterdata-list';

async function main() {
  await benchGatewayOverhead();
  await benchLogin();
  await benchPersonList();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
