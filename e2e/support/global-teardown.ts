import fs from 'node:fs';
import { readState, STATE_FILE, stopProduct } from './product';

export default async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  await stopProduct(readState().pid);
  fs.rmSync(STATE_FILE);
}
