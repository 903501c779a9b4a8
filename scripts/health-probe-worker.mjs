// A worker thread's entry cannot be TypeScript: it registers tsx, then loads the probe itself.
import { register } from 'tsx/esm/api';

register();
await import('./health-probe-worker.ts');
