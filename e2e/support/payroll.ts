import { startPayrollSimulator, type PayrollSimulator } from '../../services/staffing/src/testing/payroll-simulator';

let simulator: PayrollSimulator | null = null;

/**
 * The payroll system the end-to-end product pays work-state lines to: the simulator the service
 * tests use (docs/payroll.md), in the runner's process, handed to the product as PAYROLL_URL.
 */
export async function startPayroll(): Promise<void> {
  simulator = await startPayrollSimulator();
  process.env.PAYROLL_URL = simulator.url;
  process.env.PAYROLL_TOKEN = 'e2e-payroll-token';
}

export async function stopPayroll(): Promise<void> {
  await simulator?.close();
  simulator = null;
}
