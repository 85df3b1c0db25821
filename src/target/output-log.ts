/**
 * A child process's stdout and stderr: all of it to a log file, and the last lines in
 * memory so that an error can show them, with every secret masked before either sees it.
 * Nothing goes to the action log, however chatty the app.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { SecretMasker } from './secrets.js';

const TAIL_BYTES = 16 * 1024;

export class OutputLog {
  private tail = '';
  private readonly file: WriteStream;
  private readonly masker = new SecretMasker();

  constructor(readonly path: string) {
    this.file = createWriteStream(path, { flags: 'a' });
  }

  attach(stream: Readable | null): void {
    stream?.on('data', (chunk: Buffer) => this.write(chunk.toString('utf8')));
  }

  write(text: string): void {
    this.append(this.masker.push(text));
  }

  private append(text: string): void {
    if (!text) return;
    this.file.write(text);
    this.tail = (this.tail + text).slice(-TAIL_BYTES);
  }

  /** The last `count` lines written. */
  lastLines(count = 20): string[] {
    const lines = this.tail.split(/\r?\n/);
    if (lines[lines.length - 1] === '') lines.pop();
    return lines.slice(-count);
  }

  async close(): Promise<void> {
    if (this.file.closed || this.file.writableEnded) return;
    this.append(this.masker.flush());
    await new Promise<void>((resolve) => this.file.end(resolve));
  }
}
