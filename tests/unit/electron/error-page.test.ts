import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../common/languages';
import { errorPageUrl, type StartFailure } from '../../../electron/error-page';

function html(url: string): string {
  expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
  return decodeURIComponent(url.slice('data:text/html;charset=utf-8,'.length));
}

const failure: StartFailure = {
  language: 'en',
  detail: 'The server process stopped (exit code 1) before it was ready.',
  dataDir: '/home/kiosk/.config/Instruction Library/library',
  logPath: '/home/kiosk/.config/Instruction Library/logs/server.log',
  logLines: ['Error: listen EADDRINUSE 0.0.0.0:8080', '    at Server.setupListenHandle'],
};

describe('errorPageUrl', () => {
  it('says why the server could not start, with the log’s last lines and where the log is', () => {
    const page = html(errorPageUrl(failure));
    expect(page).toContain('<h1>The instruction library could not start</h1>');
    expect(page).toContain('exit code 1');
    expect(page).toContain('Error: listen EADDRINUSE 0.0.0.0:8080\n    at Server.setupListenHandle');
    expect(page).toContain(`Server log: ${failure.logPath}`);
    expect(page).toContain(`Data folder: ${failure.dataDir}`);
    expect(page).toContain("default-src 'none'");
  });

  it('speaks the kiosk’s language', () => {
    const page = html(errorPageUrl({ ...failure, language: 'de' }));
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Die Anleitungsbibliothek konnte nicht starten');
    expect(page).toContain(`Serverprotokoll: ${failure.logPath}`);
    const titles = SUPPORTED_LANGUAGES.map(
      (language) => /<h1>(.*)<\/h1>/.exec(html(errorPageUrl({ ...failure, language })))?.[1],
    );
    expect(new Set(titles).size).toBe(SUPPORTED_LANGUAGES.length);
  });

  it('says so when the log is empty', () => {
    expect(html(errorPageUrl({ ...failure, logLines: [] }))).toContain(
      'The server wrote nothing to its log.',
    );
  });

  it('escapes the error and log text, so a message cannot inject markup', () => {
    const page = html(
      errorPageUrl({ ...failure, detail: '<img src=x onerror=alert(1)> & "quotes"', logLines: ['<script>'] }),
    );
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;');
  });
});
