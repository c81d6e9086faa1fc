import { describe, expect, it } from 'vitest';
import { maintenanceCommandOf } from '../../../electron/maintenance-command';

const library = '/home/kiosk/.config/Instruction Library/library';

describe('the admin and library commands of the installed app', () => {
  it('runs an admin command on the library the app serves', () => {
    expect(maintenanceCommandOf(['--admin', 'reset-password', 'anna'], library)).toEqual({
      kind: 'admin',
      args: ['reset-password', 'anna', '--data-dir', library],
    });
  });

  it('finds the command after what Electron puts first when run from a checkout', () => {
    expect(maintenanceCommandOf(['.', '--library', 'publish', '--note', 'Spring'], library)).toEqual({
      kind: 'library',
      args: ['publish', '--note', 'Spring', '--data-dir', library],
    });
    expect(maintenanceCommandOf(['--library'], library)).toEqual({
      kind: 'library',
      args: ['--data-dir', library],
    });
  });

  it('keeps a data folder chosen on the command line', () => {
    expect(maintenanceCommandOf(['--admin', 'backup', '--data-dir', '/srv/lib'], library)?.args).toEqual([
      'backup',
      '--data-dir',
      '/srv/lib',
    ]);
    expect(maintenanceCommandOf(['--library', 'status', '--data-dir=/srv/lib'], library)?.args).toEqual([
      'status',
      '--data-dir=/srv/lib',
    ]);
  });

  it('leaves a bare --admin, or --admin among other settings, to open the admin window', () => {
    expect(maintenanceCommandOf(['--admin'], library)).toBeUndefined();
    expect(maintenanceCommandOf(['--admin', '--lan'], library)).toBeUndefined();
    expect(maintenanceCommandOf(['--kiosk', '--language=de'], library)).toBeUndefined();
  });
});
