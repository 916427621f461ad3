// Runs one validation off the main thread so the command can stop it when it runs past its budget
// (run-validation.ts: the fallback once a validation in the main thread had to be stopped).
import { parentPort } from 'node:worker_threads';
import { type ValidateOptions, validateText } from '../../lib/validate/validate-document';
import { warmUpValidator } from './warm-up-validator';

parentPort?.on('message', (job: { id: number; text: string; options: ValidateOptions }) => {
  parentPort?.postMessage({ id: job.id, report: validateText(job.text, job.options) });
});
warmUpValidator(validateText);
parentPort?.postMessage({ ready: true });
