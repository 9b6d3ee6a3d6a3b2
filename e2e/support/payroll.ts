import { startPayrollSimulator, type PayrollSimulator } from '../../services/staffing/src/testing/payroll-simulator';

const simulators: PayrollSimulator[] = [];

/**
 * The payroll system an end-to-end product pays work-state lines to: the simulator the service
 * tests use (docs/payroll.md), one per product in the runner's process; answers the environment
 * that hands it to the product.
 */
export async function startPayroll(): Promise<Record<string, string>> {
  const simulator = await startPayrollSimulator();
  simulators.push(simulator);
  return { PAYROLL_URL: simulator.url, PAYROLL_TOKEN: 'e2e-payroll-token' };
}

export async function stopPayrolls(): Promise<void> {
  await Promise.all(simulators.splice(0).map((simulator) => simulator.close()));
}
