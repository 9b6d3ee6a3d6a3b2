import fs from 'node:fs';
import { readState, STATE_FILE, stopProduct } from './product';
import { stopPayroll } from './payroll';
import { stopSsoTestProvider } from './sso-provider';

export default async function globalTeardown() {
  stopSsoTestProvider();
  await stopPayroll();
  if (!fs.existsSync(STATE_FILE)) return;
  await stopProduct(readState().pid);
  fs.rmSync(STATE_FILE);
}
