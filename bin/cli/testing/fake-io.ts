// A CliIo for running commands in the test's own process: standard input from a string, standard
// output and error collected as text. Writes land synchronously, so the text is complete once a
// command's promise settles; `until` waits for output of a command that keeps running (serve).
import { EventEmitter } from 'node:events';
import { PassThrough, Writable } from 'node:stream';
import type { CliIo } from '../io';

export interface FakeIo extends CliIo {
  out: () => string;
  err: () => string;
  /** Resolves with the output so far once `test` accepts it. */
  until: (stream: 'out' | 'err', test: (text: string) => boolean) => Promise<string>;
}

export function fakeIo(stdin = '', cwd = process.cwd()): FakeIo {
  const input = new PassThrough();
  input.end(stdin);
  const text = { out: '', err: '' };
  const written = new EventEmitter();
  const collector = (name: 'out' | 'err') =>
    new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        text[name] += String(chunk);
        written.emit('write');
        callback();
      },
    });
  return {
    stdin: input,
    stdout: collector('out'),
    stderr: collector('err'),
    cwd,
    out: () => text.out,
    err: () => text.err,
    until: (stream, test) =>
      new Promise((resolve) => {
        const check = () => {
          if (!test(text[stream])) return;
          written.off('write', check);
          resolve(text[stream]);
        };
        written.on('write', check);
        check();
      }),
  };
}
