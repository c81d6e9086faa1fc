import { describe, expect, it } from 'vitest';
import { followByCommand, inEmptyDataDir } from './support/library-bundles';

const HUB_KEY = 'RWQ+5Mu2Y0Z0EDF78lSfbTCaZLeoO0ypPk1z5tAnfThqLO04plE8jK8a';

describe('npm run library -- follow', () => {
  it('says that a server already running on the folder follows only after a restart', async () => {
    await inEmptyDataDir('library-follow-command-', async (dataDir) => {
      const followed = await followByCommand(dataDir, HUB_KEY, '--hub', 'http://hub.shop.lan:3000');
      expect(followed.code).toBe(0);
      expect(followed.output).toContain('Following http://hub.shop.lan:3000 (pilot channel)');
      expect(followed.output).toContain('follows from its next start: restart it');
    });
  }, 60_000);
});
