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

  /** Why the file stopped taking writes (a full disk): the tail in memory still does. */
  private failed: string | undefined;

  constructor(readonly path: string) {
    this.file = createWriteStream(path, { flags: 'a' });
    // Unheard, a failed write (a chatty app filling the disk) would crash perf-gate whole.
    // The last lines (shown when the service fails) say where the file stops.
    this.file.on('error', (error) => {
      if (this.failed) return;
      this.failed = error.message;
      this.tail += `\n# perf-gate: ${path} takes no more of this output: ${error.message}\n`;
    });
  }

  attach(stream: Readable | null): void {
    stream?.on('data', (chunk: Buffer) => this.write(chunk.toString('utf8')));
  }

  write(text: string): void {
    this.append(this.masker.push(text));
  }

  private append(text: string): void {
    if (!text) return;
    if (!this.failed) this.file.write(text);
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
    if (this.failed || this.file.destroyed) return;
    await new Promise<void>((resolve) => this.file.end(resolve));
  }
}
