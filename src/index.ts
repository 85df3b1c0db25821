/** Entry point of the action (dist/index.js). */
import { run } from './main.js';

process.exitCode = await run();
