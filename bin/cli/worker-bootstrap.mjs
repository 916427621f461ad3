// Entry of worker threads: TypeScript needs tsx's loader registered inside the worker too.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
