/** The action's core masks every text it is handed, the job summary's among them. */
import { describe, expect, it } from 'vitest';
import { maskedCore } from '../../src/action/publish.js';
import { addSecret } from '../../src/target/secrets.js';
import { FakeCore } from '../helpers/fake-core.js';

describe("the action's masked core", () => {
  it('masks what the job summary is given, and writes it', async () => {
    addSecret('summary-s3cret-value');
    const fake = new FakeCore({});
    const core = maskedCore(fake.asCore());
    await core.summary.addRaw('token: summary-s3cret-value\n').write();
    expect(fake.summaryText).toBe('token: ***\n');
    core.info('again summary-s3cret-value');
    expect(fake.infos).toEqual(['again ***']);
    // Registered with the runner, so that GitHub masks it in the job's log too.
    expect(fake.secrets).toContain('summary-s3cret-value');
  });
});
