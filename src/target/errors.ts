/** Errors about the app under test that its owner can act on. */
export interface ServiceIdentity {
  name: string;
  command: string;
  logPath?: string;
}

/** Starts the line of a service's error that names its log (modes/progress.ts reads it back). */
export const FULL_LOG = 'Full log: ';

export class ServiceError extends Error {
  constructor(
    readonly service: ServiceIdentity,
    what: string,
    readonly outputTail: string[],
    advice = '',
  ) {
    const tail =
      outputTail.length > 0
        ? `\nLast lines of its output:\n${outputTail.map((l) => `  | ${l}`).join('\n')}`
        : '\nIt printed nothing.';
    const log = service.logPath ? `\n${FULL_LOG}${service.logPath}` : '';
    super(
      `Service "${service.name}" (command: ${service.command}) ${what}.${advice ? ` ${advice}` : ''}${tail}${log}`,
    );
    this.name = 'ServiceError';
  }
}

export class PortInUseError extends Error {
  constructor(
    service: ServiceIdentity,
    host: string,
    readonly port: number,
    holder: string | undefined,
  ) {
    super(
      `Service "${service.name}" cannot start: ${host}:${port} is already in use${holder ? ` by ${holder}` : ''}. ` +
        'Stop that process, or give the service a free port (its command and URLs can use {port}).',
    );
    this.name = 'PortInUseError';
  }
}

/** A setup step before a trial failed. */
export class SetupError extends Error {
  constructor(step: string, what: string, outputTail: string[] = []) {
    const tail = outputTail.length > 0 ? `\n${outputTail.map((l) => `  | ${l}`).join('\n')}` : '';
    super(`Setup step ${step} ${what}.${tail}`);
    this.name = 'SetupError';
  }
}
