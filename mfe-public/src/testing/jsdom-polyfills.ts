// jsdom lacks TextEncoder/TextDecoder, which `jose` (through @app/platform) reads at import time.
// Import this first in a jsdom test that loads @app/platform.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
