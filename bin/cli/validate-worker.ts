// Runs one validation off the main thread so the command can stop it when it runs past its budget.
import { parentPort } from 'node:worker_threads';
import { type ValidateOptions, validateText } from '../../lib/validate/validate-document';

parentPort?.on('message', (job: { id: number; text: string; options: ValidateOptions }) => {
  parentPort?.postMessage({ id: job.id, report: validateText(job.text, job.options) });
});
// Loading the validator and the first validation (lazily built schema validators) take longer than
// a small --timeout: warm up first, then let the runner start its clock.
validateText('{"name":"warm_up","inputSchema":{"type":"object","properties":{"q":{"type":"string"}}}}');
parentPort?.postMessage({ ready: true });
