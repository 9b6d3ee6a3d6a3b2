/**
 * Runs `attempt` until it succeeds, at most `tries` times, waiting `delayMs` between tries (spec 000
 * `POST app-device`: up to 3 tries, 3 s apart); the last failure is thrown.
 */
export async function retry<T>(
  attempt: () => Promise<T>,
  { tries = 3, delayMs = 3000 }: { tries?: number; delayMs?: number } = {},
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= tries) throw err;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
