/** A recording stand-in for @actions/core: inputs in, everything the action says out. */
import type { ActionDeps } from '../../src/action/main.js';

export class FakeCore {
  readonly outputs: Record<string, string> = {};
  readonly warnings: string[] = [];
  readonly infos: string[] = [];
  readonly secrets: string[] = [];
  failed?: string;
  summaryText = '';

  constructor(private readonly inputs: Record<string, string>) {}

  getInput = (name: string) => this.inputs[name] ?? '';
  setOutput = (name: string, value: unknown) => void (this.outputs[name] = String(value));
  setFailed = (message: string | Error) => void (this.failed = String(message));
  info = (message: string) => void this.infos.push(message);
  warning = (message: string | Error) => void this.warnings.push(String(message));
  notice = (message: string | Error) => void this.infos.push(String(message));
  setSecret = (secret: string) => void this.secrets.push(secret);
  group = <T>(_name: string, fn: () => Promise<T>) => fn();
  summary = {
    addRaw: (text: string) => {
      this.summaryText += text;
      return { write: async () => this.summary };
    },
  };

  asCore(): ActionDeps['core'] {
    return this as unknown as ActionDeps['core'];
  }
}
