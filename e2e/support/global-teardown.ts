import fs from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { productPort, readState, stateFileOf, stopProduct } from './product';
import { stopPayrolls } from './payroll';
import { stopSsoTestProvider } from './sso-provider';

export default async function globalTeardown(config: FullConfig) {
  await stopPayrolls();
  for (let index = 0; index < config.workers; index++) {
    const port = productPort(index);
    if (!fs.existsSync(stateFileOf(port))) continue;
    const state = readState(port);
    stopSsoTestProvider(state.ssoPid);
    await stopProduct(state.pid);
    fs.rmSync(stateFileOf(port));
  }
}
